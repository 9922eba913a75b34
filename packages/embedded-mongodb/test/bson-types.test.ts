import {
  Binary,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
  type Collection,
  type Document,
} from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

let target: EngineTarget;
/** Documents keyed by a readable string id. */
type Keyed = Document & { _id: string };

let values: Collection<Keyed>;

const objectId = new ObjectId();
const when = new Date('2024-02-29T12:34:56.789Z');

beforeAll(async () => {
  target = await openTarget('bson');
  values = target.db.collection<Keyed>('values');
  await values.insertOne({
    _id: 'typed',
    int: new Int32(5),
    double: new Double(5),
    negativeZero: new Double(-0),
    fraction: 2.5,
    long: Long.fromString('9007199254740993'),
    decimal: Decimal128.fromString('1.10'),
    binary: new Binary(Buffer.from([1, 2, 3]), 0x80),
    objectId,
    date: when,
    nested: [
      [1, 2],
      [3, [4]],
    ],
    nothing: null,
    timestamp: new Timestamp({ t: 10, i: 2 }),
  });
});

afterAll(() => target.close());

describe('BSON types', () => {
  it('keeps int32, double, int64 and decimal128 exactly', async () => {
    const stored = await values.findOne(
      { _id: 'typed' },
      { promoteValues: false, promoteLongs: false },
    );
    expect(stored?.int).toBeInstanceOf(Int32);
    expect(stored?.double).toBeInstanceOf(Double);
    expect((stored?.double as Double).value).toBe(5);
    expect(Object.is((stored?.negativeZero as Double).value, -0)).toBe(true);
    expect(stored?.fraction).toBeInstanceOf(Double);
    expect(stored?.long).toBeInstanceOf(Long);
    expect((stored?.long as Long).toString()).toBe('9007199254740993');
    expect((stored?.decimal as Decimal128).toString()).toBe('1.10');
  });

  it('keeps binary subtypes, ObjectIds, dates, timestamps, nested arrays and null vs missing', async () => {
    const stored = await values.findOne({ _id: 'typed' });
    expect((stored?.binary as Binary).sub_type).toBe(0x80);
    expect(Buffer.from((stored?.binary as Binary).buffer)).toEqual(Buffer.from([1, 2, 3]));
    expect((stored?.objectId as ObjectId).equals(objectId)).toBe(true);
    expect((stored?.date as Date).toISOString()).toBe(when.toISOString());
    expect((stored?.timestamp as Timestamp).equals(new Timestamp({ t: 10, i: 2 }))).toBe(true);
    expect(stored?.nested).toEqual([
      [1, 2],
      [3, [4]],
    ]);
    expect(stored).toHaveProperty('nothing', null);
    expect(stored).not.toHaveProperty('missing');
  });

  it('keeps strings that read like property names or numbers, short or long, exactly', async () => {
    const texts = [
      '__proto__',
      'constructor',
      '0',
      '007',
      '4294967295',
      '-1',
      '',
      'é😀',
      'x'.repeat(5_000),
    ];
    const strings = target.db.collection<Keyed>('strings');
    await strings.insertOne({ _id: '__proto__', texts, byText: { __proto__: null, ...texts } });
    const stored = await strings.findOne({ _id: '__proto__' });
    expect(stored?.texts).toEqual(texts);
    expect(Object.values(stored?.byText as object)).toEqual(texts);
    expect(await strings.countDocuments({ texts: '007' })).toBe(1);
  });

  it('answers $type queries by BSON type name', async () => {
    const count = (filter: Document) => values.countDocuments({ _id: 'typed', ...filter });
    expect(await count({ int: { $type: 'int' } })).toBe(1);
    expect(await count({ double: { $type: 'double' } })).toBe(1);
    expect(await count({ double: { $type: 'int' } })).toBe(0);
    expect(await count({ long: { $type: 'long' } })).toBe(1);
    expect(await count({ decimal: { $type: 'decimal' } })).toBe(1);
    expect(await count({ binary: { $type: 'binData' } })).toBe(1);
    expect(await count({ objectId: { $type: 'objectId' } })).toBe(1);
    expect(await count({ nothing: { $type: 'null' } })).toBe(1);
    expect(await count({ missing: { $type: 'null' } })).toBe(0);
    expect(await count({ int: { $type: 'number' } })).toBe(1);
  });

  it('compares numbers by value across int32, double, int64 and decimal128', async () => {
    const count = (filter: Document) => values.countDocuments({ _id: 'typed', ...filter });
    expect(await count({ int: 5.0 })).toBe(1);
    expect(await count({ double: new Int32(5) })).toBe(1);
    expect(await count({ long: { $gt: Long.fromString('9007199254740992') } })).toBe(1);
    expect(await count({ decimal: { $gt: 1.09, $lt: 1.11 } })).toBe(1);
    expect(await count({ int: { $gt: 'a' } })).toBe(0);
  });

  it('adds decimals exactly', async () => {
    await values.insertOne({ _id: 'price', amount: Decimal128.fromString('1.10') });
    await values.updateOne({ _id: 'price' }, { $inc: { amount: Decimal128.fromString('0.20') } });
    const stored = await values.findOne({ _id: 'price' });
    expect((stored?.amount as Decimal128).toString()).toBe('1.30');
  });

  it('keeps int64 and double types through $inc and $mul, with exact 64-bit arithmetic', async () => {
    await values.insertOne({
      _id: 'counter',
      n: Long.fromString('9007199254740993'),
      d: new Double(2),
      i: 3,
    });
    await values.updateOne(
      { _id: 'counter' },
      { $inc: { n: 1, d: 1 }, $mul: { i: Long.fromNumber(2) }, $set: { label: 'big' } },
    );
    const stored = await values.findOne(
      { _id: 'counter' },
      { promoteValues: false, promoteLongs: false },
    );
    expect((stored?.n as Long).toString()).toBe('9007199254740994');
    expect(stored?.d).toBeInstanceOf(Double);
    expect((stored?.d as Double).value).toBe(3);
    expect(stored?.i).toBeInstanceOf(Long);
    expect((stored?.i as Long).toNumber()).toBe(6);
  });
});

