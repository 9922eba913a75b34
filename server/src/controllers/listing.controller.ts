import type { Request, Response } from 'express';
import { sendCachedPage, sendCachedRecord, type ReadCache } from '../read-cache/index.js';
import { parseQuery } from '../middleware/validate.js';
import type { ListingService } from '../services/listing.service.js';
import type { UploadedImages } from '../uploads/index.js';
import {
  listingListQuery,
  type CreateListingInput,
  type UpdateListingInput,
} from '../validation/listing.schema.js';

type BodyRequest<Body> = Request<Record<string, string>, unknown, Body>;

/** Reads are answered from `cache`, which every write through the models empties. */
export function createListingController(service: ListingService, cache: ReadCache) {
  return {
    list(req: Request, res: Response) {
      const { category, q, sort, ...page } = parseQuery(listingListQuery, req.query);
      return sendCachedPage(req, res, cache, {
        filters: { category, q, sort },
        page,
        count: () => service.count({ category, q }),
        load: () => service.listPage({ category, q }, sort ?? 'recommended', page),
      });
    },

    /** An array of one, as the detail pages expect. */
    detail(req: Request<{ slugOrId: string }>, res: Response) {
      const { slugOrId } = req.params;
      return sendCachedRecord(req, res, cache, `detail ${slugOrId.toLowerCase()}`, async () => [
        await service.findBySlugOrId(slugOrId),
      ]);
    },

    async create(req: BodyRequest<CreateListingInput>, res: Response, images: UploadedImages) {
      const [image] = images.image ?? [];
      res.status(201).json(await service.create(req.body, image));
    },

    async update(req: BodyRequest<UpdateListingInput>, res: Response, images: UploadedImages) {
      const [image] = images.image ?? [];
      res.json(await service.update(req.body, image));
    },

    async remove(req: Request<{ id: string }>, res: Response) {
      await service.remove(req.params.id);
      res.json({ message: 'Record Deleted!' });
    },
  };
}
