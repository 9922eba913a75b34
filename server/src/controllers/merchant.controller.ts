import type { Request, Response } from 'express';
import { validQuery } from '../middleware/validate.js';
import { sendCachedRecord, type ReadCache } from '../read-cache/index.js';
import { merchantService } from '../services/merchant.service.js';
import { merchantQuery } from '../validation/merchant.schema.js';
import { keptRecordWrites } from './kept-record-writes.js';

/** The merchants: a public search, kept by administrators. */
export function createMerchantController(cache: ReadCache) {
  return {
    search(req: Request, res: Response) {
      const { q } = validQuery(res, merchantQuery);
      return sendCachedRecord(req, res, cache, `merchants ${q}`, () => merchantService.search(q));
    },

    ...keptRecordWrites(merchantService, 'Merchant Deleted!'),
  };
}
