import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient, type Db, type MongoClientOptions } from 'mongodb';
import {
  startEmbeddedServer,
  type EmbeddedServer,
  type EmbeddedServerOptions,
} from '../src/index.js';

/** Set to run the conformance suite against a real MongoDB instead of the embedded engine. */
export const externalUri = process.env.MONGODB_URI?.trim() || undefined;

/** True when the suite runs against a real MongoDB: tests of the engine's own files are skipped. */
export const usesExternalServer = externalUri !== undefined;

export interface EngineTarget {
  uri: string;
  dbName: string;
  client: MongoClient;
  db: Db;
  /** The embedded engine, when the suite runs against it. */
  engine?: EmbeddedServer;
  /** Opens another client on the same server. */
  connect(options?: MongoClientOptions): Promise<MongoClient>;
  close(): Promise<void>;
}

/**
 * A database of its own for one test file: a fresh embedded engine in a temporary folder, or a
 * uniquely named database on MONGODB_URI (dropped at the end).
 */
export async function openTarget(
  label: string,
  options: MongoClientOptions = {},
  engineOptions: Omit<EmbeddedServerOptions, 'dbPath' | 'port'> = {},
): Promise<EngineTarget> {
  const dbName = `engine-${label}-${randomBytes(4).toString('hex')}`;
  const extraClients: MongoClient[] = [];
  let engine: EmbeddedServer | undefined;
  let dbPath: string | undefined;
  let uri: string;
  if (externalUri) {
    uri = externalUri;
  } else {
    dbPath = await mkdtemp(path.join(tmpdir(), `engine-${label}-`));
    engine = await startEmbeddedServer({ ...engineOptions, dbPath, port: 0 });
    uri = engine.uri;
  }
  const client = await new MongoClient(uri, options).connect();
  return {
    uri,
    dbName,
    client,
    db: client.db(dbName),
    engine,
    async connect(extra = {}) {
      const other = await new MongoClient(uri, extra).connect();
      extraClients.push(other);
      return other;
    },
    async close() {
      if (externalUri) await client.db(dbName).dropDatabase();
      await Promise.all([client, ...extraClients].map((each) => each.close()));
      await engine?.close();
      if (dbPath) await rm(dbPath, { recursive: true, force: true });
    },
  };
}
