import type { SavingsBondFields } from '@sg-finance/contract';
import mongoose, { Schema, type Model } from 'mongoose';
import { trackChanges } from '../read-cache/index.js';

/** A Singapore Savings Bond issue: its step-up rates and application window. */
export type SavingsBondRecord = SavingsBondFields & { createdAt: Date; updatedAt: Date };

const savingsBondSchema = new Schema<SavingsBondRecord>(
  {
    issueMonth: { type: String, required: true, trim: true },
    issueCode: { type: String, default: '' },
    stepUpRates: { type: [Number], required: true },
    averageReturns: { type: [Number], required: true },
    applicationOpens: { type: String, required: true },
    applicationCloses: { type: String, required: true },
    sourceUrl: { type: String, default: '' },
    sourceDate: { type: String },
  },
  { collection: 'savingsbonds', timestamps: true, versionKey: false },
);
savingsBondSchema.index({ issueMonth: 1 }, { unique: true });
savingsBondSchema.plugin(trackChanges);

export const SavingsBondModel: Model<SavingsBondRecord> = mongoose.model<SavingsBondRecord>(
  'SavingsBond',
  savingsBondSchema,
);
