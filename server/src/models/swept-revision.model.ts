import mongoose, { Schema, type Model, type Types } from 'mongoose';

/**
 * A revision the alert sweep has turned into alerts, so a later sweep that reads it again (the
 * look-back behind the mark) skips it. Kept while the look-back can still reach it.
 */
export interface SweptRevisionRecord {
  /** The revision's id. */
  _id: Types.ObjectId;
  /** The revision's time, which tells when the record can go. */
  at: Date;
}

const sweptRevisionSchema = new Schema<SweptRevisionRecord>(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'sweptrevisions', versionKey: false },
);
sweptRevisionSchema.index({ at: 1 });

export const SweptRevisionModel: Model<SweptRevisionRecord> = mongoose.model<SweptRevisionRecord>(
  'SweptRevision',
  sweptRevisionSchema,
);
