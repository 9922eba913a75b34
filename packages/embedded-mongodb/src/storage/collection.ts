import type { UUID } from 'bson';
import { encodeKeyValue } from '../bson/key-encoding.js';
import { internalized, type BsonDocument } from '../bson/values.js';
import { CollectionIndex, type IndexKey, type IndexSpec } from './collection-index.js';
import type { IndexEntries } from './index-entries.js';

export const ID_INDEX_NAME = '_id_';

/** Which unique index a document collides on, and with which values. */
export interface DuplicateKey {
  indexName: string;
  keyPattern: BsonDocument;
  keyValue: BsonDocument;
}

export function idKeyOf(document: BsonDocument): string {
  return encodeKeyValue(document._id);
}

function duplicateOf(index: CollectionIndex, key: IndexKey): DuplicateKey {
  const keyValue: BsonDocument = {};
  index.fields.forEach((field, i) => {
    keyValue[field] = key.values[i] ?? null;
  });
  return { indexName: index.spec.name, keyPattern: index.spec.key, keyValue };
}

/**
 * The documents of one collection, in insertion order, keyed by their encoded `_id` (which is
 * the `_id` index), plus the secondary indexes. Stored documents are never mutated: an update
 * replaces the document object, so readers and snapshots can hold references safely.
 */
export class Collection {
  readonly documents = new Map<string, BsonDocument>();
  readonly indexes = new Map<string, CollectionIndex>();
  /** Queries answered through the `_id` index since `idIndexSince` (for `$indexStats`). */
  idIndexAccesses = 0;
  readonly idIndexSince = new Date();

  constructor(
    readonly database: string,
    readonly name: string,
    readonly options: BsonDocument,
    readonly uuid: UUID,
  ) {}

  get namespace(): string {
    return `${this.database}.${this.name}`;
  }

  indexSpecs(): IndexSpec[] {
    return [
      { v: 2, key: { _id: 1 }, name: ID_INDEX_NAME },
      ...[...this.indexes.values()].map((index) => index.spec),
    ];
  }

  /** The unique index `document` would violate if stored (replacing `previous` when given). */
  findDuplicate(document: BsonDocument, previous?: BsonDocument): DuplicateKey | undefined {
    const id = idKeyOf(document);
    if (previous === undefined && this.documents.has(id)) {
      return { indexName: ID_INDEX_NAME, keyPattern: { _id: 1 }, keyValue: { _id: document._id } };
    }
    for (const index of this.indexes.values()) {
      const conflict = index.conflictFor(document, id);
      if (conflict) return duplicateOf(index, conflict);
    }
    return undefined;
  }

  /** The indexes, one per set of entries: an index sharing another's entries is left out. */
  private *maintainedIndexes(): Generator<CollectionIndex> {
    const seen = new Set<IndexEntries>();
    for (const index of this.indexes.values()) {
      if (seen.has(index.entries)) continue;
      seen.add(index.entries);
      yield index;
    }
  }

  /** Stores a document, replacing the one with the same `_id` if any. */
  put(document: BsonDocument): void {
    const id = internalized(idKeyOf(document));
    const previous = this.documents.get(id);
    for (const index of this.maintainedIndexes()) {
      if (previous) index.remove(previous, id);
      index.add(document, id);
    }
    this.documents.set(id, document);
  }

  remove(id: string): void {
    const previous = this.documents.get(id);
    if (!previous) return;
    for (const index of this.maintainedIndexes()) index.remove(previous, id);
    this.documents.delete(id);
  }

  /**
   * Builds an index over the current documents, reporting the first duplicate if it is unique.
   * An index differing from an existing one only in its directions shares that one's entries.
   */
  buildIndex(spec: IndexSpec): { index: CollectionIndex; duplicate?: DuplicateKey } {
    const index = new CollectionIndex(spec);
    const twin = [...this.indexes.values()].find(
      (existing) => index.entriesKey !== undefined && existing.entriesKey === index.entriesKey,
    );
    if (twin) return { index: new CollectionIndex(spec, twin.entries) };
    let duplicate: DuplicateKey | undefined;
    for (const [id, document] of this.documents) {
      const conflict = duplicate ? undefined : index.conflictFor(document, id);
      if (conflict) duplicate = duplicateOf(index, conflict);
      index.add(document, id);
    }
    return duplicate ? { index, duplicate } : { index };
  }
}
