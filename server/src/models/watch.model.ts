import { listingKinds, MAX_WATCHES, type ListingKindKey } from '@sg-finance/contract';
import mongoose, { Schema, type Model, type Types } from 'mongoose';

/** A product one user watches: its changes and ending offers become that user's alerts. */
export interface WatchRecord {
  userId: Types.ObjectId;
  kind: ListingKindKey;
  productId: Types.ObjectId;
  /**
   * Which of the user's `MAX_WATCHES` places the watch takes, unique per user: concurrent
   * watches cannot go past the limit. Watches stored before places existed get one at start-up.
   */
  slot?: number;
  createdAt: Date;
}

const watchSchema = new Schema<WatchRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, required: true, enum: listingKinds.map((kind) => kind.key) },
    productId: { type: Schema.Types.ObjectId, required: true },
    slot: { type: Number, min: 0, max: MAX_WATCHES - 1 },
    createdAt: { type: Date, required: true },
  },
  { collection: 'watches', versionKey: false },
);
// One watch per user and product; "who watches this product" for the alerts.
watchSchema.index({ userId: 1, kind: 1, productId: 1 }, { unique: true });
watchSchema.index({ kind: 1, productId: 1 });
watchSchema.index(
  { userId: 1, slot: 1 },
  { unique: true, partialFilterExpression: { slot: { $exists: true } } },
);

export const WatchModel: Model<WatchRecord> = mongoose.model<WatchRecord>('Watch', watchSchema);
