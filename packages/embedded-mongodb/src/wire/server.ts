import { createServer, type Server, type Socket } from 'node:net';
import { CursorRegistry } from '../commands/cursor-registry.js';
import type { CommandContext, ServerInfo } from '../commands/context.js';
import type { StorageEngine } from '../storage/storage-engine.js';
import { ByteBudget, DEFAULT_MAX_BUFFERED_BYTES } from './byte-budget.js';
import { Connection } from './connection.js';
import { handleMessage } from './message-handler.js';
import { claimSocketPath, restrictSocket } from './unix-socket.js';

export type ListenTarget = { host: string; port: number } | { socketPath: string };

export interface WireServer {
  /** The TCP port listened on; 0 on a Unix domain socket. */
  port: number;
  close(): Promise<void>;
}

function listen(server: Server, target: ListenTarget): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const listening = () => {
      server.off('error', reject);
      resolve();
    };
    if ('socketPath' in target) server.listen(target.socketPath, listening);
    else server.listen(target.port, target.host, listening);
  });
}

/** Serves the MongoDB wire protocol over TCP or a Unix domain socket for a storage engine. */
export async function startWireServer(
  engine: StorageEngine,
  target: ListenTarget,
  maxBufferedBytes = DEFAULT_MAX_BUFFERED_BYTES,
): Promise<WireServer> {
  const budget = new ByteBudget(maxBufferedBytes);
  const cursors = new CursorRegistry();
  const sockets = new Set<Socket>();
  let totalConnections = 0;
  const server = createServer();
  const info: ServerInfo = {
    host: 'socketPath' in target ? target.socketPath : target.host,
    port: 'socketPath' in target ? 0 : target.port,
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
    new Connection(socket, (message) => handleMessage(message, contextFor), budget);
  });

  if ('socketPath' in target) {
    await claimSocketPath(target.socketPath);
    await listen(server, target);
    try {
      await restrictSocket(target.socketPath);
    } catch (error) {
      server.close();
      throw error;
    }
  } else {
    await listen(server, target);
  }
  server.on('error', (error) => console.error('embedded database: listener error', error));
  const address = server.address();
  if (address && typeof address === 'object') info.port = address.port;

  return {
    port: info.port,
    close: () =>
      new Promise<void>((resolve) => {
        cursors.close();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
