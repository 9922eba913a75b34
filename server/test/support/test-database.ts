import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import type { Document } from 'mongodb';
import { startEmbeddedServer, type EmbeddedServer } from '@sg-finance/embedded-mongodb';
import '../../src/db/mongoose-settings.js';
import { allModels, ensureIndexes } from '../../src/models/all-models.js';

export interface TestDatabase {
  /** The embedded engine, unless the tests run on MONGODB_URI. */
  engine?: EmbeddedServer;
  close(): Promise<void>;
}

/**
 * Connects Mongoose to a fresh database: a database of its own on MONGODB_URI when that is set,
 * otherwise the embedded engine started in a temporary folder.
 */
export async function startTestDatabase(): Promise<TestDatabase> {
  const dbName = `api-test-${randomBytes(6).toString('hex')}`;
  const externalUri = process.env.MONGODB_URI?.trim();
  if (externalUri) {
    await mongoose.connect(externalUri, { dbName });
    await ensureIndexes();
    return {
      async close() {
        await mongoose.connection.dropDatabase();
        await mongoose.disconnect();
      },
    };
  }
  const dbPath = await mkdtemp(path.join(tmpdir(), 'api-test-db-'));
  const engine = await startEmbeddedServer({
    dbPath,
    socketPath: path.join(dbPath, 'mongod.sock'),
  });
  // Each write answered once applied, not once its journal is on disk (`j: false`, as MongoDB
  // reads it): the API tests' database lives as long as the file, and what survives a crash is
  // the engine's own tests' and the ops tests' (which run the real server) to check.
  await mongoose.connect(engine.uri, { dbName, writeConcern: { j: false } });
  await ensureIndexes();
  return {
    engine,
    async close() {
      await mongoose.disconnect();
      await engine.close();
      await rm(dbPath, { recursive: true, force: true });
    },
  };
}

export async function emptyCollections(): Promise<void> {
  await Promise.all(allModels.map((model) => model.deleteMany()));
}

/** The records of every model's collection, as the driver reads them, by model name. */
export type StoredRecords = ReadonlyMap<string, readonly Document[]>;

export async function storedRecords(): Promise<StoredRecords> {
  const records = await Promise.all(
    allModels.map(
      async ({ modelName }) =>
        [modelName, await mongoose.model(modelName).collection.find().toArray()] as const,
    ),
  );
  return new Map(records.filter(([, documents]) => documents.length > 0));
}

/**
 * The records of `after` that `before` does not hold, to write again with `insertStoredRecords`.
 * Throws if a record of `before` changed, which writing the additions again would not repeat.
 */
export function recordsAdded(before: StoredRecords, after: StoredRecords): StoredRecords {
  const added = new Map<string, Document[]>();
  for (const [modelName, documents] of after) {
    const earlier = new Map(
      (before.get(modelName) ?? []).map((document) => [String(document._id), document]),
    );
    const kept = documents.filter((document) => {
      const was = earlier.get(String(document._id));
      if (was === undefined) return true;
      if (JSON.stringify(was) !== JSON.stringify(document)) {
        throw new Error(`A ${modelName} record changed: only additions can be written again`);
      }
      return false;
    });
    if (kept.length > 0) added.set(modelName, kept);
  }
  return added;
}

/** Writes `records` as they were read, through the models (so read caches see the writes). */
export async function insertStoredRecords(records: StoredRecords): Promise<void> {
  await Promise.all(
    [...records].map(([modelName, documents]) =>
      mongoose.model(modelName).insertMany(
        documents.map((document) => ({ ...document })),
        { lean: true },
      ),
    ),
  );
}

/** Empties every model's collection, then writes `records` back as they were read. */
export async function restoreStoredRecords(records: StoredRecords): Promise<void> {
  await emptyCollections();
  await insertStoredRecords(records);
}
