import { ObjectId, type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

/** Test documents use readable ids rather than ObjectIds. */
type Row = Document & { _id: number | string };

let target: EngineTarget;
let posts: Collection<Row>;

beforeAll(async () => {
  target = await openTarget('aggregate');
  posts = target.db.collection<Row>('posts');
  await posts.insertMany([
    { _id: 1, title: 'Miles 101', author: 'ann', tags: ['miles', 'cards'], views: 120 },
    { _id: 2, title: 'Cashback tips', author: 'bob', tags: ['cards'], views: 80 },
    { _id: 3, title: 'Saving rates', author: 'ann', tags: ['savings'], views: 40 },
    { _id: 4, title: 'Draft', author: 'cid', tags: [], views: 0 },
  ]);
  await target.db.collection<Row>('authors').insertMany([
    { _id: 'ann', name: 'Ann Tan' },
    { _id: 'bob', name: 'Bob Lim' },
  ]);
});

afterAll(() => target.close());

describe('aggregate', () => {
  it('matches, groups, sorts and projects', async () => {
    const results = await posts
      .aggregate([
        { $match: { views: { $gt: 0 } } },
        { $group: { _id: '$author', total: { $sum: '$views' }, posts: { $sum: 1 } } },
        { $sort: { total: -1 } },
        { $project: { _id: 0, author: '$_id', total: 1, posts: 1 } },
      ])
      .toArray();
    expect(results).toEqual([
      { author: 'ann', total: 160, posts: 2 },
      { author: 'bob', total: 80, posts: 1 },
    ]);
  });

  it('unwinds arrays, counts, skips, limits and adds fields', async () => {
    const tags = await posts
      .aggregate([
        { $unwind: '$tags' },
        { $group: { _id: '$tags', n: { $sum: 1 } } },
        { $sort: { n: -1, _id: 1 } },
      ])
      .toArray();
    expect(tags).toEqual([
      { _id: 'cards', n: 2 },
      { _id: 'miles', n: 1 },
      { _id: 'savings', n: 1 },
    ]);
    const counted = await posts
      .aggregate([{ $match: { author: 'ann' } }, { $count: 'n' }])
      .toArray();
    expect(counted).toEqual([{ n: 2 }]);
    const paged = await posts
      .aggregate([
        { $sort: { _id: 1 } },
        { $skip: 1 },
        { $limit: 2 },
        { $addFields: { popular: { $gte: ['$views', 50] } } },
      ])
      .toArray();
    expect(paged.map((post) => [post._id, post.popular])).toEqual([
      [2, true],
      [3, false],
    ]);
  });

  it('joins another collection of the same database with $lookup', async () => {
    const results = await posts
      .aggregate([
        { $match: { _id: { $in: [1, 4] } } },
        { $lookup: { from: 'authors', localField: 'author', foreignField: '_id', as: 'writer' } },
        { $project: { writer: 1 } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(results).toEqual([
      { _id: 1, writer: [{ _id: 'ann', name: 'Ann Tan' }] },
      { _id: 4, writer: [] },
    ]);
  });

  it('joins on ObjectId references', async () => {
    const owner = new ObjectId();
    await target.db.collection('owners').insertOne({ _id: owner, name: 'DBS' });
    await target.db.collection('cards').insertMany([{ owner }, { owner: new ObjectId() }]);
    const joined = await target.db
      .collection('cards')
      .aggregate([
        { $lookup: { from: 'owners', localField: 'owner', foreignField: '_id', as: 'bank' } },
        { $project: { _id: 0, banks: '$bank.name' } },
      ])
      .toArray();
    expect(joined).toEqual([{ banks: ['DBS'] }, { banks: [] }]);
  });

  it('runs sub-pipelines with $facet', async () => {
    const [result] = await posts
      .aggregate([
        {
          $facet: {
            total: [{ $count: 'n' }],
            top: [{ $sort: { views: -1 } }, { $limit: 1 }, { $project: { title: 1, _id: 0 } }],
          },
        },
      ])
      .toArray();
    expect(result).toEqual({ total: [{ n: 4 }], top: [{ title: 'Miles 101' }] });
  });

  it('answers an error for an unknown stage', async () => {
    await expect(posts.aggregate([{ $nope: {} }]).toArray()).rejects.toMatchObject({ ok: 0 });
  });
});

describe('count and distinct', () => {
  it('counts with a query, skip and limit', async () => {
    expect(await posts.countDocuments({ author: 'ann' })).toBe(2);
    expect(await posts.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
    expect(await posts.estimatedDocumentCount()).toBe(4);
    const reply = await target.db.command({
      count: 'posts',
      query: { views: { $gte: 40 } },
      skip: 1,
    });
    expect(reply.n).toBe(2);
    expect((await target.db.command({ count: 'nothing' })).n).toBe(0);
  });

  it('lists distinct values, unwinding arrays and honouring the query', async () => {
    expect((await posts.distinct('author')).sort()).toEqual(['ann', 'bob', 'cid']);
    expect((await posts.distinct('tags')).sort()).toEqual(['cards', 'miles', 'savings']);
    expect(await posts.distinct('author', { views: { $lt: 50 } })).toEqual(['ann', 'cid']);
  });
});
