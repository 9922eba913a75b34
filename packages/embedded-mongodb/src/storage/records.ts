import type { UUID } from 'bson';
import type { BsonDocument } from '../bson/values.js';
import type { Catalog } from './catalog.js';
import type { IndexSpec } from './collection-index.js';
import { idKeyOf } from './collection.js';

/**
 * One change to the catalogue. The journal and the snapshots are sequences of these; a write
 * stores the whole new document (`put`), so replaying never re-evaluates an update.
 */
export type JournalRecord =
  | { op: 'createCollection'; db: string; coll: string; options: BsonDocument; uuid: UUID }
  | { op: 'dropCollection'; db: string; coll: string }
  | { op: 'dropDatabase'; db: string }
  | { op: 'renameCollection'; db: string; coll: string; toDb: string; toColl: string }
  | { op: 'createIndex'; db: string; coll: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  | { op: 'put'; db: string; coll: string; doc: BsonDocument }
  | { op: 'delete'; db: string; coll: string; id: unknown }
  | { op: 'snapshotEnd' };

/** Applies a record to the catalogue without any checks (they were made before it was logged). */
export function applyRecord(catalog: Catalog, record: JournalRecord): void {
  switch (record.op) {
    case 'createCollection':
      if (!catalog.get(record.db, record.coll))
        catalog.create(record.db, record.coll, record.options, record.uuid);
      return;
    case 'dropCollection':
      catalog.drop(record.db, record.coll);
      return;
    case 'dropDatabase':
      catalog.dropDatabase(record.db);
      return;
    case 'renameCollection':
      catalog.rename(record.db, record.coll, record.toDb, record.toColl);
      return;
    case 'createIndex': {
      const collection =
        catalog.get(record.db, record.coll) ?? catalog.create(record.db, record.coll, {});
      collection.indexes.set(record.spec.name, collection.buildIndex(record.spec).index);
      return;
    }
    case 'dropIndex':
      catalog.get(record.db, record.coll)?.indexes.delete(record.name);
      return;
    case 'put': {
      const collection =
        catalog.get(record.db, record.coll) ?? catalog.create(record.db, record.coll, {});
      collection.put(record.doc);
      return;
    }
    case 'delete':
      catalog.get(record.db, record.coll)?.remove(idKeyOf({ _id: record.id }));
      return;
    case 'snapshotEnd':
      return;
  }
}
