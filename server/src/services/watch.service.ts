import { listingKindByKey, MAX_WATCHES, type Watch, type WatchParams } from '@sg-finance/contract';
import mongoose, { Types } from 'mongoose';
import { listingModel } from '../models/listing.model.js';
import { WatchModel, type WatchRecord } from '../models/watch.model.js';
import { ApiError } from '../lib/api-error.js';
import { capitalize } from '../lib/objects.js';
import type { PersonalDataCollection } from './personal-data-collection.js';
import { isDuplicateKeyError } from '../lib/duplicate-key.js';

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

/**
 * A place none of the user's watches takes, chosen at random among the free ones so that
 * concurrent requests seldom meet; undefined when every place is taken.
 */
async function freeSlot(userId: string | Types.ObjectId): Promise<number | undefined> {
  const watches = await WatchModel.find({ userId })
    .select('slot')
    .lean<Pick<WatchRecord, 'slot'>[]>();
  const taken = new Set(watches.map((watch) => watch.slot));
  const free = [...Array(MAX_WATCHES).keys()].filter((slot) => !taken.has(slot));
  return free[Math.floor(Math.random() * free.length)];
}

/** Gives each watch stored before places existed a free place of its user's (at start-up). */
export async function placeUnplacedWatches(): Promise<number> {
  const unplaced = await WatchModel.find({ slot: mongoose.trusted({ $exists: false }) })
    .select('_id userId')
    .lean();
  let placed = 0;
  for (const watch of unplaced) {
    for (;;) {
      const slot = await freeSlot(watch.userId);
      if (slot === undefined) break;
      try {
        await WatchModel.updateOne({ _id: watch._id }, { $set: { slot } });
        placed += 1;
        break;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
  }
  return placed;
}

/** Each user's own watches, found by the user id of their token and nothing else. */
export const watchService = {
  list: watchesOf,

  /**
   * Watches the product (watching it again changes nothing); answers the watch list. The watch
   * takes a free place of the user's `MAX_WATCHES`, which a unique index keeps to one watch, so
   * concurrent requests never store more.
   */
  async add(userId: string, params: WatchParams): Promise<Watch[]> {
    const product = await productNamed(params);
    const key = { userId: new Types.ObjectId(userId), kind: params.kind, productId: product._id };
    for (;;) {
      if (await WatchModel.exists(key)) return watchesOf(userId);
      const slot =
        (await WatchModel.countDocuments({ userId })) < MAX_WATCHES
          ? await freeSlot(userId)
          : undefined;
      if (slot === undefined) throw new ApiError(400, watchMessages.tooMany);
      try {
        await WatchModel.create({ ...key, slot, createdAt: new Date() });
        return watchesOf(userId);
      } catch (error) {
        // Another request took this place, or watched this product, at the same time: look again.
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
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
