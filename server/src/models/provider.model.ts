import type { ProviderKind } from '@sg-finance/contract';
import { providerKinds } from '@sg-finance/contract';
import mongoose, { Schema, type Model } from 'mongoose';
import { trackChanges } from '../read-cache/index.js';

/** A bank, digital bank, insurer or broker whose products are listed; listings name it. */
export interface Provider {
  name: string;
  /** The name in lower case: two providers may not differ only by case ('DBS', 'dbs'). */
  nameKey: string;
  kind: ProviderKind;
  logo: string;
  website: string;
  createdAt: Date;
  updatedAt: Date;
}

export type ProviderModel = Model<Provider>;

export const providerNameKey = (name: string) => name.trim().toLowerCase();

const providerSchema = new Schema<Provider>(
  {
    name: { type: String, required: true, trim: true },
    nameKey: { type: String, required: true, select: false },
    kind: { type: String, required: true, enum: providerKinds },
    logo: { type: String, default: '' },
    website: { type: String, default: '' },
  },
  { collection: 'providers', timestamps: true, versionKey: false },
);
providerSchema.index({ nameKey: 1 }, { unique: true });
providerSchema.plugin(trackChanges);

export const ProviderModel: ProviderModel = mongoose.model<Provider>('Provider', providerSchema);
