import { Router } from 'express';
import { createReadCache } from '../read-cache/index.js';
import { createListingController } from '../controllers/listing.controller.js';
import { RevisionModel } from '../models/revision.model.js';
import type { ListingKind } from '@sg-finance/contract';
import { validateParams } from '../middleware/validate.js';
import { createListingService } from '../services/listing.service.js';
import { idParams } from '../validation/fields.js';
import { listingSchemas } from '../validation/listing.schema.js';
import type { RouterDeps } from './router-deps.js';

/** The routes of SPEC.md section 7 for one listing kind; the admin check comes before any upload. */
export function createListingRouter(kind: ListingKind, deps: RouterDeps): Router {
  const controller = createListingController(
    kind,
    createListingService(kind, deps.uploads),
    createReadCache(kind.collection),
    createReadCache(kind.collection, RevisionModel.collection.collectionName),
  );
  const schemas = listingSchemas(kind);
  const image = [{ name: 'image', maxCount: 1 }];

  const router = Router();
  router.get('/', controller.list);
  // Two segments, so no slug (one segment of letters, digits and hyphens) can stand in its way.
  router.get('/counts/banks', controller.bankCounts);
  router.get('/:slugOrId', controller.detail);
  router.post(
    '/create',
    deps.requireAdmin,
    deps.uploadForm(image, schemas.create, controller.create),
  );
  router.put(
    '/update',
    deps.requireAdmin,
    deps.uploadForm(image, schemas.update, controller.update),
  );
  router.delete('/delete/:id', deps.requireAdmin, validateParams(idParams), controller.remove);
  return router;
}
