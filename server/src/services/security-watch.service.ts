import type { SecurityWatch, SecurityWatchKey } from '@sg-finance/contract';
import { Types } from 'mongoose';
import { ApiError } from '../lib/api-error.js';
import { isDuplicateKeyError } from '../lib/duplicate-key.js';
import { SecurityWatchModel, type SecurityWatchRecord } from '../models/security-watch.model.js';
import type { PersonalDataCollection } from './personal-data-collection.js';

export const securityWatchMessages = {
  notWatched: 'You are not watching this',
} as const;

async function watchesOf(userId: string): Promise<SecurityWatch[]> {
  const records = await SecurityWatchModel.find({ userId })
    .sort({ createdAt: -1 })
    .lean<SecurityWatchRecord[]>();
  return records.map((record) => ({
    security: record.security,
    since: record.createdAt.toISOString(),
  }));
}

/** Each user's own watches of the next T-bill auction and Savings Bond window. */
export const securityWatchService = {
  list: watchesOf,

  /** Watches it (watching it again changes nothing); answers whether the watch is new. */
  async add(userId: string, security: SecurityWatchKey): Promise<boolean> {
    try {
      const result = await SecurityWatchModel.updateOne(
        { userId: new Types.ObjectId(userId), security },
        { $setOnInsert: { createdAt: new Date() } },
        { upsert: true },
      );
      return result.upsertedCount > 0;
    } catch (error) {
      // The same watch stored by a request at the same time: it is watched.
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  },

  /** Stops watching; a watch the user does not have is a 404. */
  async remove(userId: string, security: SecurityWatchKey): Promise<SecurityWatch[]> {
    const removed = await SecurityWatchModel.deleteOne({ userId, security });
    if (removed.deletedCount === 0) throw new ApiError(404, securityWatchMessages.notWatched);
    return watchesOf(userId);
  },
};

/** The security watches in the user's data download, and gone with their account. */
export const securityWatchData: PersonalDataCollection = {
  name: 'securityWatches',
  collect: (userId: string) => watchesOf(userId),
  async erase(userId: string): Promise<void> {
    await SecurityWatchModel.deleteMany({ userId });
  },
};
