import type { EmbeddedServer, EmbeddedServerOptions } from './index.js';
import { StorageEngine } from './storage/storage-engine.js';
import { startWireServer } from './wire/server.js';

export interface EngineOptions extends EmbeddedServerOptions {
  /** Journal size that triggers a snapshot and a fresh journal (64 MiB by default). */
  compactionThresholdBytes?: number;
}

/** Opens the data directory (replaying the journal), then serves the wire protocol. */
export async function startEngine(options: EngineOptions): Promise<EmbeddedServer> {
  const host = options.host ?? '127.0.0.1';
  const storage = await StorageEngine.open({
    dbPath: options.dbPath,
    compactionThresholdBytes: options.compactionThresholdBytes,
  });
  let wire;
  try {
    wire = await startWireServer(storage, host, options.port ?? 27017);
  } catch (error) {
    await storage.close();
    throw error;
  }
  const uriHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    host,
    port: wire.port,
    uri: `mongodb://${uriHost}:${wire.port}`,
    onChange: (listener) => storage.onChange(listener),
    close: () => {
      closing ??= wire.close().then(() => storage.close());
      return closing;
    },
  };
}
