import type {
  AlertReason,
  FieldChange,
  ListingKindKey,
  SecurityWatchKey,
} from '@sg-finance/contract';
import mongoose, { Schema, type Model, type Types } from 'mongoose';

/** One alert of one user about a watched or held product, or a watched security. */
export interface AlertRecord {
  userId: Types.ObjectId;
  /**
   * What raised it, unique per user, so raising it again changes nothing: `revision:<id>` for a
   * save, `offer-ending:<product id>:<offer number>:<end date>` for an offer that ends soon,
   * `<reason>:<record id>:<figures>` for a T-bill auction or Savings Bond issue.
   */
  source: string;
  reason: AlertReason;
  /** The product's kind, or the security watch (`tbill`, `ssb`) that raised it. */
  kind: ListingKindKey | SecurityWatchKey;
  /** The product, or the T-bill auction or Savings Bond issue. */
  productId: Types.ObjectId;
  /** The product's title and slug when the alert was raised (its page, even once renamed). */
  title: string;
  slug: string;
  summary: string;
  changes: FieldChange[];
  at: Date;
  read: boolean;
  /** When its mail was handed to the mailer; null until then. */
  mailedAt: Date | null;
}

const alertSchema = new Schema<AlertRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    source: { type: String, required: true },
    reason: { type: String, required: true },
    kind: { type: String, required: true },
    productId: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true },
    slug: { type: String, required: true },
    summary: { type: String, required: true },
    changes: [
      {
        _id: false,
        field: String,
        label: String,
        before: { type: String, default: null },
        after: { type: String, default: null },
      },
    ],
    at: { type: Date, required: true },
    read: { type: Boolean, default: false },
    mailedAt: { type: Date, default: null },
  },
  { collection: 'alerts', versionKey: false },
);
alertSchema.index({ userId: 1, source: 1 }, { unique: true });
alertSchema.index({ userId: 1, at: -1 });
alertSchema.index({ mailedAt: 1 });

export const AlertModel: Model<AlertRecord> = mongoose.model<AlertRecord>('Alert', alertSchema);

/** How far the alerts have read the revisions: one record, `_id: 'revisions'`. */
export interface AlertMarkRecord {
  _id: string;
  /** The time of the newest revision already turned into alerts. */
  revisionsUntil: Date;
  /** When the watched offers' end dates were last checked (the epoch before the first check). */
  offersCheckedAt: Date;
  /** The newest T-bill auction or Savings Bond change already turned into alerts. */
  securitiesUntil?: Date;
}

const alertMarkSchema = new Schema<AlertMarkRecord>(
  {
    _id: { type: String, required: true },
    revisionsUntil: { type: Date, required: true },
    offersCheckedAt: { type: Date, required: true },
    securitiesUntil: { type: Date },
  },
  { collection: 'alertmarks', versionKey: false },
);

export const AlertMarkModel: Model<AlertMarkRecord> = mongoose.model<AlertMarkRecord>(
  'AlertMark',
  alertMarkSchema,
);
