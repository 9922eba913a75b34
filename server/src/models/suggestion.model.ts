import type { SuggestionStatus } from '@sg-finance/contract';
import mongoose, { Schema, type Model } from 'mongoose';

/** A reward a visitor suggested, waiting in the administrators' inbox. */
export interface Suggestion {
  product: string;
  bank: string;
  reward: string;
  link: string;
  email?: string | undefined;
  status: SuggestionStatus;
  createdAt: Date;
  updatedAt: Date;
}

export type SuggestionModel = Model<Suggestion>;

const suggestionSchema = new Schema<Suggestion>(
  {
    product: { type: String, required: true },
    bank: { type: String, required: true },
    reward: { type: String, required: true },
    link: { type: String, required: true },
    email: { type: String },
    status: { type: String, enum: ['new', 'done'], default: 'new' },
  },
  { collection: 'suggestions', timestamps: true, versionKey: false },
);
// The inbox lists one status, newest first.
suggestionSchema.index({ status: 1, createdAt: -1, _id: -1 });

export const SuggestionModel: SuggestionModel = mongoose.model<Suggestion>(
  'Suggestion',
  suggestionSchema,
);
