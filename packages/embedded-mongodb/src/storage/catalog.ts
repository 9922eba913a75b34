import { UUID } from 'bson';
import type { BsonDocument } from '../bson/values.js';
import { Collection } from './collection.js';

/** Every database and collection held in memory. A database exists while it has a collection. */
export class Catalog {
  private readonly databases = new Map<string, Map<string, Collection>>();

  get(database: string, name: string): Collection | undefined {
    return this.databases.get(database)?.get(name);
  }

  create(
    database: string,
    name: string,
    options: BsonDocument,
    uuid: UUID = new UUID(),
  ): Collection {
    let collections = this.databases.get(database);
    if (!collections) {
      collections = new Map();
      this.databases.set(database, collections);
    }
    const collection = new Collection(database, name, options, uuid);
    collections.set(name, collection);
    return collection;
  }

  drop(database: string, name: string): Collection | undefined {
    const collections = this.databases.get(database);
    const collection = collections?.get(name);
    if (!collections || !collection) return undefined;
    collections.delete(name);
    if (collections.size === 0) this.databases.delete(database);
    return collection;
  }

  /** Moves a collection, with its documents, indexes and uuid, to a new namespace. */
  rename(database: string, name: string, toDatabase: string, toName: string): void {
    const source = this.drop(database, name);
    if (!source) return;
    this.drop(toDatabase, toName);
    const target = this.create(toDatabase, toName, source.options, source.uuid);
    for (const [id, document] of source.documents) target.documents.set(id, document);
    for (const [indexName, index] of source.indexes) target.indexes.set(indexName, index);
  }

  dropDatabase(database: string): void {
    this.databases.delete(database);
  }

  databaseNames(): string[] {
    return [...this.databases.keys()];
  }

  collections(database: string): Collection[] {
    return [...(this.databases.get(database)?.values() ?? [])];
  }

  allCollections(): Collection[] {
    return [...this.databases.values()].flatMap((collections) => [...collections.values()]);
  }
}
