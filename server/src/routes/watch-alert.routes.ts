import { alertParamsSchema, watchParamsSchema } from '@sg-finance/contract';
import { Router } from 'express';
import type { Config } from '../config/env.js';
import { createWatchAlertController } from '../controllers/watch-alert.controller.js';
import { createRequireUser } from '../middleware/auth.js';
import { createPerUserRateLimiter } from '../middleware/rate-limit.js';
import { validateParams } from '../middleware/validate.js';
import type { AlertSweeper } from '../services/alert-sweeper.js';
import { ALERT_READS_PER_MINUTE } from '../services/alert.service.js';

/**
 * `/api/me/watches` and `/api/me/alerts`: the signed-in user's own watches and alerts; never
 * cached.
 */
export function createWatchAlertRouter(
  config: Pick<Config, 'jwtSecret'>,
  sweeper: AlertSweeper,
): Router {
  const controller = createWatchAlertController(sweeper);
  const router = Router();
  router.use(['/watches', '/alerts'], createRequireUser(config), (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.get('/watches', controller.listWatches);
  router.put('/watches/:kind/:id', validateParams(watchParamsSchema), controller.watch);
  router.delete('/watches/:kind/:id', validateParams(watchParamsSchema), controller.unwatch);
  router.get(
    '/alerts',
    createPerUserRateLimiter('alert-reads', ALERT_READS_PER_MINUTE),
    controller.listAlerts,
  );
  router.post('/alerts/read', controller.markAllRead);
  router.post('/alerts/:id/read', validateParams(alertParamsSchema), controller.markRead);
  return router;
}
