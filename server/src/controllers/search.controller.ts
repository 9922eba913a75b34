import type { Request, Response } from 'express';
import type { VersionedCache } from '../cache/versioned-cache.js';
import { parseQuery } from '../middleware/validate.js';
import { searchSite } from '../services/site-search.service.js';
import { siteSearchQuery } from '../validation/search.schema.js';
import { sendCachedRecord } from './cached-reads.js';

/** The site-wide search, answered from `cache`, which a write to any searched collection empties. */
export function createSearchController(cache: VersionedCache) {
  return {
    search(req: Request, res: Response) {
      const { q, page, limit } = parseQuery(siteSearchQuery, req.query);
      const key = `search ${JSON.stringify([q, page, limit])}`;
      return sendCachedRecord(req, res, cache, key, () => searchSite(q, { page, limit }));
    },
  };
}
