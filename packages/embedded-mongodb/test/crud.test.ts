import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

/** Test documents use readable ids rather than ObjectIds. */
type Row = Document & { _id: number };

let target: EngineTarget;
let cards: Collection<Row>;

const seed = [
  {
    _id: 1,
    name: 'Alpha',
    bank: 'DBS',
    fee: 192,
    tags: ['miles', 'travel'],
    perks: { lounge: true, visits: 4 },
  },
  { _id: 2, name: 'Beta', bank: 'OCBC', fee: 0, tags: ['cashback'], perks: { lounge: false } },
  {
    _id: 3,
    name: 'Gamma',
    bank: 'DBS',
    fee: 261.6,
    tags: ['miles'],
    perks: { lounge: true, visits: 2 },
  },
  { _id: 4, name: 'Delta', bank: 'UOB', fee: 0, tags: [], rating: null },
  { _id: 5, name: 'Epsilon', bank: 'Citi', fee: 196.2, tags: ['cashback', 'dining'] },
];

beforeAll(async () => {
  target = await openTarget('crud');
  cards = target.db.collection<Row>('cards');
});

afterAll(() => target.close());

beforeEach(async () => {
  await cards.deleteMany({});
  await cards.insertMany(seed.map((card) => ({ ...card })));
});

const idsOf = (documents: Document[]) => documents.map((document) => document._id as number);

describe('insert and find', () => {
  it('generates an ObjectId _id for a document without one and returns it first', async () => {
    const untyped = target.db.collection('cards');
    const { insertedId } = await untyped.insertOne({ name: 'Zeta' });
    const stored = await untyped.findOne({ _id: insertedId });
    expect(insertedId.constructor.name).toBe('ObjectId');
    expect(Object.keys(stored ?? {})[0]).toBe('_id');
    expect(stored?.name).toBe('Zeta');
  });

  it('finds by equality, comparison, set and logical operators', async () => {
    expect(idsOf(await cards.find({ bank: 'DBS' }).toArray())).toEqual([1, 3]);
    expect(idsOf(await cards.find({ fee: { $gt: 0, $lt: 195 } }).toArray())).toEqual([1]);
    expect(idsOf(await cards.find({ bank: { $in: ['UOB', 'Citi'] } }).toArray())).toEqual([4, 5]);
    expect(idsOf(await cards.find({ bank: { $nin: ['DBS', 'OCBC'] } }).toArray())).toEqual([4, 5]);
    expect(idsOf(await cards.find({ $or: [{ fee: 0 }, { name: 'Alpha' }] }).toArray())).toEqual([
      1, 2, 4,
    ]);
    expect(idsOf(await cards.find({ bank: { $ne: 'DBS' }, fee: { $gte: 0 } }).toArray())).toEqual([
      2, 4, 5,
    ]);
    expect(idsOf(await cards.find({ $nor: [{ bank: 'DBS' }, { fee: 0 }] }).toArray())).toEqual([5]);
  });

  it('matches array elements, nested fields, regexes and existence like MongoDB', async () => {
    expect(idsOf(await cards.find({ tags: 'miles' }).toArray())).toEqual([1, 3]);
    expect(idsOf(await cards.find({ tags: { $all: ['cashback', 'dining'] } }).toArray())).toEqual([
      5,
    ]);
    expect(idsOf(await cards.find({ tags: { $size: 0 } }).toArray())).toEqual([4]);
    expect(idsOf(await cards.find({ 'perks.visits': { $gte: 3 } }).toArray())).toEqual([1]);
    expect(idsOf(await cards.find({ name: { $regex: '^[ab]', $options: 'i' } }).toArray())).toEqual(
      [1, 2],
    );
    expect(idsOf(await cards.find({ name: /ta$/ }).toArray())).toEqual([2, 4]);
    expect(idsOf(await cards.find({ perks: { $exists: false } }).toArray())).toEqual([4, 5]);
    expect(idsOf(await cards.find({ rating: null }).toArray())).toEqual([1, 2, 3, 4, 5]);
    expect(idsOf(await cards.find({ rating: { $type: 'null' } }).toArray())).toEqual([4]);
  });

  it('sorts on several keys, then skips and limits', async () => {
    const sorted = await cards.find({}).sort({ fee: -1, name: 1 }).toArray();
    expect(idsOf(sorted)).toEqual([3, 5, 1, 2, 4]);
    const page = await cards.find({}).sort({ name: 1 }).skip(1).limit(2).toArray();
    expect(idsOf(page)).toEqual([2, 4]);
  });

  it('sorts by storage order with $natural', async () => {
    const reversed = await cards.find({}).sort({ $natural: -1 }).toArray();
    expect(idsOf(reversed)).toEqual([5, 4, 3, 2, 1]);
  });

  it('treats a negative limit as a single batch of that many documents', async () => {
    const documents = await cards.find({}).sort({ _id: 1 }).limit(-2).toArray();
    expect(idsOf(documents)).toEqual([1, 2]);
  });

  it('projects included and excluded fields, nested paths and _id', async () => {
    const included = await cards.findOne(
      { _id: 1 },
      { projection: { name: 1, 'perks.visits': 1 } },
    );
    expect(included).toEqual({ _id: 1, name: 'Alpha', perks: { visits: 4 } });
    expect(Object.keys(included ?? {})).toEqual(['_id', 'name', 'perks']);
    const excluded = await cards.findOne({ _id: 2 }, { projection: { tags: 0, perks: 0, _id: 0 } });
    expect(excluded).toEqual({ name: 'Beta', bank: 'OCBC', fee: 0 });
  });

  it('answers BadValue for an unknown query operator instead of failing', async () => {
    await expect(cards.find({ fee: { $foo: 1 } }).toArray()).rejects.toMatchObject({
      code: 2,
      codeName: 'BadValue',
    });
    await expect(cards.find({ $foo: 1 }).toArray()).rejects.toMatchObject({ code: 2 });
    expect(await cards.countDocuments()).toBe(5);
  });
});

