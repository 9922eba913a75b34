import {
  listingKinds,
  type ListingKindKey,
  type SpendEntry,
  type WelcomeTerms,
} from '@sg-finance/contract';
import mongoose, { Schema, type Model, type Types } from 'mongoose';

/** One user's application for a product, with the welcome offer's terms of its day. */
export interface ApplicationRecord {
  userId: Types.ObjectId;
  kind: ListingKindKey;
  productId: Types.ObjectId;
  /** The product's title and slug when the application was recorded. */
  title: string;
  slug: string;
  appliedOn: string;
  approvedOn?: string | undefined;
  activatedOn?: string | undefined;
  claimedOn?: string | undefined;
  paidOn?: string | undefined;
  /** The welcome offer as it stood on the application day, kept so later changes move nothing. */
  offer: WelcomeTerms & { description: string };
  /** The time of the revision the offer was read from; null when the product had none. */
  termsAsOf: Date | null;
  spend: SpendEntry[];
  /**
   * The Singapore day the daily reminder sweep last went through it (a write checks it again at
   * once): each application is read once a day, not on every sweep.
   */
  remindersCheckedOn?: string | undefined;
  createdAt: Date;
}

const applicationSchema = new Schema<ApplicationRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, required: true, enum: listingKinds.map((kind) => kind.key) },
    productId: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true },
    slug: { type: String, required: true },
    appliedOn: { type: String, required: true },
    approvedOn: String,
    activatedOn: String,
    claimedOn: String,
    paidOn: String,
    offer: { type: Schema.Types.Mixed, required: true },
    termsAsOf: { type: Date, default: null },
    spend: [{ _id: false, on: { type: String, required: true }, amount: { type: Number, min: 0 } }],
    remindersCheckedOn: String,
    createdAt: { type: Date, required: true },
  },
  { collection: 'applications', versionKey: false, minimize: false },
);
applicationSchema.index({ userId: 1, createdAt: -1 });
applicationSchema.index({ remindersCheckedOn: 1 });

export const ApplicationModel: Model<ApplicationRecord> = mongoose.model<ApplicationRecord>(
  'Application',
  applicationSchema,
);
