import { walletInputSchema } from '@sg-finance/contract';
import { Router } from 'express';
import type { Config } from '../config/env.js';
import { createWalletController } from '../controllers/wallet.controller.js';
import { createRequireUser } from '../middleware/auth.js';
import { validateBody } from '../middleware/validate.js';

/**
 * `/api/me/wallet`: the signed-in user's own wallet and profile, and its optimum (the best use
 * of the cards held, the best set from the catalogue); never cached by the browser.
 */
export function createWalletRouter(config: Pick<Config, 'jwtSecret'>): Router {
  const router = Router();
  const walletController = createWalletController();
  router.use(createRequireUser(config), (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.get('/', walletController.read);
  router.put('/', validateBody(walletInputSchema), walletController.save);
  router.get('/optimum', walletController.optimum);
  return router;
}
