import { createServer, type Server, type Socket } from 'node:net';
import { CursorRegistry } from '../commands/cursor-registry.js';
import type { CommandContext, ServerInfo } from '../commands/context.js';
import type { StorageEngine } from '../storage/storage-engine.js';
import { Connection } from './connection.js';
import { handleMessage } from './message-handler.js';

export interface WireServer {
  host: string;
  port: number;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Serves the MongoDB wire protocol over TCP for a storage engine. */
export async function startWireServer(
  engine: StorageEngine,
  host: string,
  port: number,
): Promise<WireServer> {
  const cursors = new CursorRegistry();
  const sockets = new Set<Socket>();
  let totalConnections = 0;
  const server = createServer();
  const info: ServerInfo = {
    host,
    port,
    startedAt: new Date(),
    currentConnections: () => sockets.size,
    totalConnections: () => totalConnections,
  };

  server.on('connection', (socket) => {
    totalConnections += 1;
    const connectionId = totalConnections;
    const clientAddress = `${socket.remoteAddress ?? 'unknown'}:${socket.remotePort ?? 0}`;
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    const contextFor = (database: string): CommandContext => ({
      engine,
      cursors,
      server: info,
      database,
      connectionId,
      clientAddress,
    });
    new Connection(socket, (message) => handleMessage(message, contextFor));
  });

  await listen(server, port, host);
  server.on('error', (error) => console.error('embedded database: listener error', error));
  const address = server.address();
  if (address && typeof address === 'object') info.port = address.port;

  return {
    host,
    port: info.port,
    close: () =>
      new Promise<void>((resolve) => {
        cursors.close();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
