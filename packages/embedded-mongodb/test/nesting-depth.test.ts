import { MongoServerError, type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, usesExternalServer, type EngineTarget } from './engine-target.js';

let target: EngineTarget;
let nested: Collection;

beforeAll(async () => {
  target = await openTarget('nesting');
  nested = target.db.collection('nested');
});

afterAll(() => target.close());

beforeEach(() => nested.deleteMany({}));

/** A document `levels` deep, counting itself: `{ s: { s: ... { s: 1 } } }`. */
function nestedObject(levels: number): Document {
  let value: Document = { s: 1 };
  for (let level = 1; level < levels; level += 1) value = { s: value };
  return value;
}

/** Arrays count as levels too: `{ a: [[...[1]...]] }` with `levels - 1` arrays. */
function nestedArrays(levels: number): Document {
  let value: unknown = 1;
  for (let level = 1; level < levels; level += 1) value = [value];
  return { a: value };
}

async function writeError(run: () => Promise<unknown>): Promise<MongoServerError> {
  const error = await run().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}

describe.skipIf(usesExternalServer)('documents nested deeper than 100 levels', () => {
  it('are stored up to 100 levels', async () => {
    await nested.insertOne({ _id: 1, ...nestedObject(100) } as Document);
    await nested.insertOne({ _id: 2, ...nestedArrays(100) } as Document);
    expect(await nested.countDocuments()).toBe(2);
  });

  it.each([
    ['objects', nestedObject(101)],
    ['arrays', nestedArrays(101)],
    ['objects 5,000 deep', nestedObject(5_000)],
  ])('are refused on insert (%s) with code 15 and nothing stored', async (_name, document) => {
    const error = await writeError(() => nested.insertOne(document));
    expect(error.code).toBe(15);
    expect(error.message).toBe('cannot insert document because it exceeds 100 levels of nesting');
    expect(await nested.countDocuments()).toBe(0);
  });

  it('are refused when an update would nest a stored document too deep', async () => {
    await nested.insertOne({ _id: 1, top: 'kept' } as Document);
    const error = await writeError(() =>
      nested.updateOne({ _id: 1 } as Document, { $set: { deep: nestedObject(100) } }),
    );
    expect(error.code).toBe(15);
    expect(error.message).toBe('Document exceeds maximum nesting depth of 100');
    expect(await nested.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, top: 'kept' });

    const replaced = await writeError(() =>
      nested.replaceOne({ _id: 1 } as Document, nestedObject(101)),
    );
    expect(replaced.code).toBe(15);
    const upserted = await writeError(() =>
      nested.updateOne(
        { _id: 2 } as Document,
        { $set: { deep: nestedObject(100) } },
        { upsert: true },
      ),
    );
    expect(upserted.code).toBe(15);
    expect(await nested.countDocuments()).toBe(1);
  });
});
