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

describe('prefix ranges of anchored regular expressions', () => {
  function wordsCollection() {
    const posts = new Catalog().create('db', 'posts', {});
    posts.indexes.set('words_1', new CollectionIndex({ v: 2, key: { words: 1 }, name: 'words_1' }));
    posts.put({ _id: 1, words: ['cash', 'cashback', 'card'] });
    posts.put({ _id: 2, words: ['cashflow'] });
    posts.put({ _id: 3, words: ['miles', 'card'] });
    posts.put({ _id: 4, words: ['casino'] });
    posts.put({ _id: 5, words: 'cash' });
    return posts;
  }
  const ids = (documents: Iterable<{ _id?: unknown }>) => [...documents].map((d) => d._id);

  it('reads only the documents holding a key that starts with the prefix, each once', () => {
    const posts = wordsCollection();
    expect(ids(candidateDocuments(posts, { words: /^cash/ })).sort()).toEqual([1, 2, 5]);
    expect(ids(candidateDocuments(posts, { words: { $regex: '^cas' } })).sort()).toEqual([
      1, 2, 4, 5,
    ]);
    expect(ids(candidateDocuments(posts, { words: { $regex: /^mil/, $options: 's' } }))).toEqual([
      3,
    ]);
    expect(ids(candidateDocuments(posts, { words: /^zz/ }))).toEqual([]);
  });

  it('reads the narrowest of several prefixes and equalities', () => {
    const posts = wordsCollection();
    expect(ids(candidateDocuments(posts, { $and: [{ words: /^ca/ }, { words: /^mi/ }] }))).toEqual([
      3,
    ]);
    expect(
      ids(candidateDocuments(posts, { $and: [{ words: /^ca/ }, { words: 'casino' }] })),
    ).toEqual([4]);
    expect(count(candidateDocuments(posts, { $and: [{ words: /^ca/ }, { words: /^q/ }] }))).toBe(0);
  });

  it('keeps the range in step with documents stored and removed after its first read', () => {
    const posts = wordsCollection();
    expect(count(candidateDocuments(posts, { words: /^cash/ }))).toBe(3);
    posts.put({ _id: 6, words: ['cashier', 'aardvark', 'zebra'] });
    posts.put({ _id: 2, words: ['flow'] });
    posts.remove('d5');
    posts.put({ _id: 5, words: ['cashew'] });
    posts.remove('d1');

    expect(ids(candidateDocuments(posts, { words: /^cash/ })).sort()).toEqual([5, 6]);
    expect(ids(candidateDocuments(posts, { words: /^a/ }))).toEqual([6]);
    expect(ids(candidateDocuments(posts, { words: /^zeb/ }))).toEqual([6]);
    expect(ids(candidateDocuments(posts, { words: /^fl/ }))).toEqual([2]);
  });

  it('scans when the pattern does not pin the start of the string', () => {
    const posts = wordsCollection();
    for (const words of [
      /cash/,
      /^cash/i,
      /^cash/m,
      /^cash|miles/,
      /^.ash/,
      { $regex: '^c?ash' },
    ]) {
      expect(count(candidateDocuments(posts, { words }))).toBe(5);
    }
  });
});
