import mongoose, { type Types } from 'mongoose';
import {
  specBankNames,
  compareProviderNames,
  nounWithArticle,
  type ProviderCounts,
  type ListingKind,
  type ListingSortChoice,
} from '@sg-finance/contract';
import { listOrders } from '../models/catalogue-order.js';
import { listingModel, type Listing } from '../models/listing.model.js';
import { termSortOrder } from '../models/plugins/term-sorts.js';
import { capitalize } from '../lib/objects.js';
import type { CreateListingInput, UpdateListingInput } from '../validation/listing.schema.js';
import { pageOffset, type PageQuery } from '../validation/paging.schema.js';
import { withProviderHeld } from './provider.service.js';
import { searchFilter } from './search-filter.js';
import type { StoredImage, Uploads } from '../uploads/index.js';
import type { Actor } from '../models/revision.model.js';
import { keptRecords } from './kept-records/index.js';

export type ListingRecord = Listing & { _id: Types.ObjectId };

export interface ListingFilter {
  /** A provider's name. */
  category?: string | undefined;
  /** Search text: every word must appear in the title, subtitle, provider or key features. */
  q?: string | undefined;
  /** The kind's need filters by name, e.g. `{ rewardType: 'miles', maxAnnualFee: 0 }`. */
  terms?: Readonly<Record<string, string | number | undefined>>;
}

export interface ListingService {
  /** One page of the listings of the kind in `order` (by default highest priority, then newest). */
  listPage(
    filter: ListingFilter,
    order: ListingSortChoice,
    page: PageQuery,
  ): Promise<ListingRecord[]>;
  /** How many listings of the kind pass the filter. */
  count(filter: ListingFilter): Promise<number>;
  /**
   * How many listings pass the filter but its provider, in all and for each provider: the spec's
   * nine banks always, then each other provider with a listing of the kind, in chip order.
   */
  countByProvider(filter: Omit<ListingFilter, 'category'>): Promise<ProviderCounts>;
  findBySlugOrId(slugOrId: string): Promise<ListingRecord>;
  /**
   * `uploadedImage` was stored with this request; it wins over `input.image`. Every save and
   * delete keeps a revision in `revisions`, by `actor`.
   */
  create(
    input: CreateListingInput,
    actor: Actor,
    uploadedImage?: StoredImage,
  ): Promise<ListingRecord>;
  update(
    input: UpdateListingInput,
    actor: Actor,
    uploadedImage?: StoredImage,
  ): Promise<ListingRecord>;
  remove(id: string, actor: Actor): Promise<void>;
}

/** `maxAnnualFee=0` keeps listings whose `terms.annualFee` is at most 0; one without it goes. */
function termFilterQuery(kind: ListingKind, values: ListingFilter['terms'] = {}) {
  const conditions: Record<string, unknown> = {};
  for (const filter of kind.termFilters) {
    const value = values[filter.name];
    if (value === undefined) continue;
    conditions[`terms.${filter.term}`] =
      filter.kind === 'equals' ? value : mongoose.trusted({ $lte: value });
  }
  return conditions;
}

/** The sort specification of an order, every key ending with the id, so the order is total. */
export function listingSort(order: ListingSortChoice): Record<string, 1 | -1> {
  return order.by === 'term' ? termSortOrder(order.sort, order.direction) : listOrders[order.by];
}

/** The database filter of a list: its provider, its need filters and its search. */
export function listingQuery(kind: ListingKind, { category, q, terms }: ListingFilter) {
  return {
    ...(category ? { category } : {}),
    ...termFilterQuery(kind, terms),
    ...searchFilter(q),
  };
}

export function createListingService(kind: ListingKind, uploads: Uploads): ListingService {
  const Model = listingModel(kind);
  const records = keptRecords(Model, {
    notFound: `${capitalize(kind.noun)} not found`,
    duplicate: () => `${nounWithArticle(kind)} with this slug already exists`,
    revisions: kind.key,
    slug: { fallback: kind.key },
  });

  const toQuery = (filter: ListingFilter) => listingQuery(kind, filter);

  return {
    listPage(filter, order, page) {
      return Model.find(toQuery(filter))
        .sort(listingSort(order))
        .skip(pageOffset(page))
        .limit(page.limit)
        .lean<ListingRecord[]>()
        .exec();
    },

    count(filter) {
      return Model.countDocuments(toQuery(filter)).exec();
    },

    async countByProvider(filter) {
      const [groups, named] = await Promise.all([
        Model.aggregate<{ _id: unknown; count: number }>([
          { $match: toQuery(filter) },
          { $group: { _id: '$category', count: { $sum: 1 } } },
        ]).exec(),
        Model.distinct('category').exec(),
      ]);
      const names = [...new Set<string>([...specBankNames, ...named.map(String)])];
      const byProvider: Record<string, number> = {};
      for (const name of names.sort(compareProviderNames)) byProvider[name] = 0;
      let total = 0;
      for (const { _id: name, count } of groups) {
        total += count;
        byProvider[String(name)] = count;
      }
      return { total, banks: byProvider };
    },

    findBySlugOrId: records.findBySlugOrId,

    create({ image, ...fields }, actor, uploadedImage) {
      return withProviderHeld(fields.category, async () => {
        const imageFields = await uploads.imageFields(uploadedImage, image);
        return records.create({ ...fields, ...imageFields }, { by: actor });
      });
    },

    update(input, actor, uploadedImage) {
      const save = () => updateListing(input, actor, uploadedImage);
      return input.category === undefined ? save() : withProviderHeld(input.category, save);
    },

    async remove(id, actor) {
      const listing = await records.remove(id, { by: actor });
      await uploads.release([listing.image]);
    },
  };

  async function updateListing(
    { id, image, ...changes }: UpdateListingInput,
    actor: Actor,
    uploadedImage?: StoredImage,
  ): Promise<ListingRecord> {
    let previousImage = '';
    const listing = await records.update(id, changes, {
      by: actor,
      adjust: async (stored) => {
        previousImage = stored.image;
        if (uploadedImage || image !== stored.image) {
          const imageFields = await uploads.imageFields(uploadedImage, image);
          if (imageFields) stored.set(imageFields);
        }
      },
    });
    if (listing.image !== previousImage) await uploads.release([previousImage]);
    return listing;
  }
}
