import { startEngine } from './engine.js';

export interface EmbeddedServerOptions {
  dbPath: string;
  /** 0 picks a free port; 27017 by default. */
  port?: number;
  /** 127.0.0.1 by default. */
  host?: string;
  /** How often expired documents of TTL indexes are deleted; 60,000 ms (as mongod) by default. */
  ttlMonitorIntervalMs?: number;
}

export interface EmbeddedServer {
  host: string;
  port: number;
  /** `mongodb://HOST:PORT`, without a database name. */
  uri: string;
  /** Stops accepting connections, closes the open ones, then flushes and closes the journal. */
  close(): Promise<void>;
}

/** Starts the embedded MongoDB-compatible database on its data directory. */
export function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  return startEngine(options);
}
