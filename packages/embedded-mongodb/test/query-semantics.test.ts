import { DBRef, Decimal128, ObjectId, type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

/** Answers documented in the MongoDB manual's projection, query operator and aggregation pages. */
type Row = Document & { _id: number };

let target: EngineTarget;
let posts: Collection<Row>;
const authorId = new ObjectId();

beforeAll(async () => {
  target = await openTarget('query-semantics');
  posts = target.db.collection<Row>('posts');
});

afterAll(() => target.close());

beforeEach(async () => {
  await posts.deleteMany({});
  await posts.insertMany([
    {
      _id: 1,
      title: 'Cards',
      tag: 'miles',
      scores: [3, 8, 5, 9],
      comments: [
        { by: 'ann', stars: 2 },
        { by: 'bob', stars: 5 },
        { by: 'cat', stars: 4 },
      ],
      author: new DBRef('authors', authorId),
    },
    { _id: 2, title: 'Loans', tag: ['cash', 'miles'], scores: [1], comments: [] },
  ]);
});

describe('projection $slice', () => {
  it('keeps every other field', async () => {
    expect(await posts.findOne({ _id: 1 }, { projection: { comments: { $slice: 1 } } })).toEqual({
      _id: 1,
      title: 'Cards',
      tag: 'miles',
      scores: [3, 8, 5, 9],
      comments: [{ by: 'ann', stars: 2 }],
      author: new DBRef('authors', authorId),
    });
  });

  it('combines with exclusion and takes [skip, limit] and negative counts', async () => {
    expect(
      await posts.findOne(
        { _id: 1 },
        { projection: { scores: { $slice: -2 }, comments: { $slice: [1, 1] }, author: 0 } },
      ),
    ).toEqual({
      _id: 1,
      title: 'Cards',
      tag: 'miles',
      scores: [5, 9],
      comments: [{ by: 'bob', stars: 5 }],
    });
  });

  it('combines with inclusion', async () => {
    expect(
      await posts.findOne({ _id: 1 }, { projection: { title: 1, scores: { $slice: 1 } } }),
    ).toEqual({ _id: 1, title: 'Cards', scores: [3] });
  });
});

describe('projection $elemMatch', () => {
  it('returns the first element matching operator conditions, and only that field', async () => {
    expect(
      await posts.findOne(
        { _id: 1 },
        { projection: { comments: { $elemMatch: { stars: { $gte: 4 } } } } },
      ),
    ).toEqual({ _id: 1, comments: [{ by: 'bob', stars: 5 }] });
  });

  it('leaves the field out when no element matches', async () => {
    expect(
      await posts.findOne(
        { _id: 1 },
        { projection: { title: 1, comments: { $elemMatch: { stars: { $gt: 9 } } } } },
      ),
    ).toEqual({ _id: 1, title: 'Cards' });
  });
});

describe('query operators', () => {
  it('matches $all against a scalar field as well as an array', async () => {
    const ids = await posts
      .find({ tag: { $all: ['miles'] } })
      .map((post) => post._id)
      .toArray();
    expect(ids.sort()).toEqual([1, 2]);
    expect(await posts.countDocuments({ tag: { $all: ['miles', 'cash'] } })).toBe(1);
  });

  it('finds documents by a DBRef $id and by the whole DBRef', async () => {
    expect(await posts.countDocuments({ 'author.$id': authorId })).toBe(1);
    expect(await posts.countDocuments({ author: new DBRef('authors', authorId) })).toBe(1);
    const found = await posts.findOne({ _id: 1 });
    expect(found?.author).toEqual(new DBRef('authors', authorId));
  });

  it('answers an error for a hint naming no index', async () => {
    await expect(posts.find({}).hint({ missing: 1 }).toArray()).rejects.toMatchObject({ code: 2 });
    await expect(posts.find({}).hint('missing_1').toArray()).rejects.toMatchObject({ code: 2 });
    expect(await posts.find({ _id: 1 }).hint({ _id: 1 }).toArray()).toHaveLength(1);
  });
});

describe('aggregation stages', () => {
  it('answers 40324 for an unknown stage', async () => {
    await expect(posts.aggregate([{ $notAStage: {} }]).toArray()).rejects.toMatchObject({
      code: 40324,
    });
  });
});

describe('__proto__ as a field name', () => {
  it('is stored, found and updated as data without touching prototypes', async () => {
    const document = JSON.parse('{"_id": 3, "__proto__": {"polluted": true}, "n": 1}') as Row;
    await posts.insertOne(document);
    await posts.updateOne({ _id: 3 }, { $inc: { n: 1 } });
    const stored = await posts.findOne({ _id: 3 });
    expect(Object.getOwnPropertyNames(stored)).toContain('__proto__');
    expect(Object.getOwnPropertyDescriptor(stored, '__proto__')?.value).toEqual({
      polluted: true,
    });
    expect(stored?.n).toBe(2);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('Decimal128 among other numbers', () => {
  it('compares and sorts decimals with int and double by value', async () => {
    const prices = target.db.collection<Row>('prices');
    await prices.insertMany([
      { _id: 1, price: Decimal128.fromString('10.50') },
      { _id: 2, price: 10 },
      { _id: 3, price: 9.75 },
      { _id: 4, price: Decimal128.fromString('10') },
    ]);
    expect(
      (await prices.find({ price: { $gt: 10 } }).toArray()).map((document) => document._id),
    ).toEqual([1]);
    expect(
      (await prices.find({ price: 10 }).sort({ _id: 1 }).toArray()).map((document) => document._id),
    ).toEqual([2, 4]);
    const sorted = await prices.find().sort({ price: 1, _id: 1 }).toArray();
    expect(sorted.map((document) => document._id)).toEqual([3, 2, 4, 1]);
  });

  it('sums decimals with other numbers into an exact Decimal128', async () => {
    const prices = target.db.collection<Row>('sums');
    await prices.insertMany([
      { _id: 1, price: Decimal128.fromString('0.1') },
      { _id: 2, price: Decimal128.fromString('0.2') },
      { _id: 3, price: 1 },
    ]);
    const [result] = await prices
      .aggregate([{ $group: { _id: null, total: { $sum: '$price' } } }])
      .toArray();
    expect(result?.total).toBeInstanceOf(Decimal128);
    expect(Number((result?.total as Decimal128).toString())).toBe(1.3);
  });
});

describe('$expr', () => {
  it('compares fields of the same document in a find, alone and within $or', async () => {
    await posts.updateOne({ _id: 2 }, { $set: { likes: 7, shares: 2 } });
    await posts.updateOne({ _id: 1 }, { $set: { likes: 1, shares: 4 } });

    const more = await posts.find({ $expr: { $gt: ['$likes', '$shares'] } }).toArray();
    expect(more.map((post) => post._id)).toEqual([2]);
    const either = await posts
      .find({ $or: [{ title: 'Cards' }, { $expr: { $eq: [{ $size: '$scores' }, 1] } }] })
      .sort({ _id: 1 })
      .toArray();
    expect(either.map((post) => post._id)).toEqual([1, 2]);
  });

  it('selects the documents an update changes, and a plain filter still matches beside it', async () => {
    const changed = await posts.updateMany(
      { $expr: { $gt: [{ $size: '$scores' }, 2] } },
      { $set: { long: true } },
    );
    expect(changed.modifiedCount).toBe(1);
    expect((await posts.find({ long: true }).toArray()).map((post) => post._id)).toEqual([1]);
    expect(await posts.countDocuments({ tag: 'miles', long: { $exists: false } })).toBe(1);
  });
});
