import { Router } from 'express';
import { listingKinds } from '@sg-finance/contract';
import { createOpenDataController } from '../controllers/open-data.controller.js';
import { importUpload } from '../open-data/import-upload.js';
import { createListingService } from '../services/listing.service.js';
import type { RouterDeps } from './router-deps.js';

/**
 * Open data: `GET /api/export/<kind>.json|csv` for anyone, and the administrators' bulk import
 * `POST /api/import/<kind>`, where `<kind>` is a listing kind's key (card, investment...).
 */
export function createOpenDataRouters(deps: RouterDeps): { exports: Router; imports: Router } {
  const services = new Map(
    listingKinds.map((kind) => [kind.key, createListingService(kind, deps.uploads)]),
  );
  const controller = createOpenDataController(services);
  const exports = Router();
  exports.get('/:file', controller.export);
  const imports = Router();
  // The admin and kind checks come before the file is read.
  imports.post('/:kind', deps.requireAdmin, controller.importKind, importUpload, controller.import);
  return { exports, imports };
}
