import mongoose, { Schema, type Model } from 'mongoose';

/**
 * The calls of one client to one limited route in one window, counted in the database so every
 * instance of the server counts the same calls. `_id` is `<limit>:<client>:<window start>`.
 */
export interface RateCountRecord {
  _id: string;
  hits: number;
  /** The end of the window: the record is deleted once it has passed. */
  resetAt: Date;
}

const rateCountSchema = new Schema<RateCountRecord>(
  {
    _id: { type: String, required: true },
    hits: { type: Number, required: true },
    resetAt: { type: Date, required: true },
  },
  { collection: 'ratecounts', versionKey: false },
);
rateCountSchema.index({ resetAt: 1 }, { expireAfterSeconds: 0 });

export const RateCountModel: Model<RateCountRecord> = mongoose.model<RateCountRecord>(
  'RateCount',
  rateCountSchema,
);
