import { walletInputSchema } from '@sg-finance/contract';
import { Router } from 'express';
import type { Config } from '../config/env.js';
import { walletController } from '../controllers/wallet.controller.js';
import { createRequireUser } from '../middleware/auth.js';
import { validateBody } from '../middleware/validate.js';

/** `/api/me/wallet`: the signed-in user's own wallet and profile; never cached. */
export function createWalletRouter(config: Pick<Config, 'jwtSecret'>): Router {
  const router = Router();
  router.use(createRequireUser(config), (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.get('/', walletController.read);
  router.put('/', validateBody(walletInputSchema), walletController.save);
  return router;
}
