import { describe, expect, it } from 'vitest';
import { CollectionIndex } from '../src/storage/collection-index.js';
import { Catalog } from '../src/storage/catalog.js';
import { candidateDocuments } from '../src/query/planner.js';

function catalogue(size: number) {
  const collection = new Catalog().create('db', 'users', {});
  collection.indexes.set(
    'email_1',
    new CollectionIndex({ v: 2, key: { email: 1 }, name: 'email_1', unique: true }),
  );
  collection.indexes.set('bank_1', new CollectionIndex({ v: 2, key: { bank: 1 }, name: 'bank_1' }));
  collection.indexes.set(
    'phone_1',
    new CollectionIndex({ v: 2, key: { phone: 1 }, name: 'phone_1', sparse: true }),
  );
  for (let i = 0; i < size; i++) {
    collection.put({ _id: i, email: `u${i}@x.sg`, bank: `b${i % 10}`, phone: `${i}` });
  }
  return collection;
}

const count = (documents: Iterable<unknown>) => [...documents].length;

describe('the query planner', () => {
  const users = catalogue(1_000);

  it('reads one document for an equality on _id or a unique field, without scanning', () => {
    expect(count(candidateDocuments(users, { _id: 500 }))).toBe(1);
    expect(count(candidateDocuments(users, { email: 'u42@x.sg', bank: 'b2' }))).toBe(1);
    expect(count(candidateDocuments(users, { email: { $eq: 'u7@x.sg' } }))).toBe(1);
    expect(count(candidateDocuments(users, { $and: [{ email: 'u7@x.sg' }, { n: 1 }] }))).toBe(1);
  });

  it('reads only the listed keys for $in, in index order', () => {
    const found = [...candidateDocuments(users, { _id: { $in: [30, 10, 20, 9_999] } })];
    expect(found.map((document) => document._id)).toEqual([10, 20, 30]);
  });

  it('uses a non-unique index for equality', () => {
    expect(count(candidateDocuments(users, { bank: 'b3' }))).toBe(100);
  });

  it('scans when no complete index pins the filter', () => {
    expect(count(candidateDocuments(users, { email: { $gt: 'u9' } }))).toBe(1_000);
    expect(count(candidateDocuments(users, { phone: '5' }))).toBe(1_000);
    expect(count(candidateDocuments(users, { email: /u1/ }))).toBe(1_000);
  });

  it('reads the lookup finding the fewest documents when a filter pins several', () => {
    const posts = new Catalog().create('db', 'posts', {});
    posts.indexes.set('tags_1', new CollectionIndex({ v: 2, key: { tags: 1 }, name: 'tags_1' }));
    for (let i = 0; i < 1_000; i++) {
      posts.put({ _id: i, tags: i === 7 ? ['common', 'rare'] : ['common'] });
    }

    for (const filter of [
      { $and: [{ tags: 'common' }, { tags: 'rare' }] },
      { $and: [{ tags: 'rare' }, { tags: 'common' }] },
    ]) {
      expect([...candidateDocuments(posts, filter)].map((document) => document._id)).toEqual([7]);
    }
    expect(count(candidateDocuments(posts, { $and: [{ tags: 'common' }, { tags: 'none' }] }))).toBe(
      0,
    );
    expect(count(candidateDocuments(users, { bank: 'b3', email: 'u13@x.sg' }))).toBe(1);
  });
});
