import { walletOptimumQuerySchema, type Wallet } from '@sg-finance/contract';
import type { Request, Response } from 'express';
import { validQuery } from '../middleware/validate.js';
import { createWalletOptimumService } from '../services/wallet-optimum.service.js';
import { walletService } from '../services/wallet.service.js';

/** The user id comes from the token (`requireUser`), never from the path or the body. */
const userIdOf = (res: Response) => String(res.locals.userId);

export function createWalletController(optimums = createWalletOptimumService()) {
  return {
    ...walletController,
    async optimum(req: Request, res: Response) {
      const { bestSetSize } = validQuery(res, walletOptimumQuerySchema);
      res.json(await optimums.find(userIdOf(res), bestSetSize));
    },
  };
}

export const walletController = {
  async read(_req: Request, res: Response) {
    res.json(await walletService.find(userIdOf(res)));
  },

  async save(req: Request<Record<string, string>, unknown, Wallet>, res: Response) {
    res.json(await walletService.save(userIdOf(res), req.body));
  },
};
