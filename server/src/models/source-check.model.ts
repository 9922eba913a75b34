import mongoose, { Schema, type Model, type Types } from 'mongoose';
import type { ListingKindKey, SourceDiffPart } from '@sg-finance/contract';

/**
 * The last fetch of one listing's source page: its visible text and hash, and what an
 * administrator has still to look at (the change since the text kept before, quoted sentences
 * gone, or why the page could not be read). One record per listing, `_id` `kind/listingId`.
 */
export interface SourceCheckRecord {
  _id: string;
  kind: ListingKindKey;
  listingId: Types.ObjectId;
  url: string;
  checkedAt: Date;
  text?: string;
  textHash?: string;
  changedAt?: Date;
  diff?: SourceDiffPart[];
  missingQuotes?: string[];
  problem?: string;
}

const sourceCheckSchema = new Schema<SourceCheckRecord>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    listingId: { type: Schema.Types.ObjectId, required: true },
    url: { type: String, required: true },
    checkedAt: { type: Date, required: true },
    text: { type: String },
    textHash: { type: String },
    changedAt: { type: Date },
    diff: { type: [{ _id: false, change: String, text: String }], default: undefined },
    missingQuotes: { type: [String], default: undefined },
    problem: { type: String },
  },
  { collection: 'sourcechecks', versionKey: false },
);
sourceCheckSchema.index({ checkedAt: 1 });

export const SourceCheckModel: Model<SourceCheckRecord> = mongoose.model<SourceCheckRecord>(
  'SourceCheck',
  sourceCheckSchema,
);

export function sourceCheckId(kind: ListingKindKey, listingId: string): string {
  return `${kind}/${listingId}`;
}
