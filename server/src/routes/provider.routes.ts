import type { RequestHandler, Router } from 'express';
import { createProviderController } from '../controllers/provider.controller.js';
import { createReadCache } from '../read-cache/index.js';
import { providerBodySchema } from '../validation/provider.schema.js';
import { createAdminKeptRouter } from './admin-kept-router.js';

/** `/api/providers`: anyone reads the list; administrators create, edit and delete. */
export function createProviderRouter(requireAdmin: RequestHandler): Router {
  const controller = createProviderController(createReadCache('providers'));
  return createAdminKeptRouter({
    read: controller.list,
    requireAdmin,
    body: providerBodySchema,
    writes: controller,
  });
}
