import type { ProviderFields } from '@sg-finance/contract';
import type { Request, Response } from 'express';
import { sendCachedRecord, type ReadCache } from '../read-cache/index.js';
import { providerService } from '../services/provider.service.js';

type BodyRequest<Params, Body> = Request<Params, unknown, Body>;

/** The providers: a public list (chips, selects), changed by administrators only. */
export function createProviderController(cache: ReadCache) {
  return {
    list(req: Request, res: Response) {
      return sendCachedRecord(req, res, cache, 'providers', () => providerService.list());
    },

    async create(req: BodyRequest<Record<string, string>, ProviderFields>, res: Response) {
      res.status(201).json(await providerService.create(req.body));
    },

    async update(req: BodyRequest<{ id: string }, ProviderFields>, res: Response) {
      res.json(await providerService.update(req.params.id, req.body));
    },

    async remove(req: Request<{ id: string }>, res: Response) {
      await providerService.remove(req.params.id);
      res.json({ message: 'Provider Deleted!' });
    },
  };
}
