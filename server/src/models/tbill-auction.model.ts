import type { TbillAuctionFields } from '@sg-finance/contract';
import mongoose, { Schema, type Model } from 'mongoose';
import { trackChanges } from '../read-cache/index.js';

/** A Treasury bill auction MAS announced, with its cut-off yield once held. */
export type TbillAuctionRecord = TbillAuctionFields & { createdAt: Date; updatedAt: Date };

const tbillAuctionSchema = new Schema<TbillAuctionRecord>(
  {
    issueCode: { type: String, required: true, trim: true },
    tenorMonths: { type: Number, required: true, enum: [6, 12] },
    auctionDate: { type: String, required: true },
    issueDate: { type: String },
    cutOffYield: { type: Number },
    sourceUrl: { type: String, default: '' },
    sourceDate: { type: String },
  },
  { collection: 'tbillauctions', timestamps: true, versionKey: false },
);
tbillAuctionSchema.index({ issueCode: 1 }, { unique: true });
tbillAuctionSchema.index({ auctionDate: -1 });
tbillAuctionSchema.plugin(trackChanges);

export const TbillAuctionModel: Model<TbillAuctionRecord> = mongoose.model<TbillAuctionRecord>(
  'TbillAuction',
  tbillAuctionSchema,
);
