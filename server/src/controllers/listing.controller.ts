import type { Request, Response } from 'express';
import { uploadedImageUrls } from '../middleware/upload.js';
import type { ListingService } from '../services/listing.service.js';
import type { UploadStore } from '../services/upload-store.js';
import type { CreateListingInput, UpdateListingInput } from '../validation/listing.schema.js';

type BodyRequest<Body> = Request<Record<string, string>, unknown, Body>;

export function createListingController(service: ListingService, store: UploadStore) {
  return {
    async list(_req: Request, res: Response) {
      res.json(await service.list());
    },

    /** An array of one, as the detail pages expect. */
    async detail(req: Request<{ slugOrId: string }>, res: Response) {
      res.json([await service.findBySlugOrId(req.params.slugOrId)]);
    },

    async create(req: BodyRequest<CreateListingInput>, res: Response) {
      const [image] = uploadedImageUrls(req, 'image', store);
      res.status(201).json(await service.create(req.body, image));
    },

    async update(req: BodyRequest<UpdateListingInput>, res: Response) {
      const [image] = uploadedImageUrls(req, 'image', store);
      res.json(await service.update(req.body, image));
    },

    async remove(req: Request<{ id: string }>, res: Response) {
      await service.remove(req.params.id);
      res.json({ message: 'Record Deleted!' });
    },
  };
}
