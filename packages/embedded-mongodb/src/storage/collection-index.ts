import { encodeKeyValue } from '../bson/key-encoding.js';
import { collectPathValues } from '../bson/paths.js';
import { internalized, type BsonDocument } from '../bson/values.js';
import { compileFilter, type Matcher } from '../query/matcher.js';

/** An index as listIndexes shows it and as the journal stores it. */
export interface IndexSpec extends BsonDocument {
  v: number;
  key: BsonDocument;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: BsonDocument;
}

export interface IndexKey {
  /** The encoded key, equal for values MongoDB considers equal. */
  key: string;
  /** The value of each indexed field, in key order. */
  values: unknown[];
}

function cartesian(lists: unknown[][]): unknown[][] {
  return lists.reduce<unknown[][]>(
    (combos, list) => combos.flatMap((combo) => list.map((value) => [...combo, value])),
    [[]],
  );
}

/**
 * A secondary index: encoded key to the `_id` key(s) of the documents holding it. Array values
 * produce one entry per element (multikey). Index kinds other than ascending/descending (text,
 * 2dsphere, hashed) are kept as definitions only.
 */
export class CollectionIndex {
  readonly fields: string[];
  readonly unique: boolean;
  /** Usable to answer equality queries: it holds an entry for every document. */
  readonly complete: boolean;
  private readonly maintained: boolean;
  private readonly partialFilter: Matcher | undefined;
  private readonly entries = new Map<string, string | Set<string>>();
  /**
   * The encoded keys in ascending code-unit order, for prefix ranges: built by the first range
   * read, then kept in order as keys come and go (an index never read by range pays nothing).
   */
  private orderedKeys: string[] | undefined;
  /** Queries answered through this index since `since` (for `$indexStats`). */
  accesses = 0;
  readonly since = new Date();

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.unique = spec.unique === true;
    this.maintained = Object.values(spec.key).every(
      (direction) => direction === 1 || direction === -1,
    );
    this.partialFilter = spec.partialFilterExpression
      ? compileFilter(spec.partialFilterExpression)
      : undefined;
    this.complete = this.maintained && spec.sparse !== true && this.partialFilter === undefined;
  }

  /** The keys a document contributes; none when it is left out (sparse, partial, not maintained). */
  keysOf(document: BsonDocument): IndexKey[] {
    if (!this.maintained) return [];
    if (this.partialFilter && !this.partialFilter(document)) return [];
    const lists = this.fields.map((field) => collectPathValues(document, field));
    if (
      this.spec.sparse === true &&
      lists.every((list) => list.every((value) => value === undefined))
    )
      return [];
    const combos =
      lists.length === 1 ? (lists[0] as unknown[]).map((value) => [value]) : cartesian(lists);
    const seen = new Set<string>();
    const keys: IndexKey[] = [];
    for (const values of combos) {
      const key = this.encode(values);
      if (seen.has(key)) continue;
      seen.add(key);
      keys.push({ key, values });
    }
    return keys;
  }

  encode(values: unknown[]): string {
    return values.length === 1
      ? encodeKeyValue(values[0])
      : JSON.stringify(values.map(encodeKeyValue));
  }

  /** A key of `document` already held by another document, when this index is unique. */
  conflictFor(document: BsonDocument, id: string): IndexKey | undefined {
    if (!this.unique) return undefined;
    return this.keysOf(document).find(({ key }) => {
      const holders = this.entries.get(key);
      if (holders === undefined) return false;
      if (typeof holders === 'string') return holders !== id;
      return holders.size > 1 || !holders.has(id);
    });
  }

  add(document: BsonDocument, id: string): void {
    for (const { key } of this.keysOf(document)) {
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
  }

  remove(document: BsonDocument, id: string): void {
    for (const { key } of this.keysOf(document)) {
      const holders = this.entries.get(key);
      if (holders === id) {
        this.entries.delete(key);
        if (this.orderedKeys) this.orderedKeys.splice(this.keyPosition(key), 1);
      } else if (holders instanceof Set) {
        holders.delete(id);
        if (holders.size === 1) this.entries.set(key, holders.values().next().value as string);
      }
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
