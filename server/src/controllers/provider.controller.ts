import type { Request, Response } from 'express';
import { sendCachedRecord, type ReadCache } from '../read-cache/index.js';
import { providerService } from '../services/provider.service.js';
import { keptRecordWrites } from './kept-record-writes.js';

/** The providers: a public list (chips, selects), changed by administrators only. */
export function createProviderController(cache: ReadCache) {
  return {
    list(req: Request, res: Response) {
      return sendCachedRecord(req, res, cache, 'providers', () => providerService.list());
    },

    ...keptRecordWrites(providerService, 'Provider Deleted!'),
  };
}
