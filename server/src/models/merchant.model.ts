import {
  noMerchantEvidence,
  spendCategories,
  type MerchantEvidence,
  type SpendCategory,
} from '@sg-finance/contract';
import mongoose, { Schema, type Model } from 'mongoose';
import { trackChanges } from '../read-cache/index.js';

/** A shop, biller or service and the category its charges usually fall in. */
export interface MerchantRecord {
  name: string;
  /** From the name; its page is `/merchants/<slug>`. */
  slug: string;
  aliases: string[];
  category: SpendCategory;
  excludedNote: string;
  /** What the approved reports say of its code, worked out again at each decision. */
  evidence: MerchantEvidence;
  /** The name and aliases as searches match them (see `merchantSearchKey`). */
  searchKeys: string[];
  /** The name's search key: two merchants may not share one ('Shopee', 'shopee'). */
  nameKey: string;
  createdAt: Date;
  updatedAt: Date;
}

export type MerchantModel = Model<MerchantRecord>;

const merchantSchema = new Schema<MerchantRecord>(
  {
    name: { type: String, required: true, trim: true },
    slug: { type: String, required: true },
    aliases: { type: [String], default: [] },
    category: { type: String, required: true, enum: spendCategories },
    excludedNote: { type: String, default: '' },
    evidence: { type: Schema.Types.Mixed, default: () => noMerchantEvidence },
    searchKeys: { type: [String], select: false },
    nameKey: { type: String, required: true, select: false },
  },
  { collection: 'merchants', timestamps: true, versionKey: false },
);
merchantSchema.index({ nameKey: 1 }, { unique: true });
merchantSchema.index({ searchKeys: 1 });
merchantSchema.index({ slug: 1 });
merchantSchema.plugin(trackChanges);

export const MerchantModel: MerchantModel = mongoose.model<MerchantRecord>(
  'Merchant',
  merchantSchema,
);