describe('sorting mixed types', () => {
  it('follows MongoDB’s BSON comparison order', async () => {
    const mixed = target.db.collection<Keyed>('mixed');
    await mixed.insertMany([
      { _id: 'regex', v: /abc/ },
      { _id: 'date', v: when },
      { _id: 'true', v: true },
      { _id: 'false', v: false },
      { _id: 'objectId', v: objectId },
      { _id: 'binary', v: new Binary(Buffer.from([9])) },
      { _id: 'object', v: { a: 1 } },
      { _id: 'string-b', v: 'b' },
      { _id: 'string-a', v: 'a' },
      { _id: 'long', v: Long.fromNumber(3) },
      { _id: 'double', v: 1.5 },
      { _id: 'int', v: 2 },
      { _id: 'null', v: null },
      { _id: 'maxKey', v: new MaxKey() },
      { _id: 'minKey', v: new MinKey() },
      { _id: 'missing' },
    ]);
    const ascending = await mixed.find({}).sort({ v: 1, _id: 1 }).toArray();
    expect(ascending.map((document) => document._id)).toEqual([
      'minKey',
      'missing',
      'null',
      'double',
      'int',
      'long',
      'string-a',
      'string-b',
      'object',
      'binary',
      'objectId',
      'false',
      'true',
      'date',
      'regex',
      'maxKey',
    ]);
    const descending = await mixed
      .find({ v: { $type: 'number' } })
      .sort({ v: -1 })
      .toArray();
    expect(descending.map((document) => document._id)).toEqual(['long', 'int', 'double']);
  });

  it('sorts arrays by their smallest element ascending and largest descending', async () => {
    const arrays = target.db.collection<Keyed>('arrays');
    await arrays.insertMany([
      { _id: 'a', v: [5, 1] },
      { _id: 'b', v: [3] },
      { _id: 'c', v: [2, 9] },
    ]);
    expect((await arrays.find().sort({ v: 1 }).toArray()).map((document) => document._id)).toEqual([
      'a',
      'c',
      'b',
    ]);
    expect((await arrays.find().sort({ v: -1 }).toArray()).map((document) => document._id)).toEqual(
      ['c', 'a', 'b'],
    );
  });
});
