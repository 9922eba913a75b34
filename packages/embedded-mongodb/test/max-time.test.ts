import { MongoServerError, type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

let target: EngineTarget;
let pages: Collection;

/** Enough text that scanning it with the pattern below takes far longer than the limit. */
const PAGES = 100;
const PAGE_TEXT = 'ab'.repeat(10_000);
const slowFilter = {
  $expr: { $eq: [{ $size: { $regexFindAll: { input: '$text', regex: 'a' } } }, 0] },
};
const LIMIT_MS = 20;

beforeAll(async () => {
  target = await openTarget('max-time');
  pages = target.db.collection('pages');
  await pages.insertMany(
    Array.from({ length: PAGES }, (_, index) => ({ n: index, text: PAGE_TEXT })),
  );
});

afterAll(() => target.close());

async function failure(run: () => Promise<unknown>): Promise<MongoServerError> {
  const error = await run().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}

function expectExpired(error: MongoServerError): void {
  expect(error.code).toBe(50);
  expect(error.codeName).toBe('MaxTimeMSExpired');
  expect(error.message).toBe('operation exceeded time limit');
}

describe('maxTimeMS', () => {
  it.each<[string, (maxTimeMS: number) => Promise<unknown>]>([
    ['find', (maxTimeMS) => pages.find(slowFilter, { maxTimeMS }).toArray()],
    [
      'aggregate',
      (maxTimeMS) => pages.aggregate([{ $match: slowFilter }], { maxTimeMS }).toArray(),
    ],
    [
      'aggregate scanning after another stage',
      (maxTimeMS) =>
        pages
          .aggregate(
            [
              { $addFields: { copy: '$text' } },
              {
                $match: {
                  $expr: { $eq: [{ $size: { $regexFindAll: { input: '$copy', regex: 'a' } } }, 0] },
                },
              },
            ],
            {
              maxTimeMS,
            },
          )
          .toArray(),
    ],
    ['count', (maxTimeMS) => target.db.command({ count: 'pages', query: slowFilter, maxTimeMS })],
    ['distinct', (maxTimeMS) => pages.distinct('n', slowFilter, { maxTimeMS })],
    [
      'findAndModify',
      (maxTimeMS) => pages.findOneAndUpdate(slowFilter, { $set: { seen: true } }, { maxTimeMS }),
    ],
  ])('stops %s with error 50 once the limit has passed', async (_name, run) => {
    expectExpired(await failure(() => run(LIMIT_MS)));
    expect(await pages.countDocuments({ seen: true })).toBe(0);
  });

  it('lets a query that finishes within its limit answer', async () => {
    const found = await pages.find({ n: { $lt: 3 } }, { maxTimeMS: 60_000 }).toArray();
    expect(found.map((page: Document) => page.n)).toEqual([0, 1, 2]);
  });

  it('refuses a negative limit', async () => {
    const error = await failure(() => pages.find({}, { maxTimeMS: -1 }).toArray());
    expect(error.code).toBe(2);
    expect(error.message).toBe('-1 value for maxTimeMS is out of range [0, 2147483647]');
  });
});
