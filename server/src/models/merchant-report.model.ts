import {
  bonusOutcomes,
  merchantReportStatuses,
  paymentChannels,
  type BonusOutcome,
  type MerchantReportStatus,
  type PaymentChannel,
} from '@sg-finance/contract';
import mongoose, { Schema, type Model, type Types } from 'mongoose';

/** One user's data point: what their statement showed for a purchase at a merchant. */
export interface MerchantReportRecord {
  userId: Types.ObjectId;
  merchantId: Types.ObjectId;
  /** The card: a credit card listing's id, slug and title as they were when reported. */
  cardId: Types.ObjectId;
  cardSlug: string;
  cardTitle: string;
  day: string;
  channel: PaymentChannel;
  mcc?: string;
  statementText: string;
  bonusCame: BonusOutcome;
  status: MerchantReportStatus;
  mergedInto?: Types.ObjectId;
  /** The administrator who decided, and when. */
  decidedBy?: string;
  decidedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

const merchantReportSchema = new Schema<MerchantReportRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    merchantId: { type: Schema.Types.ObjectId, required: true },
    cardId: { type: Schema.Types.ObjectId, required: true },
    cardSlug: { type: String, required: true },
    cardTitle: { type: String, required: true },
    day: { type: String, required: true },
    channel: { type: String, required: true, enum: paymentChannels },
    mcc: { type: String },
    statementText: { type: String, default: '' },
    bonusCame: { type: String, required: true, enum: bonusOutcomes },
    status: { type: String, required: true, enum: merchantReportStatuses, default: 'pending' },
    mergedInto: { type: Schema.Types.ObjectId },
    decidedBy: { type: String },
    decidedAt: { type: Date },
  },
  { collection: 'merchantreports', timestamps: true, versionKey: false },
);
// One purchase, one report: a user's repeat of it folds into the first.
merchantReportSchema.index(
  { userId: 1, merchantId: 1, cardId: 1, day: 1, channel: 1 },
  { unique: true },
);
merchantReportSchema.index({ merchantId: 1, status: 1 });
merchantReportSchema.index({ status: 1, createdAt: 1 });

export const MerchantReportModel: Model<MerchantReportRecord> =
  mongoose.model<MerchantReportRecord>('MerchantReport', merchantReportSchema);
