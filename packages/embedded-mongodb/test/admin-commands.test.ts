import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, usesExternalServer, type EngineTarget } from './engine-target.js';

/** explain, statistics, renameCollection and TTL indexes, as the MongoDB manual documents them. */
type Row = Document & { _id: number };

let target: EngineTarget;
let listings: Collection<Row>;

beforeAll(async () => {
  target = await openTarget('admin-commands', {}, { ttlMonitorIntervalMs: 100 });
});

afterAll(() => target.close());

beforeEach(async () => {
  await target.db.dropDatabase();
  listings = target.db.collection<Row>('listings');
  await listings.insertMany(
    Array.from({ length: 20 }, (_, i) => ({ _id: i, slug: `card-${i}`, kind: i % 4 })),
  );
  await listings.createIndex({ slug: 1 }, { unique: true });
});

/** Every `stage` of a plan tree (FETCH, IXSCAN, ...), with the index names it uses. */
function stagesOf(plan: unknown, out: string[] = []): string[] {
  if (Array.isArray(plan)) for (const item of plan) stagesOf(item, out);
  else if (plan && typeof plan === 'object') {
    const node = plan as Document;
    if (typeof node.stage === 'string') out.push(node.stage);
    if (typeof node.indexName === 'string') out.push(`index:${node.indexName}`);
    for (const value of Object.values(node)) if (typeof value === 'object') stagesOf(value, out);
  }
  return out;
}

describe('explain', () => {
  it('shows an index scan and its counts for a lookup by an indexed field', async () => {
    const explained = await listings.find({ slug: 'card-7' }).explain('executionStats');
    const stages = stagesOf(explained.queryPlanner.winningPlan);
    expect(stages.some((stage) => stage.includes('IXSCAN'))).toBe(true);
    expect(stages).toContain('index:slug_1');
    expect(explained.executionStats).toMatchObject({
      nReturned: 1,
      totalKeysExamined: 1,
      totalDocsExamined: 1,
    });
  });

  it('shows a collection scan over every document for an unindexed field', async () => {
    const explained = await listings.find({ kind: 1 }).explain('executionStats');
    expect(stagesOf(explained.queryPlanner.winningPlan)).toContain('COLLSCAN');
    expect(explained.executionStats).toMatchObject({ nReturned: 5, totalDocsExamined: 20 });
  });

  it('explains an aggregation and names the namespace', async () => {
    const explained = await listings
      .aggregate([{ $match: { slug: 'card-3' } }, { $project: { slug: 1 } }])
      .explain('queryPlanner');
    const planner = (explained.queryPlanner ?? explained.stages?.[0]?.$cursor?.queryPlanner) as
      Document | undefined;
    expect(planner?.namespace).toBe(`${target.dbName}.listings`);
    expect(stagesOf(planner?.winningPlan)).toContain('index:slug_1');
  });
});

describe('statistics', () => {
  it('answers $collStats storageStats and count as db.collection.stats() reads them', async () => {
    const [stats] = await listings
      .aggregate([{ $collStats: { storageStats: {}, count: {} } }])
      .toArray();
    expect(stats?.ns).toBe(`${target.dbName}.listings`);
    expect(stats?.count).toBe(20);
    expect(stats?.storageStats).toMatchObject({ count: 20, nindexes: 2 });
    expect(stats?.storageStats.size).toBeGreaterThan(0);
    expect(Object.keys(stats?.storageStats.indexSizes as Document).sort()).toEqual([
      '_id_',
      'slug_1',
    ]);
  });

  it('answers $indexStats with each index and the queries it answered', async () => {
    await listings.findOne({ slug: 'card-2' });
    const stats = await listings.aggregate([{ $indexStats: {} }]).toArray();
    expect(stats.map((index) => index.name).sort()).toEqual(['_id_', 'slug_1']);
    const slug = stats.find((index) => index.name === 'slug_1');
    expect(slug?.key).toEqual({ slug: 1 });
    expect(Number(slug?.accesses.ops)).toBeGreaterThanOrEqual(1);
    expect(slug?.accesses.since).toBeInstanceOf(Date);
  });

  it('answers collStats and dbStats', async () => {
    const collStats = await target.db.command({ collStats: 'listings' });
    expect(collStats).toMatchObject({ count: 20, nindexes: 2 });
    const dbStats = await target.db.stats();
    expect(dbStats).toMatchObject({ db: target.dbName, collections: 1, objects: 20, indexes: 2 });
    expect(dbStats.dataSize).toBeGreaterThan(0);
  });

  it('answers NamespaceNotFound for the statistics of a missing collection', async () => {
    await expect(
      target.db
        .collection('missing')
        .aggregate([{ $collStats: { storageStats: {} } }])
        .toArray(),
    ).rejects.toMatchObject({ code: 26 });
  });
});

describe('renameCollection', () => {
  it('moves the documents and indexes to the new name', async () => {
    await listings.rename('cards');
    const cards = target.db.collection<Row>('cards');
    expect(await cards.countDocuments()).toBe(20);
    expect((await cards.indexes()).map((index) => index.name)).toEqual(['_id_', 'slug_1']);
    const names = (await target.db.listCollections().toArray()).map((entry) => entry.name);
    expect(names).toEqual(['cards']);
  });

  it('refuses an existing target unless dropTarget, and a missing source', async () => {
    await target.db.collection('other').insertOne({ _id: 1 } as Document);
    await expect(listings.rename('other')).rejects.toMatchObject({ code: 48 });
    await listings.rename('other', { dropTarget: true });
    expect(await target.db.collection('other').countDocuments()).toBe(20);
    await expect(target.db.collection('gone').rename('again')).rejects.toMatchObject({ code: 26 });
  });
});

describe('TTL indexes', () => {
  it('delete the documents whose date is older than expireAfterSeconds', async () => {
    const sessions = target.db.collection<Row>('sessions');
    await sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    await sessions.insertMany([
      { _id: 1, expiresAt: new Date(Date.now() - 60_000) },
      { _id: 2, expiresAt: new Date(Date.now() + 3_600_000) },
      { _id: 3, expiresAt: 'not a date' },
    ]);
    // mongod sweeps every 60 seconds; the embedded engine here every 100 ms.
    const timeout = usesExternalServer ? 130_000 : 10_000;
    await expect
      .poll(async () => (await sessions.find().toArray()).map((session) => session._id), {
        timeout,
        interval: 200,
      })
      .toEqual([2, 3]);
  }, 140_000);
});
