import type { Types } from 'mongoose';
import { nounWithArticle, type ListingKind } from '../listings/listing-kinds.js';
import { listingModel, type Listing } from '../models/listing.model.js';
import { ApiError } from '../utils/api-error.js';
import { capitalize, withoutUndefined } from '../utils/objects.js';
import { isObjectIdText } from '../utils/slug.js';
import type { CreateListingInput, UpdateListingInput } from '../validation/listing.schema.js';
import { assertSlugFree, deriveSlug, isDuplicateKeyError, type SlugTaken } from './slug.service.js';
import type { UploadStore } from './upload-store.js';

export type ListingRecord = Listing & { _id: Types.ObjectId };

export interface ListingService {
  /** Every listing of the kind, highest priority first, then newest. */
  list(): Promise<ListingRecord[]>;
  findBySlugOrId(slugOrId: string): Promise<ListingRecord>;
  /** `uploadedImage` is the address of an image stored with this request; it wins over `input.image`. */
  create(input: CreateListingInput, uploadedImage?: string): Promise<ListingRecord>;
  update(input: UpdateListingInput, uploadedImage?: string): Promise<ListingRecord>;
  remove(id: string): Promise<void>;
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
    list() {
      return Model.find().sort({ priority: -1, createdAt: -1 }).lean<ListingRecord[]>();
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
      const listing = await saving(
        Model.create({
          ...withoutUndefined(fields),
          slug: slug ?? (await deriveSlug(fields.title, kind.key, isTaken)),
          image: uploadedImage ?? image ?? '',
        }),
      );
      return listing.toObject();
    },

    async update({ id, slug, image, ...changes }, uploadedImage) {
      const listing = await Model.findById(id);
      if (!listing) throw notFound();
      if (slug && slug !== listing.slug) await assertSlugFree(slug, isTaken, duplicateSlug, id);
      const previousImage = listing.image;
      listing.set(withoutUndefined({ ...changes, slug, image: uploadedImage ?? image }));
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
