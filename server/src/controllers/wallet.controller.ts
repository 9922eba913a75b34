import type { Wallet } from '@sg-finance/contract';
import type { Request, Response } from 'express';
import { walletService } from '../services/wallet.service.js';

/** The user id comes from the token (`requireUser`), never from the path or the body. */
const userIdOf = (res: Response) => String(res.locals.userId);

export const walletController = {
  async read(_req: Request, res: Response) {
    res.json(await walletService.find(userIdOf(res)));
  },

  async save(req: Request<Record<string, string>, unknown, Wallet>, res: Response) {
    res.json(await walletService.save(userIdOf(res), req.body));
  },
};
