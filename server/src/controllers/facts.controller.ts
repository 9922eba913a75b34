import type { Request, Response } from 'express';
import { listingKinds, type ListingKind } from '@sg-finance/contract';
import { ApiError } from '../lib/api-error.js';
import {
  SourceCheckModel,
  sourceCheckId,
  type SourceCheckRecord,
} from '../models/source-check.model.js';
import { listingFacts } from '../services/facts.service.js';
import type { ListingService } from '../services/listing.service.js';

const kindNames = listingKinds.map((kind) => kind.key).join(', ');
const factsFile = /^(?<slug>[a-z0-9-]+)\.json$/;

function kindOf(key: string): ListingKind {
  const kind = listingKinds.find((candidate) => candidate.key === key);
  if (!kind) throw new ApiError(404, `No listings of kind "${key}": the kinds are ${kindNames}`);
  return kind;
}

/** `GET /api/facts/<kind>/<slug>.json`: a listing's figures, each with its source. */
export function createFactsController(
  services: ReadonlyMap<string, ListingService>,
  siteUrl: string,
) {
  return async (req: Request<{ kind: string; file: string }>, res: Response) => {
    const kind = kindOf(req.params.kind);
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
