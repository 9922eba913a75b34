import type { Types } from 'mongoose';
import {
  nounWithArticle,
  type BankCategory,
  type BaseListingSort,
  type ListingKind,
} from '@sg-finance/contract';
import { listOrders } from '../models/catalogue-order.js';
import { listingModel, type Listing } from '../models/listing.model.js';
import { ApiError } from '../utils/api-error.js';
import { capitalize, withoutUndefined } from '../utils/objects.js';
import { isObjectIdText } from '../utils/slug.js';
import type { CreateListingInput, UpdateListingInput } from '../validation/listing.schema.js';
import { pageOffset, type PageQuery } from '../validation/paging.schema.js';
import { searchFilter } from './search-filter.js';
import { assertSlugFree, deriveSlug, isDuplicateKeyError, type SlugTaken } from './slug.service.js';
import type { StoredImage, UploadStore } from './upload-store.js';

export type ListingRecord = Listing & { _id: Types.ObjectId };

export interface ListingFilter {
  category?: BankCategory | undefined;
  /** Search text: every word must appear in the title, subtitle, bank or key features. */
  q?: string | undefined;
}

export interface ListingService {
  /** One page of the listings of the kind in `order` (by default highest priority, then newest). */
  listPage(
    filter: ListingFilter,
    order: BaseListingSort,
    page: PageQuery,
  ): Promise<ListingRecord[]>;
  /** How many listings of the kind pass the filter. */
  count(filter: ListingFilter): Promise<number>;
  findBySlugOrId(slugOrId: string): Promise<ListingRecord>;
  /** `uploadedImage` was stored with this request; it wins over `input.image`. */
  create(input: CreateListingInput, uploadedImage?: StoredImage): Promise<ListingRecord>;
  update(input: UpdateListingInput, uploadedImage?: StoredImage): Promise<ListingRecord>;
  remove(id: string): Promise<void>;
}

function toQuery({ category, q }: ListingFilter) {
  return { ...(category ? { category } : {}), ...searchFilter(q) };
}

export function createListingService(kind: ListingKind, uploads: UploadStore): ListingService {
  const Model = listingModel(kind);
  const duplicateSlug = `${nounWithArticle(kind)} with this slug already exists`;
  const notFound = () => new ApiError(404, `${capitalize(kind.noun)} not found`);

  const isTaken: SlugTaken = async (slug, exceptId) => {
    const holder = await Model.findOne({ slug }).select('_id').lean();
    return holder !== null && String(holder._id) !== exceptId;
  };

  async function saving<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ApiError(409, duplicateSlug);
      throw error;
    }
  }

  return {
    listPage(filter, order, page) {
      return Model.find(toQuery(filter))
        .sort(listOrders[order])
        .skip(pageOffset(page))
        .limit(page.limit)
        .lean<ListingRecord[]>()
        .exec();
    },

    count(filter) {
      return Model.countDocuments(toQuery(filter)).exec();
    },

    async findBySlugOrId(slugOrId) {
      const filter = isObjectIdText(slugOrId)
        ? { _id: slugOrId }
        : { slug: slugOrId.toLowerCase() };
      const listing = await Model.findOne(filter).lean<ListingRecord>();
      if (!listing) throw notFound();
      return listing;
    },

    async create({ slug, image, ...fields }, uploadedImage) {
      if (slug) await assertSlugFree(slug, isTaken, duplicateSlug);
      const imageFields = await uploads.imageFields(uploadedImage, image);
      const listing = await saving(
        Model.create({
          ...withoutUndefined({ ...fields, ...imageFields }),
          slug: slug ?? (await deriveSlug(fields.title, kind.key, isTaken)),
        }),
      );
      return listing.toObject();
    },

    async update({ id, slug, image, ...changes }, uploadedImage) {
      const listing = await Model.findById(id);
      if (!listing) throw notFound();
      if (slug && slug !== listing.slug) await assertSlugFree(slug, isTaken, duplicateSlug, id);
      const previousImage = listing.image;
      listing.set(withoutUndefined({ ...changes, slug }));
      if (uploadedImage || image !== listing.image) {
        const imageFields = await uploads.imageFields(uploadedImage, image);
        if (imageFields) listing.set(imageFields);
      }
      await saving(listing.save());
      if (listing.image !== previousImage) await uploads.remove([previousImage]);
      return listing.toObject();
    },

    async remove(id) {
      const listing = await Model.findByIdAndDelete(id).lean<ListingRecord>();
      if (!listing) throw notFound();
      await uploads.remove([listing.image]);
    },
  };
}
