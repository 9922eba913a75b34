import type { Request, Response } from 'express';
import type { ListingKind, ListingSortChoice } from '@sg-finance/contract';
import { sendCachedPage, sendCachedRecord, type ReadCache } from '../read-cache/index.js';
import { adminActor } from '../middleware/auth.js';
import { withSourceChange } from '../services/source-watch/open-finding.js';
import { validQuery } from '../middleware/validate.js';
import type { ListingService } from '../services/listing.service.js';
import type { UploadedImages } from '../uploads/index.js';
import { sendListAsOf } from './listing-as-of.js';
import {
  listingProviderCountsQuery,
  listingListQuery,
  type CreateListingInput,
  type UpdateListingInput,
} from '../validation/listing.schema.js';

/** Need filter values as their address text, e.g. `{ maxAnnualFee: '0' }`. */
function filterTexts(terms: Readonly<Record<string, string | number | undefined>>) {
  return Object.fromEntries(
    Object.entries(terms).map(([name, value]) => [name, value?.toString()]),
  );
}

/** The `sort=` value of an order: `title`, `annualFee`, `-annualFee`. */
function sortName(sort: ListingSortChoice): string {
  if (sort.by !== 'term') return sort.by;
  return `${sort.direction === -1 ? '-' : ''}${sort.sort.name}`;
}

type BodyRequest<Body> = Request<Record<string, string>, unknown, Body>;

/**
 * Reads are answered from `cache`, which every write through the models empties; lists as of a
 * day (`asOf`) from `asOfCache`, which the revisions' writes empty too.
 */
export function createListingController(
  kind: ListingKind,
  service: ListingService,
  cache: ReadCache,
  asOfCache: ReadCache,
) {
  const listQuery = listingListQuery(kind);
  const providerCountsQuery = listingProviderCountsQuery(kind);
  return {
    list(req: Request, res: Response) {
      const { category, q, sort, page, limit, asOf, ...terms } = validQuery(res, listQuery);
      const filter = { category, q, terms };
      const order = sort ?? { by: 'recommended' as const };
      // Every parameter that changes the answer, in the order of its address.
      const filters = { category, q, sort: sort && sortName(sort), ...filterTexts(terms) };
      if (asOf) {
        return sendListAsOf(req, res, asOfCache, kind, {
          day: asOf,
          filters: { ...filters, asOf },
          filter,
          order,
          page: { page, limit },
        });
      }
      return sendCachedPage(req, res, cache, {
        filters,
        page: { page, limit },
        count: () => service.count(filter),
        load: () => service.listPage(filter, order, { page, limit }),
      });
    },

    /** What each provider chip would show under the visitor's search and need filters. */
    providerCounts(req: Request, res: Response) {
      const { q, ...terms } = validQuery(res, providerCountsQuery);
      const key = `provider counts ${JSON.stringify({ q, ...filterTexts(terms) })}`;
      return sendCachedRecord(req, res, cache, key, () => service.countByProvider({ q, terms }));
    },

    /** An array of one, as the detail pages expect. */
    detail(req: Request<{ slugOrId: string }>, res: Response) {
      const { slugOrId } = req.params;
      return sendCachedRecord(req, res, cache, `detail ${slugOrId.toLowerCase()}`, async () => [
        await withSourceChange(kind, await service.findBySlugOrId(slugOrId)),
      ]);
    },

    async create(req: BodyRequest<CreateListingInput>, res: Response, images: UploadedImages) {
      const [image] = images.image ?? [];
      res.status(201).json(await service.create(req.body, adminActor(res), image));
    },

    async update(req: BodyRequest<UpdateListingInput>, res: Response, images: UploadedImages) {
      const [image] = images.image ?? [];
      res.json(await service.update(req.body, adminActor(res), image));
    },

    async remove(req: Request<{ id: string }>, res: Response) {
      await service.remove(req.params.id, adminActor(res));
      res.json({ message: 'Record Deleted!' });
    },
  };
}
