import { DBRef, ObjectId, type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

/**
 * Inside `$elemMatch`, the DBRef fields `$ref`, `$id` and `$db` are field names, not operators,
 * so `{ refs: { $elemMatch: { $id: x } } }` matches an array holding a DBRef to x.
 */
type Row = Document & { _id: number };

let target: EngineTarget;
let posts: Collection<Row>;
const ann = new ObjectId();
const bob = new ObjectId();
const miles = new ObjectId();

beforeAll(async () => {
  target = await openTarget('dbref-queries');
  posts = target.db.collection<Row>('posts');
  await posts.insertMany([
    { _id: 1, refs: [new DBRef('authors', ann), new DBRef('tags', miles)] },
    { _id: 2, refs: [new DBRef('authors', bob)] },
    { _id: 3, refs: [{ $ref: 'authors', $id: bob, $db: 'archive' }] },
  ]);
});

afterAll(() => target.close());

async function ids(filter: Document): Promise<number[]> {
  const found = await posts.find(filter).sort({ _id: 1 }).toArray();
  return found.map((document) => document._id);
}

describe('$elemMatch on DBRef fields', () => {
  it('matches array elements by $id, $ref and $db', async () => {
    expect(await ids({ refs: { $elemMatch: { $id: ann } } })).toEqual([1]);
    expect(await ids({ refs: { $elemMatch: { $id: bob } } })).toEqual([2, 3]);
    expect(await ids({ refs: { $elemMatch: { $ref: 'tags' } } })).toEqual([1]);
    expect(await ids({ refs: { $elemMatch: { $ref: 'authors', $id: bob } } })).toEqual([2, 3]);
    expect(await ids({ refs: { $elemMatch: { $id: bob, $db: 'archive' } } })).toEqual([3]);
    expect(await ids({ refs: { $elemMatch: { $id: { $in: [ann, miles] } } } })).toEqual([1]);
  });
});
