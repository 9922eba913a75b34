import {
  listingKinds,
  residencies,
  spendCategories,
  type ListingKindKey,
  type Residency,
  type SpendCategory,
} from '@sg-finance/contract';
import mongoose, { Schema, Types, type Model } from 'mongoose';

/** A signed-in person's wallet and profile: one per user, read and written by that user only. */
export interface WalletRecord {
  userId: Types.ObjectId;
  products: { kind: ListingKindKey; id: Types.ObjectId }[];
  spend: Record<SpendCategory, number>;
  monthlyIncome: number;
  age: number;
  residency: Residency;
  /** Absent in wallets saved before products closed were asked. */
  closedProducts?: { kind: ListingKindKey; id: Types.ObjectId; closedOn: string }[];
  usPerson?: boolean;
  /** What a mile is worth to the person, in cents; absent: the site's value. */
  mileValueCents?: number;
  createdAt: Date;
  updatedAt: Date;
}

export type WalletModel = Model<WalletRecord>;

const walletSchema = new Schema<WalletRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    products: [
      {
        _id: false,
        kind: { type: String, required: true, enum: listingKinds.map((kind) => kind.key) },
        id: { type: Schema.Types.ObjectId, required: true },
      },
    ],
    spend: Object.fromEntries(
      spendCategories.map((category) => [category, { type: Number, required: true, min: 0 }]),
    ),
    monthlyIncome: { type: Number, required: true, min: 0 },
    age: { type: Number, required: true },
    residency: { type: String, required: true, enum: residencies },
    closedProducts: [
      {
        _id: false,
        kind: { type: String, required: true, enum: listingKinds.map((kind) => kind.key) },
        id: { type: Schema.Types.ObjectId, required: true },
        /** The day it was closed in Singapore, `YYYY-MM-DD`. */
        closedOn: { type: String, required: true },
      },
    ],
    usPerson: { type: Boolean },
    mileValueCents: { type: Number, min: 0 },
  },
  { collection: 'wallets', timestamps: true, versionKey: false },
);
walletSchema.index({ userId: 1 }, { unique: true });

export const WalletModel: WalletModel = mongoose.model<WalletRecord>('Wallet', walletSchema);
