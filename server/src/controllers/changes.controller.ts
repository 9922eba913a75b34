import { listingKindByKey, type ListingKindKey } from '@sg-finance/contract';
import type { Request, Response } from 'express';
import { validQuery } from '../middleware/validate.js';
import { sendCachedRecord, type ReadCache } from '../read-cache/index.js';
import { catalogueChanges, recordChanges } from '../services/catalogue-changes.service.js';
import { pageOffset } from '../validation/paging.schema.js';
import { changesProvider, changesQuery } from '../validation/changes.schema.js';

/** The public history of the catalogue, answered from `cache`, which revisions' writes empty. */
export function createChangesController(cache: ReadCache) {
  return {
    list(req: Request, res: Response) {
      const query = validQuery(res, changesQuery);
      const { kind, page, limit } = query;
      const provider = changesProvider(query);
      const key = `changes ${JSON.stringify([kind, provider?.toLowerCase(), page, limit])}`;
      return sendCachedRecord(req, res, cache, key, async (view) => {
        const changes = await catalogueChanges(view, { kind, provider });
        const start = pageOffset({ page, limit });
        return { data: changes.slice(start, start + limit), total: changes.length, page, limit };
      });
    },

    record(req: Request<{ kind: string; slug: string }>, res: Response) {
      const kind = listingKindByKey(req.params.kind as ListingKindKey);
      const slug = req.params.slug.toLowerCase();
      return sendCachedRecord(req, res, cache, `record changes ${kind.key} ${slug}`, (view) =>
        recordChanges(view, kind, slug),
      );
    },
  };
}
