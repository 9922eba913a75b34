import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { RateCountModel } from '../models/rate-count.model.js';

/**
 * An express-rate-limit store that counts in the database (fixed windows, one record per client
 * and window), so several instances of the server share one count per client.
 */
export class DatabaseRateStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private window(key: string, now = Date.now()) {
    const start = now - (now % this.windowMs);
    return { _id: `${this.prefix}:${key}:${start}`, resetAt: new Date(start + this.windowMs) };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { _id, resetAt } = this.window(key);
    const record = await RateCountModel.findOneAndUpdate(
      { _id },
      { $inc: { hits: 1 }, $setOnInsert: { resetAt } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    return { totalHits: record?.hits ?? 1, resetTime: resetAt };
  }

  async decrement(key: string): Promise<void> {
    await RateCountModel.updateOne({ _id: this.window(key)._id }, { $inc: { hits: -1 } });
  }

  async resetKey(key: string): Promise<void> {
    await RateCountModel.deleteOne({ _id: this.window(key)._id });
  }
}
