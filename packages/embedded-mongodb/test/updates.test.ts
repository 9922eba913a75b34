import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

/** Test documents use readable ids rather than ObjectIds. */
type Row = Document & { _id: number };

let target: EngineTarget;
let loans: Collection<Row>;

beforeAll(async () => {
  target = await openTarget('updates');
  loans = target.db.collection<Row>('loans');
});

afterAll(() => target.close());

beforeEach(async () => {
  await loans.deleteMany({});
  await loans.insertMany([
    {
      _id: 1,
      title: 'Home',
      rate: 3.5,
      views: 10,
      tags: ['home'],
      tiers: [
        { months: 12, rate: 3 },
        { months: 24, rate: 4 },
      ],
    },
    { _id: 2, title: 'Car', rate: 2.8, views: 0, tags: ['car', 'auto'], tiers: [] },
    { _id: 3, title: 'Study', rate: 4.1, views: 5, tags: [] },
  ]);
});

describe('update operators', () => {
  it('sets, unsets, increments, multiplies and renames fields', async () => {
    const result = await loans.updateOne(
      { _id: 1 },
      {
        $set: { 'meta.bank': 'DBS' },
        $unset: { tags: '' },
        $inc: { views: 5 },
        $mul: { rate: 2 },
        $rename: { title: 'name' },
      },
    );
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    const stored = await loans.findOne({ _id: 1 });
    expect(stored).toMatchObject({ name: 'Home', rate: 7, views: 15, meta: { bank: 'DBS' } });
    expect(stored).not.toHaveProperty('tags');
    expect(stored).not.toHaveProperty('title');
  });

  it('pushes, adds to sets, pulls and pops array elements', async () => {
    const byTitle = target.db.collection<{ _id: number; title: string; tags: string[] }>('loans');
    await byTitle.updateOne(
      { title: 'Car' },
      { $push: { tags: { $each: ['new', 'old'], $slice: -3 } } },
    );
    expect((await loans.findOne({ _id: 2 }))?.tags).toEqual(['auto', 'new', 'old']);
    await loans.updateOne({ _id: 2 }, { $addToSet: { tags: 'new' } });
    await byTitle.updateOne({ title: 'Car' }, { $pull: { tags: 'old' } });
    await loans.updateOne({ _id: 2 }, { $pop: { tags: -1 } });
    expect((await loans.findOne({ _id: 2 }))?.tags).toEqual(['new']);
  });

  it('keeps the smaller or larger value with $min and $max and stamps $currentDate', async () => {
    await loans.updateOne(
      { _id: 3 },
      { $min: { rate: 3.9 }, $max: { views: 2 }, $currentDate: { checkedAt: true } },
    );
    const stored = await loans.findOne({ _id: 3 });
    expect(stored).toMatchObject({ rate: 3.9, views: 5 });
    expect(stored?.checkedAt).toBeInstanceOf(Date);
  });

  it('updates array elements through the positional operator and arrayFilters', async () => {
    await loans.updateOne({ _id: 1, 'tiers.months': 24 }, { $set: { 'tiers.$.rate': 4.5 } });
    await loans.updateOne(
      { _id: 1 },
      { $inc: { 'tiers.$[short].rate': 0.25 } },
      { arrayFilters: [{ 'short.months': { $lt: 18 } }] },
    );
    expect((await loans.findOne({ _id: 1 }))?.tiers).toEqual([
      { months: 12, rate: 3.25 },
      { months: 24, rate: 4.5 },
    ]);
  });

  it('updates every match with updateMany and reports matched and modified counts', async () => {
    const result = await loans.updateMany({ rate: { $gt: 3 } }, { $set: { review: true } });
    expect(result).toMatchObject({ matchedCount: 2, modifiedCount: 2, upsertedCount: 0 });
    const unchanged = await loans.updateMany({ rate: { $gt: 3 } }, { $set: { review: true } });
    expect(unchanged).toMatchObject({ matchedCount: 2, modifiedCount: 0 });
  });

  it('replaces a whole document but keeps its _id', async () => {
    await loans.replaceOne({ _id: 2 }, { title: 'Car loan', rate: 2.5 });
    expect(await loans.findOne({ _id: 2 })).toEqual({ _id: 2, title: 'Car loan', rate: 2.5 });
  });

  it('refuses to change _id', async () => {
    await expect(loans.updateOne({ _id: 2 }, { $set: { _id: 9 } })).rejects.toMatchObject({
      code: 66,
    });
    await expect(loans.replaceOne({ _id: 2 }, { _id: 9, title: 'x' })).rejects.toMatchObject({
      code: 66,
    });
  });

  it('refuses arithmetic on a non-number and array operators on a non-array', async () => {
    await expect(loans.updateOne({ _id: 1 }, { $inc: { title: 1 } })).rejects.toMatchObject({
      code: 14,
    });
    // Typed as an array so the driver accepts the $push; the stored title is a string.
    const titled = target.db.collection<{ _id: number; title: string[] }>('loans');
    await expect(titled.updateOne({ _id: 1 }, { $push: { title: 'x' } })).rejects.toMatchObject({
      code: 2,
    });
    expect((await loans.findOne({ _id: 1 }))?.title).toBe('Home');
  });

  it('answers FailedToParse for an unknown update operator', async () => {
    await expect(loans.updateOne({ _id: 2 }, { $foo: { a: 1 } } as Document)).rejects.toMatchObject(
      { code: 9 },
    );
  });

  it('applies a pipeline-style update', async () => {
    await loans.updateOne({ _id: 3 }, [{ $set: { score: { $multiply: ['$views', 2] } } }]);
    expect((await loans.findOne({ _id: 3 }))?.score).toBe(10);
  });
});

