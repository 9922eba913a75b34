import mongoose, { Schema, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

interface Listing {
  title: string;
  slug: string;
  priority: number;
  tags: string[];
  rewardOffer: Array<{ description: string; tag?: string }>;
  owner?: mongoose.Types.ObjectId;
  createdAt?: Date;
  updatedAt?: Date;
}

let target: EngineTarget;
let connection: Connection;

const listingSchema = new Schema<Listing>(
  {
    title: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    priority: { type: Number, default: 0 },
    tags: [String],
    rewardOffer: [{ description: String, tag: String }],
    owner: { type: Schema.Types.ObjectId, ref: 'Owner' },
  },
  { timestamps: true },
);
const ownerSchema = new Schema({ name: String });

beforeAll(async () => {
  target = await openTarget('mongoose');
  connection = await mongoose.createConnection(target.uri, { dbName: target.dbName }).asPromise();
  await connection.model('Listing', listingSchema).init();
});

afterAll(async () => {
  await connection.close();
  await target.close();
});

const Listings = () => connection.model<Listing>('Listing');

describe('Mongoose on the engine', () => {
  it('creates, reads, updates and deletes documents with timestamps', async () => {
    const created = await Listings().create({
      title: 'Miles card',
      slug: 'miles-card',
      tags: ['miles'],
    });
    expect(created.createdAt).toBeInstanceOf(Date);
    const found = await Listings().findById(created._id).lean();
    expect(found).toMatchObject({ title: 'Miles card', priority: 0, tags: ['miles'] });

    const updated = await Listings().findOneAndUpdate(
      { slug: 'miles-card' },
      { $set: { priority: 5 }, $push: { rewardOffer: { description: '4 mpd' } } },
      { returnDocument: 'after' },
    );
    expect(updated?.priority).toBe(5);
    expect(updated?.rewardOffer[0]?.description).toBe('4 mpd');
    expect(updated?.updatedAt?.getTime()).toBeGreaterThanOrEqual(
      created.updatedAt?.getTime() ?? Number.NaN,
    );

    expect((await Listings().deleteOne({ _id: created._id })).deletedCount).toBe(1);
    expect(await Listings().findById(created._id)).toBeNull();
  });

  it('reports a duplicate unique field the way MongoDB does', async () => {
    await Listings().create({ title: 'A', slug: 'dup' });
    const error = await Listings()
      .create({ title: 'B', slug: 'dup' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 11000,
      keyPattern: { slug: 1 },
      keyValue: { slug: 'dup' },
    });
    expect((error as Error).message).toContain('E11000 duplicate key error');
  });

  it('builds the schema indexes with init()', async () => {
    const indexes = await Listings().listIndexes();
    expect(indexes.map((index) => index.name)).toEqual(expect.arrayContaining(['_id_', 'slug_1']));
    expect(indexes.find((index) => index.name === 'slug_1')).toMatchObject({ unique: true });
  });

  it('sorts, paginates, counts and lists distinct values', async () => {
    await Listings().insertMany(
      [3, 1, 2].map((priority) => ({
        title: `P${priority}`,
        slug: `p${priority}`,
        priority,
        tags: ['t'],
      })),
    );
    const ordered = await Listings()
      .find({ slug: /^p\d$/ })
      .sort({ priority: -1 })
      .skip(1)
      .limit(1)
      .lean();
    expect(ordered.map((listing) => listing.slug)).toEqual(['p2']);
    expect(await Listings().countDocuments({ tags: 't' })).toBe(3);
    expect(await Listings().distinct('priority', { slug: /^p/ })).toEqual([1, 2, 3]);
  });

  it('populates references and upserts', async () => {
    const Owner = connection.model('Owner', ownerSchema);
    const owner = await Owner.create({ name: 'DBS' });
    await Listings().updateOne(
      { slug: 'with-owner' },
      { $set: { title: 'Owned', owner: owner._id } },
      { upsert: true },
    );
    const listing = await Listings()
      .findOne({ slug: 'with-owner' })
      .populate<{ owner: { name: string } }>('owner');
    expect(listing?.owner.name).toBe('DBS');
  });
});
