import type { Request, Response } from 'express';
import { sendCachedRecord, type ReadCache } from '../read-cache/index.js';
import { validQuery } from '../middleware/validate.js';
import { searchSite } from '../services/site-search.service.js';
import { siteSearchQuery } from '../validation/search.schema.js';

/** The site-wide search, answered from `cache`, which a write to any searched collection empties. */
export function createSearchController(cache: ReadCache) {
  return {
    search(req: Request, res: Response) {
      const { q, page, limit } = validQuery(res, siteSearchQuery);
      const key = `search ${JSON.stringify([q, page, limit])}`;
      return sendCachedRecord(req, res, cache, key, () => searchSite(q, { page, limit }));
    },
  };
}
