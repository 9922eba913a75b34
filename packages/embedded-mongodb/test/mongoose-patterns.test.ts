import mongoose, { Schema, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

/** Everyday Express + Mongoose patterns that send `_id` in `$set` or positional timestamps. */
interface Review {
  author: string;
  stars: number;
  createdAt?: Date;
  updatedAt?: Date;
}

interface Product {
  name: string;
  rate: number;
  reviews: Review[];
}

let target: EngineTarget;
let connection: Connection;

const productSchema = new Schema<Product>({
  name: { type: String, required: true },
  rate: Number,
  reviews: [new Schema<Review>({ author: String, stars: Number }, { timestamps: true })],
});

beforeAll(async () => {
  target = await openTarget('mongoose-patterns');
  connection = await mongoose.createConnection(target.uri, { dbName: target.dbName }).asPromise();
});

afterAll(async () => {
  await connection.close();
  await target.close();
});

const Products = () => connection.model<Product>('Product', productSchema);

describe('Mongoose updates that carry _id', () => {
  it('saves findByIdAndUpdate(id, body) when the body holds the same _id', async () => {
    const created = await Products().create({ name: 'Card', rate: 1, reviews: [] });
    const body = { ...created.toObject(), name: 'Card v2', rate: 2 };
    const updated = await Products().findByIdAndUpdate(created._id, body, {
      returnDocument: 'after',
    });
    expect(updated).toMatchObject({ name: 'Card v2', rate: 2 });
    expect(await Products().findById(created._id).lean()).toMatchObject({
      name: 'Card v2',
      rate: 2,
    });
  });

  it('upserts with the _id given in the update body', async () => {
    const id = new mongoose.Types.ObjectId();
    await Products().updateOne(
      { name: 'Upserted' },
      { _id: id, name: 'Upserted', rate: 3 },
      { upsert: true },
    );
    expect(await Products().findById(id).lean()).toMatchObject({ name: 'Upserted', rate: 3 });
  });
});

describe('Mongoose subdocument timestamps', () => {
  it('updates a matched subdocument and stamps reviews.$.updatedAt', async () => {
    const product = await Products().create({
      name: 'Reviewed',
      rate: 1,
      reviews: [
        { author: 'ann', stars: 3 },
        { author: 'bob', stars: 4 },
      ],
    });
    const before = product.reviews[1]?.updatedAt as Date;
    const bobId = (product.reviews[1] as unknown as { _id: mongoose.Types.ObjectId })._id;
    await Products().updateOne(
      { _id: product._id, 'reviews._id': bobId },
      { $set: { 'reviews.$.stars': 5 } },
    );
    const stored = await Products().findById(product._id).lean();
    expect(stored?.reviews.map((review) => review.stars)).toEqual([3, 5]);
    expect(stored?.reviews[1]?.updatedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(stored?.reviews[0]?.author).toBe('ann');
  });
});