describe('delete', () => {
  it('deletes one or many documents matching a filter', async () => {
    expect((await cards.deleteOne({ bank: 'DBS' })).deletedCount).toBe(1);
    expect(await cards.countDocuments({ bank: 'DBS' })).toBe(1);
    expect((await cards.deleteMany({ fee: 0 })).deletedCount).toBe(2);
    expect(idsOf(await cards.find().toArray())).toEqual([3, 5]);
  });

  it('deletes nothing when nothing matches, even in a collection that does not exist', async () => {
    expect((await cards.deleteMany({ bank: 'HSBC' })).deletedCount).toBe(0);
    expect((await target.db.collection('missing').deleteOne({})).deletedCount).toBe(0);
  });
});

describe('write batches', () => {
  it('stops an ordered insertMany at the first duplicate and reports the write error', async () => {
    const error = await cards
      .insertMany([{ _id: 10 }, { _id: 1 }, { _id: 11 }], { ordered: true })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'MongoBulkWriteError', code: 11000 });
    expect((error as { insertedCount: number }).insertedCount).toBe(1);
    expect(await cards.countDocuments({ _id: { $in: [10, 11] } })).toBe(1);
  });

  it('continues an unordered insertMany past a duplicate', async () => {
    const error = await cards
      .insertMany([{ _id: 10 }, { _id: 1 }, { _id: 11 }], { ordered: false })
      .catch((caught: unknown) => caught);
    expect(
      (error as { writeErrors: Array<{ index: number }> }).writeErrors.map((each) => each.index),
    ).toEqual([1]);
    expect(await cards.countDocuments({ _id: { $in: [10, 11] } })).toBe(2);
  });

  it('applies unacknowledged (w: 0) writes', async () => {
    await cards.insertOne({ _id: 99, name: 'Unacknowledged' }, { writeConcern: { w: 0 } });
    await expect.poll(() => cards.countDocuments({ _id: 99 })).toBe(1);
  });
});
