import { BSONRegExp, MongoServerError, type Collection, type Filter } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, usesExternalServer, type EngineTarget } from './engine-target.js';

let target: EngineTarget;
interface Word {
  _id: number;
  text: string;
  tags: string[];
}

let words: Collection<Word>;

beforeAll(async () => {
  target = await openTarget('regex');
  words = target.db.collection<Word>('words');
});

afterAll(() => target.close());

beforeEach(async () => {
  await words.deleteMany({});
  await words.insertMany([
    { _id: 1, text: 'aaa', tags: ['aaa', 'b'] },
    { _id: 2, text: 'Apple\nbanana', tags: ['Apple'] },
    { _id: 3, text: `${'a'.repeat(30)}!`, tags: [`${'a'.repeat(30)}!`] },
  ]);
});

async function ids(filter: Filter<Word>): Promise<number[]> {
  return (await words.find(filter).sort({ _id: 1 }).toArray()).map((document) => document._id);
}

const catastrophic = '^(a+)+$';

describe('regular expressions in queries', () => {
  it('match with the i, m and s options', async () => {
    expect(await ids({ text: { $regex: '^apple', $options: 'i' } })).toEqual([2]);
    expect(await ids({ text: /^apple/i })).toEqual([2]);
    expect(await ids({ text: { $regex: '^banana', $options: 'm' } })).toEqual([2]);
    expect(await ids({ text: { $regex: '^banana' } })).toEqual([]);
    expect(await ids({ text: { $regex: 'Apple.banana', $options: 's' } })).toEqual([2]);
    expect(await ids({ text: { $regex: 'Apple.banana' } })).toEqual([]);
  });

  it('test every document afresh with a regex value sent with the s option', async () => {
    expect(await ids({ text: new BSONRegExp('^a', 's') })).toEqual([1, 3]);
  });
});

describe.skipIf(usesExternalServer)('a pattern with catastrophic backtracking', () => {
  it.each<[string, Filter<Word>, number[]]>([
    ['$regex', { text: { $regex: catastrophic } }, [1]],
    ['$regex with $options', { text: { $regex: catastrophic, $options: 'i' } }, [1]],
    ['a regex value', { text: new RegExp(catastrophic) }, [1]],
    ['$in', { text: { $in: [new RegExp(catastrophic)] } }, [1]],
    ['$nin', { text: { $nin: [new RegExp(catastrophic)] } }, [2, 3]],
    ['$not', { text: { $not: new RegExp(catastrophic) } }, [2, 3]],
    ['$all', { tags: { $all: [new RegExp(catastrophic)] } }, [1]],
    ['$elemMatch', { tags: { $elemMatch: { $regex: catastrophic } } }, [1]],
  ])('answers %s at once (linear-time matching)', async (_name, filter, expected) => {
    expect(await ids(filter)).toEqual(expected);
  });

  it('answers $regexMatch, $regexFind and $regexFindAll in a pipeline at once', async () => {
    const results = await words
      .aggregate([
        { $sort: { _id: 1 } },
        {
          $project: {
            matches: { $regexMatch: { input: '$text', regex: catastrophic } },
            found: { $regexFind: { input: '$text', regex: '(a+)(a)$' } },
            all: { $regexFindAll: { input: '$text', regex: 'a', options: 'i' } },
          },
        },
      ])
      .toArray();
    expect(results.map((result) => result.matches)).toEqual([true, false, false]);
    expect(results[0]?.found).toEqual({ match: 'aaa', idx: 0, captures: ['aa', 'a'] });
    expect(results[2]?.found).toBeNull();
    expect(results[1]?.all).toEqual([
      { match: 'A', idx: 0, captures: [] },
      { match: 'a', idx: 7, captures: [] },
      { match: 'a', idx: 9, captures: [] },
      { match: 'a', idx: 11, captures: [] },
    ]);
  });
});

describe.skipIf(usesExternalServer)('patterns a linear-time engine cannot run', () => {
  it.each([
    ['a repeat count beyond 1000', '(a{1000}){1000}'],
    ['a backreference', '(a)\\1'],
    ['a lookahead', 'a(?=a)'],
    ['a negative lookbehind', '(?<!b)a'],
  ])('answer a clear error for %s', async (_name, pattern) => {
    const error = await words
      .find({ text: { $regex: pattern } })
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect((error as MongoServerError).code).toBe(51091);
    expect((error as MongoServerError).message).toMatch(
      /^Regular expression is invalid: .+; the embedded database matches in linear time and does not support backreferences or lookaround$/,
    );
  });
});
