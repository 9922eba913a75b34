import type { EmbeddedServer, EmbeddedServerOptions } from './embedded-server.js';
import { StorageEngine } from './storage/storage-engine.js';
import { DEFAULT_TTL_INTERVAL_MS, startTtlMonitor } from './storage/ttl-monitor.js';
import { startWireServer, type ListenTarget } from './wire/server.js';

export interface EngineOptions extends EmbeddedServerOptions {
  /** Journal size that triggers a snapshot and a fresh journal (64 MiB by default). */
  compactionThresholdBytes?: number;
  /** Bytes held for unfinished or unhandled messages over all connections (64 MiB by default). */
  maxBufferedBytes?: number;
}

function listenTarget(options: EmbeddedServerOptions): ListenTarget {
  if (options.socketPath === undefined) {
    return { host: options.host ?? '127.0.0.1', port: options.port ?? 27017 };
  }
  if (options.host !== undefined || options.port !== undefined) {
    throw new Error('listen on either a socketPath or a TCP host and port, not both');
  }
  return { socketPath: options.socketPath };
}

function uriOf(target: ListenTarget, port: number): string {
  if ('socketPath' in target) return `mongodb://${encodeURIComponent(target.socketPath)}`;
  const uriHost = target.host.includes(':') ? `[${target.host}]` : target.host;
  return `mongodb://${uriHost}:${port}`;
}

/** Opens the data directory (replaying the journal), then serves the wire protocol. */
export async function startEngine(options: EngineOptions): Promise<EmbeddedServer> {
  const target = listenTarget(options);
  const storage = await StorageEngine.open({
    dbPath: options.dbPath,
    compactionThresholdBytes: options.compactionThresholdBytes,
  });
  let wire;
  try {
    wire = await startWireServer(storage, target, options.maxBufferedBytes);
  } catch (error) {
    await storage.close();
    throw error;
  }
  const stopTtlMonitor = startTtlMonitor(
    storage,
    options.ttlMonitorIntervalMs ?? DEFAULT_TTL_INTERVAL_MS,
  );
  let closing: Promise<void> | undefined;
  const address =
    'socketPath' in target
      ? { socketPath: target.socketPath }
      : { host: target.host, port: wire.port };
  return {
    ...address,
    uri: uriOf(target, wire.port),
    onChange: (listener) => storage.onChange(listener),
    close: () => {
      stopTtlMonitor();
      closing ??= wire.close().then(() => storage.close());
      return closing;
    },
  };
}
