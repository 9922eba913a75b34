import { LRUCache } from 'lru-cache';
import { FreshReader } from './fresh-reader.js';

/** The entries valid at one version of the data: loads of the same key share one promise. */
export interface CacheView {
  get<V>(key: string, load: () => Promise<V>, sizeOf: (value: V) => number): Promise<V>;
}

export interface VersionedCacheOptions {
  /** The current change counter of the cached data (one cheap read by `_id`). */
  readVersion: () => Promise<number>;
  /** The current counter without waiting where it costs no round trip, otherwise `undefined`. */
  versionNow?: () => number | undefined;
  /** Entries not used lately are dropped beyond this many bytes. */
  maxBytes: number;
}

interface Loaded {
  value: unknown;
  promise: Promise<unknown>;
}

/** The entries of one version: loaded answers by recency of use, and the loads still running. */
interface Generation {
  version: number | undefined;
  loaded: LRUCache<string, Loaded>;
  loading: Map<string, Promise<unknown>>;
}

/**
 * Answers computed from the database, kept until the data's change counter moves. Every `view()`
 * reads the counter afresh (shared with concurrent callers, never older than the call), so an
 * answer is served only if no change has been seen since it was loaded: a write made through any
 * instance, or reported by the database, is seen by the next read.
 *
 * The counter is read before an answer is loaded and the answer is kept under that counter, and
 * the counter moves after the data changed, so a cached answer is never older than its counter
 * says.
 */
export class VersionedCache {
  private readonly versions: FreshReader<number>;
  private generation: Generation;

  constructor(private readonly options: VersionedCacheOptions) {
    this.versions = new FreshReader(options.readVersion);
    this.generation = this.newGeneration(undefined);
  }

  async view(): Promise<CacheView> {
    const version = await this.versions.next();
    if (version !== this.generation.version) this.generation = this.newGeneration(version);
    const generation = this.generation;
    return { get: (key, load, sizeOf) => this.lookup(generation, key, load, sizeOf) };
  }

  /**
   * The loaded value under `key` when the current counter is known without waiting and the
   * entries are of that counter, so a hit costs no promise; `undefined` otherwise.
   */
  peek<V>(key: string): V | undefined {
    const version = this.options.versionNow?.();
    if (version === undefined || version !== this.generation.version) return undefined;
    return this.generation.loaded.get(key)?.value as V | undefined;
  }

  private newGeneration(version: number | undefined): Generation {
    return {
      version,
      loaded: new LRUCache<string, Loaded>({ maxSize: this.options.maxBytes }),
      loading: new Map(),
    };
  }

  private lookup<V>(
    generation: Generation,
    key: string,
    load: () => Promise<V>,
    sizeOf: (value: V) => number,
  ): Promise<V> {
    const hit = generation.loaded.get(key) ?? generation.loading.get(key);
    if (hit) return ('promise' in hit ? hit.promise : hit) as Promise<V>;
    // A real promise, run once: Mongoose queries are thenables that run again on every `then`.
    const promise = Promise.resolve().then(load);
    generation.loading.set(key, promise);
    promise.then(
      (value) => {
        generation.loading.delete(key);
        if (generation !== this.generation) return;
        const size = Math.max(1, Math.ceil(sizeOf(value)));
        // An answer larger than the whole cache is served once and not kept.
        if (size <= this.options.maxBytes) generation.loaded.set(key, { value, promise }, { size });
      },
      () => generation.loading.delete(key),
    );
    return promise;
  }
}
