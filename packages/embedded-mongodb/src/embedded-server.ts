import type { ChangeListener } from './storage/storage-engine.js';

export interface EmbeddedServerOptions {
  dbPath: string;
  /** 0 picks a free port; 27017 by default. Not with `socketPath`. */
  port?: number;
  /** 127.0.0.1 by default. Not with `socketPath`. */
  host?: string;
  /**
   * Listen on this Unix domain socket instead of TCP, so that only processes allowed to open the
   * file can connect. The file is made 0600; keep it in a folder only the owner can enter (the
   * data directory is one). A socket file left by a killed engine is replaced.
   */
  socketPath?: string;
  /** How often expired documents of TTL indexes are deleted; 60,000 ms (as mongod) by default. */
  ttlMonitorIntervalMs?: number;
}

export interface EmbeddedServer {
  /** The TCP host, when listening on TCP. */
  host?: string;
  /** The TCP port, when listening on TCP. */
  port?: number;
  /** The Unix domain socket, when listening on one. */
  socketPath?: string;
  /** `mongodb://HOST:PORT` or `mongodb://<url-encoded socket path>`, without a database name. */
  uri: string;
  /**
   * Calls `listener` after every write to a collection's documents from any client (inserts,
   * updates, deletes, dropped collections and databases), once it is applied and before it is
   * acknowledged. Returns the function that stops the calls.
   */
  onChange(listener: ChangeListener): () => void;
  /** Stops accepting connections, closes the open ones, then flushes and closes the journal. */
  close(): Promise<void>;
}
