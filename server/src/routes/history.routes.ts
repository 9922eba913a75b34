import { Router, type RequestHandler } from 'express';
import { historyController } from '../controllers/history.controller.js';
import { validateParams } from '../middleware/validate.js';
import { historyParams, restoreParams } from '../validation/history.schema.js';

/** The administrator's history of listings and posts: every route is admin only. */
export function createHistoryRouter(requireAdmin: RequestHandler): Router {
  const router = Router();
  router.use(requireAdmin);
  router.get('/deleted', historyController.deleted);
  router.get('/:kind/:id', validateParams(historyParams), historyController.list);
  router.post(
    '/:kind/:id/restore/:revisionId',
    validateParams(restoreParams),
    historyController.restore,
  );
  return router;
}
