import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catalog } from '../src/storage/catalog.js';
import { openTarget, type EngineTarget } from './engine-target.js';

let target: EngineTarget;
let rows: Collection<Document>;

beforeAll(async () => {
  target = await openTarget('index-twins');
  rows = target.db.collection('rows');
});

afterAll(() => target.close());

const ASCENDING = { bank: 1, fee: 1, _id: 1 };
const DESCENDING = { bank: -1, fee: -1, _id: -1 };

async function idsThrough(hint: Document, filter: Document): Promise<unknown[]> {
  const found = await rows.find(filter).hint(hint).toArray();
  return found.map((row) => row._id).sort((a, b) => Number(a) - Number(b));
}

describe('indexes on the same fields in opposite directions', () => {
  it('answer alike through writes, and either keeps answering once the other is dropped', async () => {
    await rows.createIndex(ASCENDING, { name: 'up' });
    await rows.createIndex(DESCENDING, { name: 'down' });
    await rows.insertMany(
      Array.from({ length: 60 }, (_, i) => ({ _id: i as never, bank: `b${i % 3}`, fee: i % 5 })),
    );
    await rows.updateMany({ fee: 4 }, { $set: { fee: 0 } });
    await rows.deleteMany({ _id: { $in: [0 as never, 3 as never] } });

    const filter = { bank: 'b0', fee: 0 };
    // b0 holds the multiples of 3; fee 0 holds i % 5 of 0 or 4; 0 and 3 are deleted.
    const expected = [9, 15, 24, 30, 39, 45, 54];
    expect(await idsThrough(ASCENDING, filter)).toEqual(expected);
    expect(await idsThrough(DESCENDING, filter)).toEqual(expected);
    expect(
      (await rows.find({ bank: 'b0' }).hint(DESCENDING).toArray()).map((row) => row.fee),
    ).toEqual(
      [...(await rows.find({ bank: 'b0' }).hint(ASCENDING).toArray())]
        .reverse()
        .map((row) => row.fee),
    );

    await rows.dropIndex('up');
    await rows.insertOne({ _id: 60 as never, bank: 'b0', fee: 0 });
    await rows.deleteOne({ _id: 9 as never });
    expect(await idsThrough(DESCENDING, filter)).toEqual([15, 24, 30, 39, 45, 54, 60]);

    await rows.createIndex(ASCENDING, { name: 'up' });
    await rows.dropIndex('down');
    await rows.updateOne({ _id: 15 as never }, { $set: { fee: 2 } });
    expect(await idsThrough(ASCENDING, filter)).toEqual([24, 30, 39, 45, 54, 60]);
  });

  it('refuse a duplicate through either when both are unique', async () => {
    const codes = target.db.collection('codes');
    await codes.createIndex({ code: 1 }, { unique: true });
    await codes.createIndex({ code: -1 }, { unique: true });
    await codes.insertOne({ code: 'A' });
    await expect(codes.insertOne({ code: 'A' })).rejects.toMatchObject({ code: 11000 });
    await codes.dropIndex('code_1');
    await expect(codes.insertOne({ code: 'A' })).rejects.toMatchObject({ code: 11000 });
    expect(await codes.countDocuments()).toBe(1);
  });
});

describe('the embedded engine', () => {
  it('keeps one set of entries for an index and its twin in the other direction', () => {
    const collection = new Catalog().create('db', 'rows', {});
    const up = collection.buildIndex({ v: 2, key: ASCENDING, name: 'up' }).index;
    collection.indexes.set('up', up);
    const down = collection.buildIndex({ v: 2, key: DESCENDING, name: 'down' }).index;
    const sparse = collection.buildIndex({ v: 2, key: DESCENDING, name: 's', sparse: true }).index;
    expect(down.entries).toBe(up.entries);
    expect(sparse.entries).not.toBe(up.entries);
  });
});
