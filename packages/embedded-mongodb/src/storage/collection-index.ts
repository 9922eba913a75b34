import { EJSON } from 'bson';
import { encodeKeyValue } from '../bson/key-encoding.js';
import { collectPathValues } from '../bson/paths.js';
import type { BsonDocument } from '../bson/values.js';
import { compileFilter, type Matcher } from '../query/matcher.js';
import { IndexEntries } from './index-entries.js';

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
 * A secondary index: its definition, and for ascending/descending ones the entries of every
 * document (array values produce one entry per element: multikey), which it may share with an
 * index differing only in directions. Index kinds other than ascending/descending (text,
 * 2dsphere, hashed) are kept as definitions only.
 */
export class CollectionIndex {
  readonly fields: string[];
  readonly unique: boolean;
  /** Usable to answer equality queries: it holds an entry for every document. */
  readonly complete: boolean;
  /** Indexes with the same one hold the same entries; undefined for definitions only. */
  readonly entriesKey: string | undefined;
  readonly entries: IndexEntries;
  private readonly partialFilter: Matcher | undefined;
  /** Queries answered through this index since `since` (for `$indexStats`). */
  accesses = 0;
  readonly since = new Date();

  constructor(
    readonly spec: IndexSpec,
    shared?: IndexEntries,
  ) {
    this.fields = Object.keys(spec.key);
    this.unique = spec.unique === true;
    const maintained = Object.values(spec.key).every(
      (direction) => direction === 1 || direction === -1,
    );
    this.partialFilter = spec.partialFilterExpression
      ? compileFilter(spec.partialFilterExpression)
      : undefined;
    this.complete = maintained && spec.sparse !== true && this.partialFilter === undefined;
    this.entriesKey = maintained
      ? EJSON.stringify(
          [this.fields, this.unique, spec.sparse === true, spec.partialFilterExpression ?? null],
          { relaxed: false },
        )
      : undefined;
    this.entries = shared ?? new IndexEntries();
  }

  /** The keys a document contributes; none when it is left out (sparse, partial, not maintained). */
  keysOf(document: BsonDocument): IndexKey[] {
    if (this.entriesKey === undefined) return [];
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
      const holders = this.entries.holders(key);
      if (holders === undefined) return false;
      if (typeof holders === 'string') return holders !== id;
      return holders.size > 1 || !holders.has(id);
    });
  }

  add(document: BsonDocument, id: string): void {
    for (const { key } of this.keysOf(document)) this.entries.add(key, id);
  }

  remove(document: BsonDocument, id: string): void {
    for (const { key } of this.keysOf(document)) this.entries.remove(key, id);
  }
}
