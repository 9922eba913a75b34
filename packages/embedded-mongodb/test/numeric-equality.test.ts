import { Decimal128, type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

/**
 * MongoDB compares numbers of different types by their exact value. The double 9.99 is
 * 9.9900000000000002131628207280300557613372802734375, so it is not Decimal128("9.99"), while
 * Decimal128("10") and Decimal128("10.0") are the integer 10 and Decimal128("0.5") is the
 * double 0.5 (manual: Comparison/Sort Order, "Model Monetary Data").
 */
type Row = Document & { _id: number };

let target: EngineTarget;
let prices: Collection<Row>;

beforeAll(async () => {
  target = await openTarget('numeric-equality');
  prices = target.db.collection<Row>('prices');
  await prices.insertMany([
    { _id: 1, p: Decimal128.fromString('9.99') },
    { _id: 2, p: 9.99 },
    { _id: 3, p: Decimal128.fromString('10') },
    { _id: 4, p: 10 },
    { _id: 5, p: Decimal128.fromString('10.0') },
    { _id: 6, p: Decimal128.fromString('0.5') },
    { _id: 7, p: 0.5 },
  ]);
});

afterAll(() => target.close());

async function ids(filter: Document, collection = prices): Promise<number[]> {
  const found = await collection.find(filter).sort({ _id: 1 }).toArray();
  return found.map((document) => document._id);
}

describe('Decimal128 against other numeric types', () => {
  it('equals another number only when the exact values are equal', async () => {
    expect(await ids({ p: 9.99 })).toEqual([2]);
    expect(await ids({ p: Decimal128.fromString('9.99') })).toEqual([1]);
    expect(await ids({ p: 10 })).toEqual([3, 4, 5]);
    expect(await ids({ p: Decimal128.fromString('10') })).toEqual([3, 4, 5]);
    expect(await ids({ p: 0.5 })).toEqual([6, 7]);
    expect(await ids({ p: { $in: [9.99, Decimal128.fromString('0.5')] } })).toEqual([2, 6, 7]);
  });

  it('orders Decimal128("9.99") below the double 9.99', async () => {
    expect(await ids({ p: { $lt: 9.99 } })).toEqual([1, 6, 7]);
    expect(await ids({ p: { $gt: Decimal128.fromString('9.99'), $lt: 10 } })).toEqual([2]);
    const sorted = await prices.find().sort({ p: 1, _id: 1 }).toArray();
    expect(sorted.map((document) => document._id)).toEqual([6, 7, 1, 2, 3, 4, 5]);
  });

  it('gives each exact value its own key in a unique index', async () => {
    const unique = target.db.collection<Row>('unique_prices');
    await unique.createIndex({ p: 1 }, { unique: true });
    await unique.insertMany([
      { _id: 1, p: Decimal128.fromString('9.99') },
      { _id: 2, p: 9.99 },
      { _id: 3, p: 10 },
    ]);
    await expect(
      unique.insertOne({ _id: 4, p: Decimal128.fromString('10.00') }),
    ).rejects.toMatchObject({ code: 11000 });
    expect(await ids({ p: 9.99 }, unique)).toEqual([2]);
    expect(await ids({ p: Decimal128.fromString('10') }, unique)).toEqual([3]);
  });
});
