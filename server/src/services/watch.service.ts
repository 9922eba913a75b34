import { listingKindByKey, MAX_WATCHES, type Watch, type WatchParams } from '@sg-finance/contract';
import { Types } from 'mongoose';
import { listingModel } from '../models/listing.model.js';
import { WatchModel, type WatchRecord } from '../models/watch.model.js';
import { ApiError } from '../utils/api-error.js';
import { capitalize } from '../utils/objects.js';
import type { PersonalDataCollection } from './personal-data.js';

interface ProductName {
  _id: Types.ObjectId;
  title: string;
  slug: string;
}

export const watchMessages = {
  tooMany: `You can watch at most ${MAX_WATCHES} products: stop watching one first`,
  notWatched: 'You are not watching this product',
} as const;

async function productNamed({ kind, id }: WatchParams): Promise<ProductName> {
  const listingKind = listingKindByKey(kind);
  const product = await listingModel(listingKind)
    .findById(id)
    .select('_id title slug')
    .lean<ProductName>();
  if (!product)
    throw new ApiError(
      404,
      `${capitalize(listingKind.noun)} not found: no ${listingKind.noun} has the id ${id}`,
    );
  return product;
}

/** The user's watches with each product's title and slug now; products deleted since are left out. */
async function watchesOf(userId: string): Promise<Watch[]> {
  const records = await WatchModel.find({ userId }).sort({ createdAt: -1 }).lean<WatchRecord[]>();
  const answers = await Promise.all(
    records.map(async (record) => {
      const product = await listingModel(listingKindByKey(record.kind))
        .findById(record.productId)
        .select('_id title slug')
        .lean<ProductName>();
      return product
        ? {
            kind: record.kind,
            id: String(record.productId),
            title: product.title,
            slug: product.slug,
            since: record.createdAt.toISOString(),
          }
        : null;
    }),
  );
  return answers.filter((watch) => watch !== null);
}

/** Each user's own watches, found by the user id of their token and nothing else. */
export const watchService = {
  list: watchesOf,

  /** Watches the product (watching it again changes nothing); answers the watch list. */
  async add(userId: string, params: WatchParams): Promise<Watch[]> {
    const product = await productNamed(params);
    const key = { userId: new Types.ObjectId(userId), kind: params.kind, productId: product._id };
    if (!(await WatchModel.exists(key))) {
      if ((await WatchModel.countDocuments({ userId })) >= MAX_WATCHES) {
        throw new ApiError(400, watchMessages.tooMany);
      }
      await WatchModel.updateOne(
        key,
        { $setOnInsert: { createdAt: new Date() } },
        { upsert: true },
      );
    }
    return watchesOf(userId);
  },

  /** Stops watching; a product the user does not watch is a 404. */
  async remove(userId: string, { kind, id }: WatchParams): Promise<Watch[]> {
    const removed = await WatchModel.deleteOne({ userId, kind, productId: id });
    if (removed.deletedCount === 0) throw new ApiError(404, watchMessages.notWatched);
    return watchesOf(userId);
  },
};

/** The watches in the user's data download, and gone with their account. */
export const watchData: PersonalDataCollection = {
  name: 'watches',
  collect: (userId: string) => watchesOf(userId),
  async erase(userId: string): Promise<void> {
    await WatchModel.deleteMany({ userId });
  },
};
