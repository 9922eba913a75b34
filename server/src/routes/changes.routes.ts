import { listingKinds } from '@sg-finance/contract';
import { Router } from 'express';
import { createChangesController } from '../controllers/changes.controller.js';
import { validateParams } from '../middleware/validate.js';
import { RevisionModel } from '../models/revision.model.js';
import { createReadCache, type ReadCache } from '../read-cache/index.js';
import { recordChangesParams } from '../validation/changes.schema.js';

/** The cache of answers read from the revisions and the listings they describe. */
export function createChangesCache(): ReadCache {
  return createReadCache(
    RevisionModel.collection.collectionName,
    ...listingKinds.map((kind) => kind.collection),
  );
}

/** `GET /api/changes` and `GET /api/changes/:kind/:slug`: public, cached. */
export function createChangesRouter(cache: ReadCache): Router {
  const controller = createChangesController(cache);
  const router = Router();
  router.get('/', controller.list);
  router.get('/:kind/:slug', validateParams(recordChangesParams), controller.record);
  return router;
}
