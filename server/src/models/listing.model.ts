import mongoose, { Schema, type Model, type SchemaDefinition } from 'mongoose';
import {
  listingKinds,
  type Listing as ListingAnswer,
  type ListingKind,
  type RewardOffer,
} from '@sg-finance/contract';
import { catalogueOrder, imageSizeFields, listOrders } from './catalogue-order.js';
import { commercialTieFields } from './commercial-tie-fields.js';
import { revisioned } from './plugins/derived-fields.js';
import { searchable } from './plugins/searchable.js';
import { trackChanges } from '../read-cache/index.js';
import { termSorts } from './plugins/term-sorts.js';

/** The fields of a listing that a search (`q`) matches, every kind alike. */
export const listingSearchFields = ['title', 'subtitle', 'category', 'keyFeatures'] as const;

/** A listing as stored: the answer's fields, with real dates. */
export type Listing = Omit<ListingAnswer, '_id' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

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
      /** The provider's name; the service checks that the provider exists. */
      category: { type: String, required: true, trim: true },
      image: { type: String, default: '' },
      ...imageSizeFields,
      tiers: {
        tier1: { type: String, default: '' },
        tier2: { type: String, default: '' },
        tier3: { type: String, default: '' },
      },
      rewardOffer: { type: [rewardOfferSchema], default: [] },
      commercialTie: { type: commercialTieFields, default: undefined },
      ...lists,
      /** The kind's structured terms, checked by its schema in `termsSchemas`; older listings have none. */
      terms: { type: Schema.Types.Mixed },
    },
    { collection: kind.collection, timestamps: true, versionKey: false },
  );
  schema.index({ slug: 1 }, { unique: true });
  schema.index(catalogueOrder);
  schema.index({ category: 1, ...catalogueOrder });
  schema.index(listOrders.newest);
  for (const filter of kind.termFilters) schema.index({ [`terms.${filter.term}`]: 1 });
  schema.plugin(searchable, listingSearchFields);
  schema.plugin(termSorts, kind);
  schema.plugin(revisioned);
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
