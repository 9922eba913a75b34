import { startEngine } from './engine.js';
import type { EmbeddedServer, EmbeddedServerOptions } from './embedded-server.js';

export { DatabaseInUseError } from './storage/lock-file.js';
export type { ChangeListener, CollectionChange } from './storage/storage-engine.js';
export type { EmbeddedServer, EmbeddedServerOptions } from './embedded-server.js';

/** Starts the embedded MongoDB-compatible database on its data directory. */
export function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  return startEngine(options);
}
