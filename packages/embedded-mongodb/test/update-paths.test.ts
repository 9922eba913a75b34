import { Binary, Long, type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

/** Answers documented in the MongoDB manual's update operator pages ($, $[], $[<id>], $pull, $set, $inc). */
type Row = Document & { _id: number };

let target: EngineTarget;
let cards: Collection<Row>;

beforeAll(async () => {
  target = await openTarget('update-paths');
  cards = target.db.collection<Row>('cards');
});

afterAll(() => target.close());

beforeEach(async () => {
  await cards.deleteMany({});
  await cards.insertMany([
    {
      _id: 1,
      name: 'Miles',
      perks: [
        { kind: 'lounge', uses: 2, note: 'a' },
        { kind: 'miles', uses: 5, note: 'b' },
        { kind: 'cash', uses: 5, note: 'c' },
      ],
      counter: 2147483647,
    },
    { _id: 2, name: 'Cash', perks: [], counter: 1 },
  ]);
});

describe('$set of _id to its current value', () => {
  it('is accepted when the value is unchanged and still refused when it changes', async () => {
    const result = await cards.updateOne({ _id: 1 }, { $set: { _id: 1, name: 'Miles+' } });
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect((await cards.findOne({ _id: 1 }))?.name).toBe('Miles+');
    await expect(cards.updateOne({ _id: 1 }, { $set: { _id: 5 } })).rejects.toMatchObject({
      code: 66,
    });
  });

  it('gives an upserted document the _id from $set', async () => {
    const result = await cards.updateOne(
      { name: 'Travel' },
      { $set: { _id: 9, tier: 'gold' } },
      { upsert: true },
    );
    expect(result.upsertedId).toBe(9);
    expect(await cards.findOne({ _id: 9 })).toEqual({ _id: 9, name: 'Travel', tier: 'gold' });
  });

  it('accepts an upsert whose $set repeats the _id of the filter', async () => {
    const result = await cards.updateOne(
      { _id: 7 },
      { $set: { _id: 7, name: 'Seven' } },
      { upsert: true },
    );
    expect(result.upsertedId).toBe(7);
    expect(await cards.findOne({ _id: 7 })).toEqual({ _id: 7, name: 'Seven' });
  });
});

describe('positional paths', () => {
  it('updates two fields of the element matched by $ in one update', async () => {
    await cards.updateOne(
      { _id: 1, 'perks.kind': 'miles' },
      { $set: { 'perks.$.uses': 6, 'perks.$.note': 'changed' } },
    );
    expect((await cards.findOne({ _id: 1 }))?.perks).toEqual([
      { kind: 'lounge', uses: 2, note: 'a' },
      { kind: 'miles', uses: 6, note: 'changed' },
      { kind: 'cash', uses: 5, note: 'c' },
    ]);
  });

  it('resolves $ from the query even when the update changes the matched field', async () => {
    await cards.updateOne(
      { _id: 1, 'perks.kind': 'cash' },
      { $set: { 'perks.$.kind': 'cashback' }, $inc: { 'perks.$.uses': 1 } },
    );
    expect((await cards.findOne({ _id: 1 }))?.perks[2]).toEqual({
      kind: 'cashback',
      uses: 6,
      note: 'c',
    });
  });

  it('applies two $[identifier] paths to every element the array filter matches', async () => {
    await cards.updateOne(
      { _id: 1 },
      { $set: { 'perks.$[busy].note': 'busy' }, $inc: { 'perks.$[busy].uses': 10 } },
      { arrayFilters: [{ 'busy.uses': { $gte: 5 } }] },
    );
    expect((await cards.findOne({ _id: 1 }))?.perks).toEqual([
      { kind: 'lounge', uses: 2, note: 'a' },
      { kind: 'miles', uses: 15, note: 'busy' },
      { kind: 'cash', uses: 15, note: 'busy' },
    ]);
  });

  it('applies two $[] paths to every element', async () => {
    await cards.updateOne({ _id: 1 }, { $set: { 'perks.$[].note': 'x', 'perks.$[].seen': true } });
    const perks = (await cards.findOne({ _id: 1 }))?.perks as Document[];
    expect(perks.every((perk) => perk.note === 'x' && perk.seen === true)).toBe(true);
  });

  it('still refuses two updates of the same path', async () => {
    await expect(
      cards.updateOne({ _id: 1 }, { $set: { 'perks.0.uses': 1 }, $inc: { 'perks.0.uses': 1 } }),
    ).rejects.toMatchObject({ code: 40 });
  });

  it('answers an error when $ has no array condition in the query', async () => {
    await expect(
      cards.updateOne({ _id: 1 }, { $set: { 'perks.$.uses': 1 } }),
    ).rejects.toMatchObject({ code: 2 });
  });

  it('answers an error for an identifier without an array filter', async () => {
    await expect(
      cards.updateOne({ _id: 1 }, { $set: { 'perks.$[none].uses': 1 } }),
    ).rejects.toMatchObject({ code: 2 });
  });
});

describe('$pull with a logical condition', () => {
  it('removes the subdocuments matching $or', async () => {
    await cards.updateOne({ _id: 1 }, {
      $pull: { perks: { $or: [{ kind: 'lounge' }, { note: 'c' }] } },
    } as Document);
    expect((await cards.findOne({ _id: 1 }))?.perks).toEqual([
      { kind: 'miles', uses: 5, note: 'b' },
    ]);
  });

  it('removes the subdocuments matching $and', async () => {
    await cards.updateOne({ _id: 1 }, {
      $pull: { perks: { $and: [{ uses: 5 }, { kind: { $ne: 'miles' } }] } },
    } as Document);
    expect((await cards.findOne({ _id: 1 }))?.perks.map((perk: Document) => perk.kind)).toEqual([
      'lounge',
      'miles',
    ]);
  });
});

describe('field creation', () => {
  it('answers PathNotViable (28) for a field set through an array without a position', async () => {
    await expect(cards.updateOne({ _id: 1 }, { $set: { 'perks.uses': 0 } })).rejects.toMatchObject({
      code: 28,
    });
    await expect(
      cards.updateOne({ _id: 1 }, { $set: { 'name.first': 'x' } }),
    ).rejects.toMatchObject({ code: 28 });
    expect((await cards.findOne({ _id: 1 }))?.name).toBe('Miles');
  });

  it('refuses a $-prefixed field name on a stored document but inserts it on upsert', async () => {
    await expect(cards.updateOne({ _id: 1 }, { $set: { $hotel: 320 } })).rejects.toMatchObject({
      code: 52,
    });
    await cards.updateOne({ name: 'Hotel' }, { $set: { $hotel: 320 } }, { upsert: true });
    const stored = await cards.findOne({ name: 'Hotel' });
    expect(stored?.$hotel).toBe(320);
  });
});

describe('numeric and binary values', () => {
  it('turns an int32 that $inc or $mul takes out of range into an int64', async () => {
    await cards.updateOne({ _id: 1 }, { $inc: { counter: 1 } });
    await cards.updateOne({ _id: 2 }, { $mul: { counter: 3_000_000_000 } });
    const raw = target.db.collection<Row>('cards');
    const one = await raw.findOne({ _id: 1 }, { promoteLongs: false });
    expect(one?.counter).toEqual(Long.fromString('2147483648'));
    const two = await raw.findOne({ _id: 2 }, { promoteLongs: false });
    expect(two?.counter).not.toBeInstanceOf(Long);
    expect(two?.counter).toBe(3_000_000_000);
  });

  it('counts a binary value with a new subtype as a change', async () => {
    await cards.updateOne({ _id: 2 }, { $set: { key: new Binary(Buffer.from('ab'), 0) } });
    const result = await cards.updateOne(
      { _id: 2 },
      { $set: { key: new Binary(Buffer.from('ab'), 4) } },
    );
    expect(result.modifiedCount).toBe(1);
    expect(((await cards.findOne({ _id: 2 }))?.key as Binary).sub_type).toBe(4);
  });
});
