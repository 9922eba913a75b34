import { startEngine } from './engine.js';
import type { ChangeListener } from './storage/storage-engine.js';

export type { ChangeListener, CollectionChange } from './storage/storage-engine.js';

export interface EmbeddedServerOptions {
  dbPath: string;
  /** 0 picks a free port; 27017 by default. */
  port?: number;
  /** 127.0.0.1 by default. */
  host?: string;
}

export interface EmbeddedServer {
  host: string;
  port: number;
  /** `mongodb://HOST:PORT`, without a database name. */
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

/** Starts the embedded MongoDB-compatible database on its data directory. */
export function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  return startEngine(options);
}
