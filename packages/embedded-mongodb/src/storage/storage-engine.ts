import { UUID } from 'bson';
import { formatKeyValue } from '../bson/key-encoding.js';
import type { BsonDocument } from '../bson/values.js';
import { CommandError } from '../errors.js';
import type { Catalog } from './catalog.js';
import type { IndexSpec } from './collection-index.js';
import { idKeyOf, type Collection, type DuplicateKey } from './collection.js';
import { preparePrivateDirectory } from './files.js';
import { Journal } from './journal.js';
import { acquireLock } from './lock-file.js';
import { validateCollectionName } from './namespaces.js';
import { applyRecord, type JournalRecord } from './records.js';
import { recover } from './recovery.js';
import { captureState } from './snapshot.js';

/** A committed change to the documents of one collection (or its removal). */
export interface CollectionChange {
  db: string;
  collection: string;
}

export type ChangeListener = (change: CollectionChange) => void;

export interface StorageOptions {
  dbPath: string;
  /** Journal size that triggers a snapshot; 64 MiB unless set (tests set it low). */
  compactionThresholdBytes?: number;
}

const DEFAULT_COMPACTION_THRESHOLD = 64 * 1024 * 1024;

export function duplicateKeyError(namespace: string, duplicate: DuplicateKey): CommandError {
  const shown = Object.entries(duplicate.keyValue)
    .map(([field, value]) => `${field}: ${formatKeyValue(value)}`)
    .join(', ');
  return new CommandError(
    'DuplicateKey',
    `E11000 duplicate key error collection: ${namespace} index: ${duplicate.indexName} dup key: { ${shown} }`,
    { keyPattern: duplicate.keyPattern, keyValue: duplicate.keyValue },
  );
}

/**
 * The catalogue plus its journal. Every change is checked, appended to the journal and applied
 * in memory synchronously; callers then await `whenDurable()` before acknowledging it.
 */
export class StorageEngine {
  private readonly listeners = new Set<ChangeListener>();

  private constructor(
    readonly dbPath: string,
    readonly catalog: Catalog,
    private readonly journal: Journal,
    private readonly releaseLock: () => void,
  ) {}

  static async open(options: StorageOptions): Promise<StorageEngine> {
    const directory = options.dbPath;
    await preparePrivateDirectory(directory);
    const releaseLock = acquireLock(directory);
    try {
      const { catalog, generation, replayedBytes } = await recover(directory);
      const threshold = options.compactionThresholdBytes ?? DEFAULT_COMPACTION_THRESHOLD;
      const journal = await Journal.open({
        directory,
        generation,
        compactionThresholdBytes: threshold,
        captureState: () => captureState(catalog),
      });
      if (replayedBytes >= threshold) await journal.compact();
      return new StorageEngine(directory, catalog, journal, releaseLock);
    } catch (error) {
      releaseLock();
      throw error;
    }
  }

  collection(database: string, name: string): Collection | undefined {
    return this.catalog.get(database, name);
  }

  /** The collection, created on first write as MongoDB does. */
  collectionForWrite(database: string, name: string): Collection {
    return this.catalog.get(database, name) ?? this.createCollection(database, name, {});
  }

  createCollection(database: string, name: string, options: BsonDocument): Collection {
    validateCollectionName(database, name);
    if (this.catalog.get(database, name)) {
      throw new CommandError('NamespaceExists', `Collection ${database}.${name} already exists.`);
    }
    this.write({ op: 'createCollection', db: database, coll: name, options, uuid: new UUID() });
    return this.catalog.get(database, name) as Collection;
  }

  insert(collection: Collection, document: BsonDocument): void {
    const duplicate = collection.findDuplicate(document);
    if (duplicate) throw duplicateKeyError(collection.namespace, duplicate);
    this.write({ op: 'put', db: collection.database, coll: collection.name, doc: document });
  }

  replace(collection: Collection, previous: BsonDocument, next: BsonDocument): void {
    const duplicate = collection.findDuplicate(next, previous);
    if (duplicate) throw duplicateKeyError(collection.namespace, duplicate);
    this.write({ op: 'put', db: collection.database, coll: collection.name, doc: next });
  }

  delete(collection: Collection, document: BsonDocument): void {
    if (!collection.documents.has(idKeyOf(document))) return;
    this.write({ op: 'delete', db: collection.database, coll: collection.name, id: document._id });
  }

  /** Builds and registers an index; fails with a duplicate key error on existing duplicates. */
  createIndex(collection: Collection, spec: IndexSpec): void {
    const { index, duplicate } = collection.buildIndex(spec);
    if (duplicate) throw duplicateKeyError(collection.namespace, duplicate);
    this.journal.append({
      op: 'createIndex',
      db: collection.database,
      coll: collection.name,
      spec,
    });
    collection.indexes.set(spec.name, index);
  }

  dropIndex(collection: Collection, name: string): void {
    this.write({ op: 'dropIndex', db: collection.database, coll: collection.name, name });
  }

  dropCollection(database: string, name: string): void {
    if (this.catalog.get(database, name))
      this.write({ op: 'dropCollection', db: database, coll: name });
  }

  /** Renames a collection; an existing target is dropped (the caller checks `dropTarget`). */
  renameCollection(database: string, name: string, toDatabase: string, toName: string): void {
    validateCollectionName(toDatabase, toName);
    this.write({
      op: 'renameCollection',
      db: database,
      coll: name,
      toDb: toDatabase,
      toColl: toName,
    });
  }

  dropDatabase(database: string): void {
    if (this.catalog.collections(database).length > 0)
      this.write({ op: 'dropDatabase', db: database });
  }

  /**
   * Calls `listener` after every change to a collection's documents made by any client, once it
   * is applied and before it is acknowledged; returns the function that stops the calls.
   */
  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once every change made so far is on disk. */
  whenDurable(): Promise<void> {
    return this.journal.whenDurable();
  }

  async close(): Promise<void> {
    try {
      await this.journal.close();
    } finally {
      this.releaseLock();
    }
  }

  private write(record: JournalRecord): void {
    const changed = this.changedCollections(record);
    this.journal.append(record);
    applyRecord(this.catalog, record);
    for (const change of changed) this.notify(change);
  }

  private changedCollections(record: JournalRecord): CollectionChange[] {
    switch (record.op) {
      case 'put':
      case 'delete':
      case 'dropCollection':
        return [{ db: record.db, collection: record.coll }];
      case 'dropDatabase':
        return this.catalog
          .collections(record.db)
          .map((collection) => ({ db: record.db, collection: collection.name }));
      default:
        return [];
    }
  }

  private notify(change: CollectionChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        console.error('embedded database: a change listener failed', error);
      }
    }
  }
}
