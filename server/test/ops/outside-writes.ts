import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { MongoClient } from 'mongodb';
import request from 'supertest';
import { expect, vi } from 'vitest';
import { createApp } from '../../src/app.js';
import { parseConfig } from '../../src/config/env.js';
import { connectDatabase, type DatabaseConnection } from '../../src/db/connect.js';
import { listingKinds } from '@sg-finance/contract';
import { ensureIndexes } from '../../src/models/all-models.js';
import { listingModel } from '../../src/models/listing.model.js';

export const card = listingKinds[0]!;

/** The site as `npm start` runs it, on a fresh data folder, with `env` added. */
export async function startSite(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'outside-writes-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
    ...env,
  });
  const db: DatabaseConnection = await connectDatabase(config);
  await ensureIndexes();
  const app = createApp({ config, dbMode: db.mode });
  return {
    app,
    db,
    async close() {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function titlesOf(app: Express): Promise<string[]> {
  const response = await request(app).get(card.apiPath).expect(200);
  return (response.body as Array<{ title: string }>).map((listing) => listing.title).sort();
}

/**
 * Caches a list, changes it with the official driver (as mongosh or a migration would), and
 * checks the site serves the change within two seconds, as the issue asks.
 */
export async function expectOutsideWritesServed(app: Express, uri: string, dbName: string) {
  await listingModel(card).create({ title: 'Before', slug: 'outside', category: 'DBS' });
  expect(await titlesOf(app)).toEqual(['Before']);
  expect(await titlesOf(app)).toEqual(['Before']);

  const client = await new MongoClient(uri).connect();
  try {
    const cards = client.db(dbName).collection(card.collection);
    await cards.updateOne({ slug: 'outside' }, { $set: { title: 'Fixed by hand' } });
    await vi.waitFor(async () => expect(await titlesOf(app)).toEqual(['Fixed by hand']), {
      timeout: 2000,
      interval: 50,
    });

    await cards.insertOne({ title: 'Inserted by hand', slug: 'by-hand', category: 'UOB' });
    await vi.waitFor(
      async () => expect(await titlesOf(app)).toEqual(['Fixed by hand', 'Inserted by hand']),
      { timeout: 2000, interval: 50 },
    );

    await cards.drop();
    await vi.waitFor(async () => expect(await titlesOf(app)).toEqual([]), {
      timeout: 2000,
      interval: 50,
    });
  } finally {
    await client.close();
  }
}
