import { Router, type RequestHandler } from 'express';
import { createProviderController } from '../controllers/provider.controller.js';
import { validateBody, validateParams } from '../middleware/validate.js';
import { createReadCache } from '../read-cache/index.js';
import { idParams } from '../validation/fields.js';
import { providerBodySchema } from '../validation/provider.schema.js';

/** `/api/providers`: anyone reads the list; administrators create, edit and delete. */
export function createProviderRouter(requireAdmin: RequestHandler): Router {
  const controller = createProviderController(createReadCache('providers'));
  const router = Router();
  router.get('/', controller.list);
  router.post('/', requireAdmin, validateBody(providerBodySchema), controller.create);
  router.put(
    '/:id',
    requireAdmin,
    validateParams(idParams),
    validateBody(providerBodySchema),
    controller.update,
  );
  router.delete('/:id', requireAdmin, validateParams(idParams), controller.remove);
  return router;
}