describe('upserts', () => {
  it('inserts from the filter equalities, $set and $setOnInsert and reports upsertedId', async () => {
    const result = await loans.updateOne(
      { title: 'Renovation', 'meta.bank': 'UOB', rate: { $gt: 1 } },
      { $set: { views: 1 }, $setOnInsert: { createdBy: 'upsert' } },
      { upsert: true },
    );
    expect(result).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1 });
    const stored = await loans.findOne({ _id: result.upsertedId ?? undefined });
    expect(stored).toMatchObject({
      title: 'Renovation',
      meta: { bank: 'UOB' },
      views: 1,
      createdBy: 'upsert',
    });
    expect(stored).not.toHaveProperty('rate');
  });

  it('ignores $setOnInsert when the upsert matches an existing document', async () => {
    const result = await loans.updateOne(
      { _id: 3 },
      { $set: { views: 6 }, $setOnInsert: { createdBy: 'upsert' } },
      { upsert: true },
    );
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
    expect(await loans.findOne({ _id: 3 })).not.toHaveProperty('createdBy');
  });

  it('takes _id from the filter and upserts replacements', async () => {
    const result = await loans.replaceOne({ _id: 42 }, { title: 'Bridging' }, { upsert: true });
    expect(result.upsertedId).toBe(42);
    expect(await loans.findOne({ _id: 42 })).toEqual({ _id: 42, title: 'Bridging' });
  });
});

describe('findAndModify', () => {
  it('returns the document before or after an update, picking the first by sort', async () => {
    const before = await loans.findOneAndUpdate({}, { $inc: { views: 1 } }, { sort: { rate: -1 } });
    expect(before).toMatchObject({ _id: 3, views: 5 });
    const after = await loans.findOneAndUpdate(
      { _id: 3 },
      { $inc: { views: 1 } },
      { returnDocument: 'after', projection: { views: 1 } },
    );
    expect(after).toEqual({ _id: 3, views: 7 });
  });

  it('reports lastErrorObject for an update, an upsert and a miss', async () => {
    const updated = await loans.findOneAndUpdate(
      { _id: 1 },
      { $set: { a: 1 } },
      { includeResultMetadata: true },
    );
    expect(updated.lastErrorObject).toMatchObject({ n: 1, updatedExisting: true });

    const upserted = await loans.findOneAndUpdate(
      { _id: 7 },
      { $set: { title: 'New' } },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true },
    );
    expect(upserted.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false, upserted: 7 });
    expect(upserted.value).toEqual({ _id: 7, title: 'New' });

    const missed = await loans.findOneAndUpdate(
      { _id: 8 },
      { $set: { a: 1 } },
      { includeResultMetadata: true },
    );
    expect(missed.lastErrorObject).toMatchObject({ n: 0, updatedExisting: false });
    expect(missed.value).toBeNull();
  });

  it('removes and replaces documents', async () => {
    expect(await loans.findOneAndDelete({ title: 'Car' })).toMatchObject({ _id: 2 });
    expect(await loans.countDocuments({ _id: 2 })).toBe(0);
    const replaced = await loans.findOneAndReplace(
      { _id: 1 },
      { title: 'Home+' },
      { returnDocument: 'after' },
    );
    expect(replaced).toEqual({ _id: 1, title: 'Home+' });
  });
});
