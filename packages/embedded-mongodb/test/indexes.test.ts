import { MongoServerError, type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

let target: EngineTarget;
let users: Collection<Document>;

beforeAll(async () => {
  target = await openTarget('indexes');
});

afterAll(() => target.close());

beforeEach(async () => {
  users = target.db.collection(`users${Math.random().toString(36).slice(2, 8)}`);
  await users.createIndex({ email: 1 }, { unique: true });
});

describe('unique indexes', () => {
  it('rejects a duplicate insert with MongoDB’s E11000 error, keyPattern and keyValue', async () => {
    await users.insertOne({ email: 'a@b.sg' });
    const error = await users.insertOne({ email: 'a@b.sg' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error).toMatchObject({
      code: 11000,
      keyPattern: { email: 1 },
      keyValue: { email: 'a@b.sg' },
    });
    expect((error as Error).message).toBe(
      `E11000 duplicate key error collection: ${target.dbName}.${users.collectionName} index: email_1 dup key: { email: "a@b.sg" }`,
    );
  });

  it('rejects a duplicate _id', async () => {
    await users.insertOne({ _id: 'x' as never, email: 'x@b.sg' });
    await expect(users.insertOne({ _id: 'x' as never, email: 'y@b.sg' })).rejects.toMatchObject({
      code: 11000,
      keyPattern: { _id: 1 },
      keyValue: { _id: 'x' },
    });
  });

  it('enforces uniqueness on update and upsert', async () => {
    await users.insertMany([{ email: 'a@b.sg' }, { email: 'c@d.sg' }]);
    await expect(
      users.updateOne({ email: 'c@d.sg' }, { $set: { email: 'a@b.sg' } }),
    ).rejects.toMatchObject({
      code: 11000,
    });
    await expect(
      users.updateOne({ name: 'Nobody' }, { $set: { email: 'a@b.sg' } }, { upsert: true }),
    ).rejects.toMatchObject({ code: 11000 });
    expect(await users.countDocuments({ email: 'c@d.sg' })).toBe(1);
  });

  it('lets a document keep its own unique value when updated', async () => {
    await users.insertOne({ email: 'a@b.sg', visits: 1 });
    await users.updateOne({ email: 'a@b.sg' }, { $set: { email: 'a@b.sg' }, $inc: { visits: 1 } });
    expect(await users.findOne({ email: 'a@b.sg' })).toMatchObject({ visits: 2 });
  });

  it('enforces compound unique indexes on the combination only', async () => {
    await users.createIndex({ bank: 1, slug: 1 }, { unique: true });
    await users.insertMany([
      { email: '1', bank: 'DBS', slug: 'miles' },
      { email: '2', bank: 'UOB', slug: 'miles' },
    ]);
    await expect(users.insertOne({ email: '3', bank: 'DBS', slug: 'miles' })).rejects.toMatchObject(
      {
        code: 11000,
        keyPattern: { bank: 1, slug: 1 },
        keyValue: { bank: 'DBS', slug: 'miles' },
      },
    );
  });

  it('fails to build a unique index over existing duplicates', async () => {
    await users.insertMany([
      { email: '1', code: 7 },
      { email: '2', code: 7 },
    ]);
    await expect(users.createIndex({ code: 1 }, { unique: true })).rejects.toMatchObject({
      code: 11000,
    });
    const names = (await users.listIndexes().toArray()).map((index) => index.name as string);
    expect(names).toEqual(['_id_', 'email_1']);
  });

  it('skips documents without the field in a sparse unique index', async () => {
    await users.createIndex({ phone: 1 }, { unique: true, sparse: true });
    await users.insertMany([{ email: '1' }, { email: '2' }]);
    await expect(
      users.insertMany([
        { email: '3', phone: '9' },
        { email: '4', phone: '9' },
      ]),
    ).rejects.toMatchObject({
      code: 11000,
    });
  });

  it('enforces a partial unique index only on the documents it covers', async () => {
    await users.createIndex(
      { slug: 1 },
      { unique: true, partialFilterExpression: { published: true } },
    );
    await users.insertMany([
      { email: '1', slug: 'draft', published: false },
      { email: '2', slug: 'draft', published: false },
      { email: '3', slug: 'draft', published: true },
    ]);
    await expect(
      users.insertOne({ email: '4', slug: 'draft', published: true }),
    ).rejects.toMatchObject({
      code: 11000,
    });
  });
});

describe('listIndexes and dropIndexes', () => {
  it('lists the _id index and the created ones', async () => {
    await users.createIndex({ createdAt: -1 }, { name: 'newest' });
    const indexes = await users.listIndexes().toArray();
    expect(indexes).toEqual([
      { v: 2, key: { _id: 1 }, name: '_id_' },
      { v: 2, key: { email: 1 }, name: 'email_1', unique: true },
      { v: 2, key: { createdAt: -1 }, name: 'newest' },
    ]);
  });

  it('accepts the same index twice and refuses a conflicting one', async () => {
    await expect(users.createIndex({ email: 1 }, { unique: true })).resolves.toBe('email_1');
    await expect(users.createIndex({ name: 1 }, { name: 'email_1' })).rejects.toMatchObject({
      code: 86,
    });
  });

  it('drops an index by name, by key and all at once, but never _id_', async () => {
    await users.createIndex({ a: 1 });
    await users.createIndex({ b: 1 });
    await users.dropIndex('a_1');
    await users.dropIndex({ b: 1 } as never);
    expect((await users.listIndexes().toArray()).map((index) => index.name)).toEqual([
      '_id_',
      'email_1',
    ]);
    await expect(users.dropIndex('_id_')).rejects.toMatchObject({ code: 72 });
    await expect(users.dropIndex('nope_1')).rejects.toMatchObject({
      code: 27,
      codeName: 'IndexNotFound',
    });
    await users.dropIndexes();
    expect((await users.listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_']);
    await users.insertMany([{ email: 'same' }, { email: 'same' }]);
  });

  it('answers NamespaceNotFound when listing the indexes of a missing collection', async () => {
    await expect(target.db.collection('absent').listIndexes().toArray()).rejects.toMatchObject({
      code: 26,
    });
  });
});

describe('equality lookups on indexed fields', () => {
  it('finds by _id, unique field, $in and a non-unique index with the same results as a scan', async () => {
    await users.createIndex({ bank: 1 });
    await users.insertMany(
      Array.from({ length: 300 }, (_, i) => ({
        _id: i as never,
        email: `u${i}@x.sg`,
        bank: `b${i % 7}`,
        n: i,
      })),
    );
    expect(await users.findOne({ _id: 150 as never })).toMatchObject({ email: 'u150@x.sg' });
    expect(await users.findOne({ email: 'u42@x.sg' })).toMatchObject({ _id: 42 });
    expect(await users.countDocuments({ email: { $in: ['u1@x.sg', 'u2@x.sg', 'none'] } })).toBe(2);
    expect(await users.countDocuments({ bank: 'b3' })).toBe(43);
    expect(await users.countDocuments({ bank: 'b3', n: { $lt: 100 } })).toBe(14);
    expect(await users.countDocuments({ email: 'u42@x.sg', n: 43 })).toBe(0);
  });

  it('matches numbers of different BSON types through an index', async () => {
    await users.createIndex({ score: 1 });
    await users.insertOne({ email: 'n', score: 2 });
    expect(await users.countDocuments({ score: 2.0 })).toBe(1);
  });
});
