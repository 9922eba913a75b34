import { FreshReader } from './fresh-reader.js';

interface Entry {
  value: Promise<unknown>;
  /** The value once loaded, for answers served without waiting. */
  loaded?: { value: unknown };
  /** Bytes held, known once the value has loaded. */
  size: number;
  /** Used since eviction last passed it: it gets a second chance. */
  used: boolean;
}

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

/**
 * Answers computed from the database, kept until the data's change counter moves. Every `view()`
 * reads the counter afresh (shared with concurrent callers, never older than the call), so an
 * answer is served only if no write has been acknowledged since it was loaded: a write made
 * through any instance is seen by the next read on every instance.
 *
 * The counter is read before an answer is loaded and the answer is kept under that counter, and
 * writers raise the counter after changing the data, so a cached answer is never older than its
 * counter says.
 *
 * Eviction is a clock: a hit only marks its entry as used (no reordering on the hot path), and
 * eviction moves used entries to the back once instead of dropping them.
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

  /**
   * The loaded value under `key` when the current counter is known without waiting and the
   * entries are of that counter, so a hit costs no promise; `undefined` otherwise.
   */
  peek<V>(key: string): V | undefined {
    const version = this.options.versionNow?.();
    if (version === undefined || version !== this.version) return undefined;
    const entry = this.entries.get(key);
    if (!entry?.loaded) return undefined;
    entry.used = true;
    return entry.loaded.value as V;
  }

  private lookup<V>(
    entries: Map<string, Entry>,
    key: string,
    load: () => Promise<V>,
    sizeOf: (value: V) => number,
  ): Promise<V> {
    const hit = entries.get(key);
    if (hit) {
      hit.used = true;
      return hit.value as Promise<V>;
    }
    // A real promise, run once: Mongoose queries are thenables that run again on every `then`.
    const entry: Entry = { value: Promise.resolve().then(load), size: 0, used: false };
    entries.set(key, entry);
    entry.value.then(
      (value) => {
        if (entries.get(key) !== entry || entries !== this.entries) return;
        entry.loaded = { value };
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
    // Entries moved to the back are met again by this loop, unmarked.
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) return;
      this.entries.delete(key);
      if (entry.used) {
        entry.used = false;
        this.entries.set(key, entry);
        continue;
      }
      this.bytes -= entry.size;
    }
  }
}
