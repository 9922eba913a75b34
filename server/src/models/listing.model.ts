import mongoose, { Schema, type Model, type SchemaDefinition } from 'mongoose';
import {
  bankCategories,
  listingKinds,
  listingSearchFields,
  type BankCategory,
  type ListField,
  type ListingKind,
} from '../listings/listing-kinds.js';
import { catalogueOrder, imageSizeFields, listOrders } from './catalogue-order.js';
import { searchable } from './plugins/searchable.js';
import { trackChanges } from '../read-cache/index.js';

export interface Tiers {
  tier1: string;
  tier2: string;
  tier3: string;
}

export interface RewardOffer {
  description: string;
  tag: string;
  link: string;
  /** The last day the offer runs, `YYYY-MM-DD` in Singapore time; absent when it does not end. */
  expiresAt?: string | undefined;
}

/** A listing as stored: the shared fields plus the lists of its kind, all flat. */
export interface Listing extends Partial<Record<ListField, string[]>> {
  title: string;
  slug: string;
  subtitle: string;
  priority: number;
  category: BankCategory;
  image: string;
  /** Pixel size of an uploaded image; absent for an outside address. */
  imageWidth?: number | undefined;
  imageHeight?: number | undefined;
  tiers: Tiers;
  rewardOffer: RewardOffer[];
  createdAt: Date;
  updatedAt: Date;
}

export type ListingModel = Model<Listing>;

const rewardOfferSchema = new Schema<RewardOffer>(
  {
    description: { type: String, default: '' },
    tag: { type: String, default: '' },
    link: { type: String, default: '' },
    expiresAt: { type: String },
  },
  { _id: false },
);

function listingSchema(kind: ListingKind): Schema<Listing> {
  const lists: SchemaDefinition = Object.fromEntries(
    kind.listFields.map((field) => [field, { type: [String], default: [] }]),
  );
  const schema = new Schema<Listing>(
    {
      title: { type: String, required: true, trim: true },
      slug: { type: String, required: true, trim: true, lowercase: true },
      subtitle: { type: String, default: '' },
      priority: { type: Number, default: 0 },
      category: { type: String, required: true, enum: bankCategories },
      image: { type: String, default: '' },
      ...imageSizeFields,
      tiers: {
        tier1: { type: String, default: '' },
        tier2: { type: String, default: '' },
        tier3: { type: String, default: '' },
      },
      rewardOffer: { type: [rewardOfferSchema], default: [] },
      ...lists,
    },
    { collection: kind.collection, timestamps: true, versionKey: false },
  );
  schema.index({ slug: 1 }, { unique: true });
  schema.index(catalogueOrder);
  schema.index({ category: 1, ...catalogueOrder });
  schema.index(listOrders.newest);
  schema.plugin(searchable, listingSearchFields);
  schema.plugin(trackChanges);
  return schema;
}

const models = new Map<ListingKind['key'], ListingModel>(
  listingKinds.map((kind) => [
    kind.key,
    mongoose.model<Listing>(kind.modelName, listingSchema(kind)),
  ]),
);

export function listingModel(kind: ListingKind): ListingModel {
  const model = models.get(kind.key);
  if (!model) throw new Error(`No model for listing kind ${kind.key}`);
  return model;
}

export const listingModels: readonly ListingModel[] = [...models.values()];
