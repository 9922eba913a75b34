import mongoose, { type Types } from 'mongoose';
import {
  bankCategories,
  compareProviderNames,
  nounWithArticle,
  type BankCounts,
  type ListingKind,
  type ListingSortChoice,
} from '@sg-finance/contract';
import { listOrders } from '../models/catalogue-order.js';
import { listingModel, type Listing } from '../models/listing.model.js';
import { updateConsistently } from '../models/plugins/derived-fields.js';
import { termSortOrder } from '../models/plugins/term-sorts.js';
import { ApiError } from '../lib/api-error.js';
import { capitalize, withoutUndefined } from '../lib/objects.js';
import { isObjectIdText } from '../lib/slug.js';
import type { CreateListingInput, UpdateListingInput } from '../validation/listing.schema.js';
import { pageOffset, type PageQuery } from '../validation/paging.schema.js';
import { withProviderHeld } from './provider.service.js';
import { searchFilter } from './search-filter.js';
import {
  assertSlugFree,
  createWithDerivedSlug,
  isDuplicateKeyError,
  numberedSlugsFilter,
  type SlugsInUse,
  type SlugTaken,
} from './slug.service.js';
import type { StoredImage, Uploads } from '../uploads/index.js';
import type { Actor } from '../models/revision.model.js';
import { recordSaved, removeWithRevision, type SaveNote } from './revision.service.js';

export type ListingRecord = Listing & { _id: Types.ObjectId };

export interface ListingFilter {
  /** A provider's name. */
  category?: string | undefined;
  /** Search text: every word must appear in the title, subtitle, bank or key features. */
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
  countByBank(filter: Omit<ListingFilter, 'category'>): Promise<BankCounts>;
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

/** The database filter of a list: its bank, its need filters and its search. */
export function listingQuery(kind: ListingKind, { category, q, terms }: ListingFilter) {
  return {
    ...(category ? { category } : {}),
    ...termFilterQuery(kind, terms),
    ...searchFilter(q),
  };
}

export function createListingService(kind: ListingKind, uploads: Uploads): ListingService {
  const Model = listingModel(kind);
  const duplicateSlug = `${nounWithArticle(kind)} with this slug already exists`;
  const notFound = () => new ApiError(404, `${capitalize(kind.noun)} not found`);

  const isTaken: SlugTaken = async (slug, exceptId) => {
    const holder = await Model.findOne({ slug }).select('_id').lean();
    return holder !== null && String(holder._id) !== exceptId;
  };
  const slugsInUse: SlugsInUse = async (base) => {
    const holders = await Model.find(numberedSlugsFilter(base)).select('slug').lean();
    return holders.map((holder) => holder.slug);
  };

  async function saving<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ApiError(409, duplicateSlug);
      throw error;
    }
  }

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

    async countByBank(filter) {
      const [groups, named] = await Promise.all([
        Model.aggregate<{ _id: unknown; count: number }>([
          { $match: toQuery(filter) },
          { $group: { _id: '$category', count: { $sum: 1 } } },
        ]).exec(),
        Model.distinct('category').exec(),
      ]);
      const names = [...new Set<string>([...bankCategories, ...named.map(String)])];
      const banks: Record<string, number> = {};
      for (const name of names.sort(compareProviderNames)) banks[name] = 0;
      let total = 0;
      for (const { _id: name, count } of groups) {
        total += count;
        banks[String(name)] = count;
      }
      return { total, banks };
    },

    async findBySlugOrId(slugOrId) {
      const filter = isObjectIdText(slugOrId)
        ? { _id: slugOrId }
        : { slug: slugOrId.toLowerCase() };
      const listing = await Model.findOne(filter).lean<ListingRecord>();
      if (!listing) throw notFound();
      return listing;
    },

    create({ slug, image, ...fields }, actor, uploadedImage) {
      return withProviderHeld(fields.category, async () => {
        if (slug) await assertSlugFree(slug, isTaken, duplicateSlug);
        const imageFields = await uploads.imageFields(uploadedImage, image);
        const lastSave: SaveNote = { operation: 'create', by: actor };
        const createWith = (chosen: string) =>
          Model.create({
            ...withoutUndefined({ ...fields, ...imageFields }),
            slug: chosen,
            ...{ lastSave },
          });
        const listing = await saving(
          slug
            ? createWith(slug)
            : createWithDerivedSlug(fields.title, kind.key, slugsInUse, createWith),
        );
        await recordSaved(kind.key, listing);
        return listing.toObject();
      });
    },

    update(input, actor, uploadedImage) {
      const save = () => updateListing(input, actor, uploadedImage);
      return input.category === undefined ? save() : withProviderHeld(input.category, save);
    },

    remove: removeListing,
  };

  async function updateListing(
    { id, slug, image, ...changes }: UpdateListingInput,
    actor: Actor,
    uploadedImage?: StoredImage,
  ): Promise<ListingRecord> {
    let previousImage = '';
    const listing = await saving(
      updateConsistently(
        () => Model.findById(id).select('+revision').exec(),
        async (stored) => {
          if (slug && slug !== stored.slug) {
            await assertSlugFree(slug, isTaken, duplicateSlug, id);
          }
          previousImage = stored.image;
          stored.set(withoutUndefined({ ...changes, slug }));
          stored.set('lastSave', { operation: 'update', by: actor } satisfies SaveNote);
          if (uploadedImage || image !== stored.image) {
            const imageFields = await uploads.imageFields(uploadedImage, image);
            if (imageFields) stored.set(imageFields);
          }
        },
      ),
    );
    if (!listing) throw notFound();
    await recordSaved(kind.key, listing);
    if (listing.image !== previousImage) await uploads.release([previousImage]);
    return listing.toObject();
  }

  async function removeListing(id: string, actor: Actor): Promise<void> {
    const listing = await removeWithRevision(kind.key, Model, id, actor);
    if (!listing) throw notFound();
    await uploads.release([listing.image]);
  }
}
