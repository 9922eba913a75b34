import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

let target: EngineTarget;
let posts: Collection<Document>;

beforeAll(async () => {
  target = await openTarget('prefix-ranges');
  posts = target.db.collection('posts');
  await posts.createIndex({ words: 1 });
  await posts.insertMany([
    { _id: 1 as never, words: ['cash', 'cashback', 'card'] },
    { _id: 2 as never, words: ['cashflow', 'miles'] },
    { _id: 3 as never, words: ['miles', 'card'] },
    { _id: 4 as never, words: ['casino', '1.5'] },
    { _id: 5 as never, words: 'Cashier' },
    { _id: 6 as never, words: 15 },
    { _id: 7 as never, words: [['125'], 'casual'] },
  ]);
});

afterAll(() => target.close());

const ids = async (filter: Document) =>
  (await posts.find(filter).toArray()).map((post) => post._id as unknown as number).sort();

/** The IXSCAN stage of a plan tree. */
function indexScanOf(plan: Document | undefined): Document | undefined {
  if (!plan || plan.stage === 'IXSCAN') return plan;
  return indexScanOf(plan.inputStage as Document | undefined);
}

describe('anchored regular expressions on an indexed field', () => {
  it('find the strings starting with the prefix, each document once', async () => {
    expect(await ids({ words: /^cash/ })).toEqual([1, 2]);
    expect(await ids({ words: { $regex: '^ca' } })).toEqual([1, 2, 3, 4, 7]);
    expect(await ids({ words: /^1\.5/ })).toEqual([4]);
    expect(await ids({ words: /^1/ })).toEqual([4]);
    expect(await ids({ words: /^cas/ })).toEqual([1, 2, 4, 7]);
    expect(await ids({ $and: [{ words: /^ca/ }, { words: /^mil/ }] })).toEqual([2, 3]);
    expect(await ids({ $and: [{ words: /^cash/ }, { words: /^zq/ }] })).toEqual([]);
    expect(await posts.countDocuments({ $and: [{ words: /^car/ }, { words: /^cas/ }] })).toBe(1);
  });

  it('answer the same as without the index range for unanchored and case-insensitive patterns', async () => {
    expect(await ids({ words: /ash/ })).toEqual([1, 2, 5]);
    expect(await ids({ words: /^cash/i })).toEqual([1, 2, 5]);
    expect(await ids({ words: /^cash|^mil/ })).toEqual([1, 2, 3]);
  });

  it('scan the index range of the prefix, as explain shows', async () => {
    const explained = await posts.find({ words: /^cash/ }).explain('executionStats');
    const scan = indexScanOf(explained.queryPlanner.winningPlan);
    expect(scan?.indexName).toBe('words_1');
    expect(scan?.indexBounds.words).toContain('["cash", "casi")');
    expect(explained.executionStats.nReturned).toBe(2);
    expect(explained.executionStats.totalDocsExamined).toBe(2);
  });
});
