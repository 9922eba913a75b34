import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http, {
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';

/** How long a client may take and how many may be connected at once. */
export interface HttpLimits {
  /** From the connection (or the previous request) to the end of the request headers. */
  headersTimeoutMs: number;
  /** From the connection to the end of the whole request, body included. */
  requestTimeoutMs: number;
  /** How long an idle kept-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
  /**
   * Connections open at once; beyond it a newcomer replaces the oldest connection not carrying a
   * request, or is closed at once when every one is.
   */
  maxConnections: number;
}

/** Descriptors kept free for the database connections (both ends, in embedded mode) and files. */
const RESERVED_DESCRIPTORS = 256;
const MIN_CONNECTIONS = 64;

/** The soft limit on open files of this process, or undefined when unlimited or unknown. */
export function readFileDescriptorLimit(): number | undefined {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8');
    const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
    if (soft) return soft === 'unlimited' ? undefined : Number(soft);
  } catch {
    // Not Linux: a shell started by this process inherits its limit.
  }
  try {
    const soft = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    return /^\d+$/.test(soft) ? Number(soft) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A cap on connections that keeps a tenth of the descriptor limit and 256 more for the database
 * and files, so a flood of idle connections cannot take the descriptors the site needs to answer.
 */
export function defaultMaxConnections(descriptorLimit: number): number {
  return Math.max(MIN_CONNECTIONS, Math.floor(descriptorLimit * 0.9) - RESERVED_DESCRIPTORS);
}

/**
 * Keeps at most `cap` connections open. At the cap a new connection takes the place of the oldest
 * one that is not carrying a request (it never finished its headers, or waits idle between two
 * requests), and is refused only when every connection is busy answering one. Node's own cap
 * refuses every newcomer instead, so a flood of idle sockets locked visitors out until the header
 * timeout cut the flood (15 s and more).
 */
function admitNewcomersFirst(server: Server, cap: number): void {
  const open = new Set<Socket>();
  /** Connections not carrying a request, oldest first. */
  const idle = new Set<Socket>();
  const drop = (socket: Socket) => {
    open.delete(socket);
    idle.delete(socket);
    socket.destroy();
  };
  server.on('connection', (socket: Socket) => {
    if (open.size >= cap) {
      const oldestIdle = idle.values().next().value;
      if (!oldestIdle) return drop(socket);
      drop(oldestIdle);
    }
    open.add(socket);
    idle.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      idle.delete(socket);
    });
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const { socket } = req;
    idle.delete(socket);
    res.once('finish', () => {
      if (open.has(socket) && !socket.destroyed) idle.add(socket);
    });
  });
}

/**
 * The site's HTTP server with the limits applied. Node checks the header and request timeouts on
 * a timer (every 30 s by default, so a 15 s limit could be cut only after 45 s); the timer runs
 * here at a quarter of the header timeout, at most every 5 s.
 */
export function createHttpServer(app: RequestListener, limits: HttpLimits): Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.max(50, limits.headersTimeoutMs / 4)),
    },
    app,
  );
  if (Number.isFinite(limits.maxConnections)) admitNewcomersFirst(server, limits.maxConnections);
  return server;
}
