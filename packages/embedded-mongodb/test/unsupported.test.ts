import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, usesExternalServer, type EngineTarget } from './engine-target.js';

/**
 * Features listed as unsupported in the README answer CommandNotSupported (115) with a message
 * naming the feature. A real MongoDB supports them, so these tests run on the engine only.
 */
let target: EngineTarget;
let posts: Collection;

beforeAll(async () => {
  target = await openTarget('unsupported');
  posts = target.db.collection('posts');
  await posts.insertOne({ title: 'Cards', location: { type: 'Point', coordinates: [103.8, 1.3] } });
});

afterAll(() => target.close());

const notSupported = (feature: string) => ({
  code: 115,
  codeName: 'CommandNotSupported',
  message: expect.stringContaining(`the embedded database does not support ${feature}`) as string,
});

describe.skipIf(usesExternalServer)('unsupported features', () => {
  it('refuses collations other than simple', async () => {
    await expect(
      posts.find({ title: 'cards' }).collation({ locale: 'en', strength: 2 }).toArray(),
    ).rejects.toMatchObject(notSupported('collation'));
    await expect(
      posts.createIndex({ title: 1 }, { collation: { locale: 'en', strength: 2 } }),
    ).rejects.toMatchObject(notSupported('collation'));
    expect(
      await posts.find({ title: 'Cards' }).collation({ locale: 'simple' }).toArray(),
    ).toHaveLength(1);
  });

  it('refuses server-side JavaScript, text search and geo queries', async () => {
    await expect(posts.find({ $where: 'true' }).toArray()).rejects.toMatchObject(
      notSupported('$where'),
    );
    await expect(posts.find({ $text: { $search: 'cards' } }).toArray()).rejects.toMatchObject(
      notSupported('$text'),
    );
    await expect(
      posts.aggregate([{ $match: { $text: { $search: 'cards' } } }]).toArray(),
    ).rejects.toMatchObject(notSupported('$text'));
    await expect(
      posts
        .aggregate([{ $sort: { title: 1 } }, { $match: { $text: { $search: 'cards' } } }])
        .toArray(),
    ).rejects.toMatchObject(notSupported('$text'));
    const textInFacet = { $facet: { found: [{ $match: { $text: { $search: 'cards' } } }] } };
    await expect(posts.aggregate([textInFacet]).toArray()).rejects.toMatchObject(
      notSupported('$text'),
    );
    await expect(
      posts
        .aggregate([{ $project: { x: { $function: { body: 'return 1', args: [], lang: 'js' } } } }])
        .toArray(),
    ).rejects.toMatchObject(notSupported('$function'));
    const near = { location: { $near: { $geometry: { type: 'Point', coordinates: [0, 0] } } } };
    await expect(posts.find(near).toArray()).rejects.toMatchObject(notSupported('$near'));
    const within = {
      location: {
        $within: {
          $box: [
            [0, 0],
            [200, 200],
          ],
        },
      },
    };
    await expect(posts.find(within).toArray()).rejects.toMatchObject(notSupported('$within'));
  });

  it('answers setParameter with CommandNotFound, as any command it does not have', async () => {
    await expect(
      target.client.db('admin').command({ setParameter: 1, logLevel: 1 }),
    ).rejects.toMatchObject({ code: 59, codeName: 'CommandNotFound' });
  });

  it('refuses views, capped and time-series collections', async () => {
    await expect(
      target.db.createCollection('recent', { viewOn: 'posts', pipeline: [] }),
    ).rejects.toMatchObject(notSupported('views'));
    await expect(
      target.db.createCollection('log', { capped: true, size: 4096 }),
    ).rejects.toMatchObject(notSupported('capped collections'));
    await expect(target.db.command({ create: 'log', capped: 1, size: 4096 })).rejects.toMatchObject(
      notSupported('capped collections'),
    );
    await expect(
      target.db.createCollection('ticks', { timeseries: { timeField: 'at' } }),
    ).rejects.toMatchObject(notSupported('time series collections'));
  });

  it('refuses $out and $merge', async () => {
    await expect(posts.aggregate([{ $out: 'copy' }]).toArray()).rejects.toMatchObject(
      notSupported('$out'),
    );
    await expect(
      posts.aggregate([{ $merge: { into: 'copy' } } as Document]).toArray(),
    ).rejects.toMatchObject(notSupported('$merge'));
  });
});
