import { FreshReader } from './fresh-reader.js';

interface Entry {
  value: Promise<unknown>;
  /** Bytes held, known once the value has loaded. */
  size: number;
}

/** The entries valid at one version of the data: loads of the same key share one promise. */
export interface CacheView {
  get<V>(key: string, load: () => Promise<V>, sizeOf: (value: V) => number): Promise<V>;
}

export interface VersionedCacheOptions {
  /** The current change counter of the cached data (one cheap read by `_id`). */
  readVersion: () => Promise<number>;
  /** Least recently used entries are dropped beyond this many bytes. */
  maxBytes: number;
}

/**
 * Answers computed from the database, kept until the data's change counter moves. Every `view()`
 * reads the counter afresh (shared with concurrent callers, never older than the call), so an
 * answer is served only if no write has been acknowledged since it was loaded: a write made
 * through any instance is seen by the next read on every instance.
 *
 * The counter is read before an answer is loaded and the answer is kept under that counter, and
 * writers raise the counter after changing the data, so a cached answer is never older than its
 * counter says.
 */
export class VersionedCache {
  private readonly versions: FreshReader<number>;
  private version: number | undefined;
  private entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly options: VersionedCacheOptions) {
    this.versions = new FreshReader(options.readVersion);
  }

  async view(): Promise<CacheView> {
    const version = await this.versions.next();
    if (version !== this.version) {
      this.version = version;
      this.entries = new Map();
      this.bytes = 0;
    }
    const entries = this.entries;
    return { get: (key, load, sizeOf) => this.lookup(entries, key, load, sizeOf) };
  }

  private lookup<V>(
    entries: Map<string, Entry>,
    key: string,
    load: () => Promise<V>,
    sizeOf: (value: V) => number,
  ): Promise<V> {
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return hit.value as Promise<V>;
    }
    // A real promise, run once: Mongoose queries are thenables that run again on every `then`.
    const entry: Entry = { value: Promise.resolve().then(load), size: 0 };
    entries.set(key, entry);
    entry.value.then(
      (value) => {
        if (entries.get(key) !== entry || entries !== this.entries) return;
        entry.size = sizeOf(value as V);
        this.bytes += entry.size;
        this.evictBeyondLimit();
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry.value as Promise<V>;
  }

  private evictBeyondLimit(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) return;
      this.entries.delete(key);
      this.bytes -= entry.size;
    }
  }
}
