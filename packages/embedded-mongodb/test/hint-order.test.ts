import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

/**
 * A hinted index is the plan MongoDB runs: with no sort, documents come back in the order of the
 * index scan (missing values index as null, first ascending); `{ $natural: -1 }` scans the
 * collection backwards; a sparse index holds only the documents that have the field (manual:
 * cursor.hint(), Sparse Indexes). A hint naming no index answers BadValue.
 */
type Row = Document & { _id: number };

let target: EngineTarget;
let rates: Collection<Row>;

beforeAll(async () => {
  target = await openTarget('hint-order');
  rates = target.db.collection<Row>('rates');
  await rates.insertMany([
    { _id: 1, rank: 3, score: 70 },
    { _id: 2, rank: 1 },
    { _id: 3, rank: 2, score: 90 },
    { _id: 4 },
  ]);
  await rates.createIndex({ rank: 1 });
  await rates.createIndex({ rank: -1 }, { name: 'rank_desc' });
  await rates.createIndex({ score: 1 }, { sparse: true });
});

afterAll(() => target.close());

const ids = (documents: Row[]) => documents.map((document) => document._id);

describe('hint without a sort', () => {
  it('returns documents in the order of the hinted index', async () => {
    expect(ids(await rates.find({}).hint({ rank: 1 }).toArray())).toEqual([4, 2, 3, 1]);
    expect(ids(await rates.find({}).hint('rank_desc').toArray())).toEqual([1, 3, 2, 4]);
    expect(
      ids(
        await rates
          .find({ rank: { $gte: 2 } })
          .hint('rank_1')
          .toArray(),
      ),
    ).toEqual([3, 1]);
    expect(ids(await rates.find({}).hint({ rank: 1 }).skip(1).limit(2).toArray())).toEqual([2, 3]);
  });

  it('scans the collection backwards for { $natural: -1 }', async () => {
    expect(ids(await rates.find({}).hint({ $natural: -1 }).toArray())).toEqual([4, 3, 2, 1]);
  });

  it('returns only the documents a hinted sparse index holds', async () => {
    expect(ids(await rates.find({}).hint({ score: 1 }).toArray())).toEqual([1, 3]);
  });

  it('keeps the requested sort over the hinted order', async () => {
    expect(ids(await rates.find({}).hint({ rank: 1 }).sort({ _id: -1 }).toArray())).toEqual([
      4, 3, 2, 1,
    ]);
  });

  it('feeds an aggregation in the order of the hinted index', async () => {
    const rows = await rates.aggregate<Row>([{ $match: {} }], { hint: 'rank_desc' }).toArray();
    expect(ids(rows)).toEqual([1, 3, 2, 4]);
  });
});

describe('hint naming no index', () => {
  it('answers BadValue (2) for a key pattern or a name', async () => {
    const refused = {
      code: 2,
      codeName: 'BadValue',
      message: expect.stringContaining(
        'hint provided does not correspond to an existing index',
      ) as string,
    };
    await expect(rates.find({}).hint({ missing: 1 }).toArray()).rejects.toMatchObject(refused);
    await expect(rates.find({}).hint('missing_1').toArray()).rejects.toMatchObject(refused);
  });
});

describe('hint on writes', () => {
  it('changes the first document of the hinted index in a single update and delete', async () => {
    const queue = target.db.collection<Row>('queue');
    await queue.insertMany([
      { _id: 1, due: 3 },
      { _id: 2, due: 1 },
      { _id: 3, due: 2 },
    ]);
    await queue.createIndex({ due: 1 });
    await queue.updateOne({}, { $set: { taken: true } }, { hint: { due: 1 } });
    expect(await queue.findOne({ taken: true })).toMatchObject({ _id: 2 });
    await queue.deleteOne({ taken: { $exists: false } }, { hint: 'due_1' });
    expect(ids(await queue.find().sort({ _id: 1 }).toArray())).toEqual([1, 2]);
  });
});
