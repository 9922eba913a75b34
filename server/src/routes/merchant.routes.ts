import { merchantInputSchema } from '@sg-finance/contract';
import { Router, type RequestHandler } from 'express';
import { createMerchantController } from '../controllers/merchant.controller.js';
import { validateBody, validateParams } from '../middleware/validate.js';
import { createReadCache } from '../read-cache/index.js';
import { idParams } from '../validation/fields.js';

/** `/api/merchants`: anyone searches; administrators create, edit and delete. */
export function createMerchantRouter(requireAdmin: RequestHandler): Router {
  const controller = createMerchantController(createReadCache('merchants'));
  const router = Router();
  router.get('/', controller.search);
  router.post('/', requireAdmin, validateBody(merchantInputSchema), controller.create);
  router.put(
    '/:id',
    requireAdmin,
    validateParams(idParams),
    validateBody(merchantInputSchema),
    controller.update,
  );
  router.delete('/:id', requireAdmin, validateParams(idParams), controller.remove);
  return router;
}
