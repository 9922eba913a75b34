import { internalized } from '../bson/values.js';

/**
 * The entries of an ascending/descending index: encoded key to the `_id` key(s) of the documents
 * holding it. Two indexes on the same fields with the same options hold the same entries whatever
 * their directions (the order of a scan comes from the key pattern, not from here), so they share
 * one `IndexEntries`.
 */
export class IndexEntries {
  private readonly entries = new Map<string, string | Set<string>>();
  /**
   * The encoded keys in ascending code-unit order, for prefix ranges: built by the first range
   * read, then kept in order as keys come and go (an index never read by range pays nothing).
   */
  private orderedKeys: string[] | undefined;

  /** The `_id` keys holding `key`: one as a string, several as a set. */
  holders(key: string): string | Set<string> | undefined {
    return this.entries.get(key);
  }

  add(key: string, id: string): void {
    const holders = this.entries.get(key);
    if (holders === undefined) {
      // Kept flat: a key built from pieces would hold a node per piece for as long as it is kept.
      const kept = internalized(key);
      this.entries.set(kept, id);
      if (this.orderedKeys) this.orderedKeys.splice(this.keyPosition(kept), 0, kept);
    } else if (typeof holders === 'string') {
      if (holders !== id) this.entries.set(key, new Set([holders, id]));
    } else holders.add(id);
  }

  remove(key: string, id: string): void {
    const holders = this.entries.get(key);
    if (holders === id) {
      this.entries.delete(key);
      if (this.orderedKeys) this.orderedKeys.splice(this.keyPosition(key), 1);
    } else if (holders instanceof Set) {
      holders.delete(id);
      if (holders.size === 1) this.entries.set(key, holders.values().next().value as string);
    }
  }

  /** The number of distinct keys held (for size statistics). */
  get keyCount(): number {
    return this.entries.size;
  }

  /** How many documents hold an encoded key. */
  lookupSize(key: string): number {
    const holders = this.entries.get(key);
    if (holders === undefined) return 0;
    return typeof holders === 'string' ? 1 : holders.size;
  }

  /** The `_id` keys of the documents holding an encoded key. */
  lookup(key: string): Iterable<string> {
    const holders = this.entries.get(key);
    if (holders === undefined) return [];
    return typeof holders === 'string' ? [holders] : holders;
  }

  /** The position of the first ordered key not below `key` (binary search). */
  private keyPosition(key: string): number {
    const keys = (this.orderedKeys ??= [...this.entries.keys()].sort());
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((keys[middle] as string) < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The encoded keys starting with `prefix`, in ascending order: an index range scan. */
  *keysStartingWith(prefix: string): Generator<string> {
    const start = this.keyPosition(prefix);
    const keys = this.orderedKeys as string[];
    for (let position = start; position < keys.length; position += 1) {
      const key = keys[position] as string;
      if (!key.startsWith(prefix)) return;
      yield key;
    }
  }

  /** How many documents hold keys starting with an encoded prefix (counted once per key). */
  prefixSize(prefix: string): number {
    let size = 0;
    for (const key of this.keysStartingWith(prefix)) size += this.lookupSize(key);
    return size;
  }

  /** The `_id` keys of the documents holding keys starting with an encoded prefix, in key order. */
  *prefixLookup(prefix: string): Generator<string> {
    for (const key of this.keysStartingWith(prefix)) yield* this.lookup(key);
  }
}
