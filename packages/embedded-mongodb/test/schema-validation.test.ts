import { Decimal128, type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

/** Collection validators and the $jsonSchema operator, per the manual's "Schema Validation". */
let target: EngineTarget;
let accounts: Collection;

const schema = {
  bsonType: 'object',
  required: ['name', 'rate'],
  properties: {
    name: { bsonType: 'string', minLength: 2 },
    rate: { bsonType: ['double', 'int', 'decimal'], minimum: 0, maximum: 20 },
    tier: { enum: ['basic', 'premium'] },
    tags: { bsonType: 'array', items: { bsonType: 'string' }, uniqueItems: true },
  },
};

beforeAll(async () => {
  target = await openTarget('schema-validation');
});

afterAll(() => target.close());

beforeEach(async () => {
  await target.db.dropDatabase();
  accounts = await target.db.createCollection('accounts', { validator: { $jsonSchema: schema } });
});

describe('a $jsonSchema validator', () => {
  it('accepts valid documents and refuses invalid inserts with code 121', async () => {
    await accounts.insertOne({ name: 'Saver', rate: 2.5, tier: 'basic', tags: ['a', 'b'] });
    for (const invalid of [
      { name: 'Saver' },
      { name: 'S', rate: 1 },
      { name: 'Saver', rate: 25 },
      { name: 'Saver', rate: 1, tier: 'gold' },
      { name: 'Saver', rate: '1' },
      { name: 'Saver', rate: 1, tags: ['a', 'a'] },
    ]) {
      await expect(accounts.insertOne(invalid)).rejects.toMatchObject({ code: 121 });
    }
    expect(await accounts.countDocuments()).toBe(1);
  });

  it('refuses an update that makes a document invalid and keeps it unchanged', async () => {
    await accounts.insertOne({ _id: 1 as never, name: 'Saver', rate: 2 });
    await expect(
      accounts.updateOne({ _id: 1 as never }, { $set: { rate: -1 } }),
    ).rejects.toMatchObject({ code: 121 });
    await expect(
      accounts.updateOne({ name: 'New' }, { $set: { rate: 99 } }, { upsert: true }),
    ).rejects.toMatchObject({ code: 121 });
    expect(await accounts.find().toArray()).toEqual([{ _id: 1, name: 'Saver', rate: 2 }]);
  });

  it('lets writes through with bypassDocumentValidation', async () => {
    await accounts.insertOne({ name: 'x' }, { bypassDocumentValidation: true });
    expect(await accounts.countDocuments()).toBe(1);
  });

  it('warns instead of refusing with validationAction "warn"', async () => {
    const lenient = await target.db.createCollection('lenient', {
      validator: { $jsonSchema: schema },
      validationAction: 'warn',
    });
    await lenient.insertOne({ name: 'x' });
    expect(await lenient.countDocuments()).toBe(1);
  });
});

describe('a query-operator validator', () => {
  it('is enforced like a filter', async () => {
    const loans = await target.db.createCollection('loans', {
      validator: { amount: { $gt: 0 }, currency: { $in: ['SGD', 'USD'] } },
    });
    await loans.insertOne({ amount: 100, currency: 'SGD' });
    await expect(loans.insertOne({ amount: 0, currency: 'SGD' })).rejects.toMatchObject({
      code: 121,
    });
  });
});

describe('the $jsonSchema query operator', () => {
  it('finds the documents that match a schema', async () => {
    const raw = target.db.collection<Document>('raw');
    await raw.insertMany([
      { _id: 1 as never, name: 'ok', rate: Decimal128.fromString('1.5') },
      { _id: 2 as never, name: 'no rate' },
    ]);
    const found = await raw.find({ $jsonSchema: { required: ['rate'] } }).toArray();
    expect(found.map((document) => document._id)).toEqual([1]);
  });
});
