import { securityWatchKeys, type SecurityWatchKey } from '@sg-finance/contract';
import mongoose, { Schema, type Model, type Types } from 'mongoose';

/** A user watching the next T-bill auction or Savings Bond application window. */
export interface SecurityWatchRecord {
  userId: Types.ObjectId;
  security: SecurityWatchKey;
  createdAt: Date;
}

const securityWatchSchema = new Schema<SecurityWatchRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    security: { type: String, required: true, enum: securityWatchKeys },
    createdAt: { type: Date, required: true },
  },
  { collection: 'securitywatches', versionKey: false },
);
// One watch per user and security; "who watches T-bills" for the alerts.
securityWatchSchema.index({ userId: 1, security: 1 }, { unique: true });
securityWatchSchema.index({ security: 1 });

export const SecurityWatchModel: Model<SecurityWatchRecord> = mongoose.model<SecurityWatchRecord>(
  'SecurityWatch',
  securityWatchSchema,
);
