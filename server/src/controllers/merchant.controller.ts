import type { MerchantFields } from '@sg-finance/contract';
import type { Request, Response } from 'express';
import { validQuery } from '../middleware/validate.js';
import { sendCachedRecord, type ReadCache } from '../read-cache/index.js';
import { merchantService } from '../services/merchant.service.js';
import { merchantQuery } from '../validation/merchant.schema.js';

type BodyRequest<Params, Body> = Request<Params, unknown, Body>;

/** The merchants: a public search, kept by administrators. */
export function createMerchantController(cache: ReadCache) {
  return {
    search(req: Request, res: Response) {
      const { q } = validQuery(res, merchantQuery);
      return sendCachedRecord(req, res, cache, `merchants ${q}`, () => merchantService.search(q));
    },

    async create(req: BodyRequest<Record<string, string>, MerchantFields>, res: Response) {
      res.status(201).json(await merchantService.create(req.body));
    },

    async update(req: BodyRequest<{ id: string }, MerchantFields>, res: Response) {
      res.json(await merchantService.update(req.params.id, req.body));
    },

    async remove(req: Request<{ id: string }>, res: Response) {
      await merchantService.remove(req.params.id);
      res.json({ message: 'Merchant Deleted!' });
    },
  };
}
