import type { Request, Response } from 'express';
import { ApiError } from '../lib/api-error.js';
import { listingKindInAddress } from './listing-kind-in-address.js';
import {
  SourceCheckModel,
  sourceCheckId,
  type SourceCheckRecord,
} from '../models/source-check.model.js';
import { listingFacts } from '../services/facts.service.js';
import type { ListingService } from '../services/listing.service.js';

const factsFile = /^(?<slug>[a-z0-9-]+)\.json$/;

/** `GET /api/facts/<kind>/<slug>.json`: a listing's figures, each with its source. */
export function createFactsController(
  services: ReadonlyMap<string, ListingService>,
  siteUrl: string,
) {
  return async (req: Request<{ kind: string; file: string }>, res: Response) => {
    const kind = listingKindInAddress(req.params.kind);
    const slug = factsFile.exec(req.params.file)?.groups?.slug;
    if (!slug) {
      throw new ApiError(404, `No facts file "${req.params.file}": ask for <slug>.json`);
    }
    const listing = await services.get(kind.key)!.findBySlugOrId(slug);
    const check = await SourceCheckModel.findById(
      sourceCheckId(kind.key, listing._id.toString()),
    ).lean<SourceCheckRecord>();
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(listingFacts(kind, listing, check ?? undefined, siteUrl));
  };
}
