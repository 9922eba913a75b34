import { merchantInputSchema } from '@sg-finance/contract';
import type { RequestHandler, Router } from 'express';
import { createMerchantController } from '../controllers/merchant.controller.js';
import { createReadCache } from '../read-cache/index.js';
import { createAdminKeptRouter } from './admin-kept-router.js';

/** `/api/merchants`: anyone searches; administrators create, edit and delete. */
export function createMerchantRouter(requireAdmin: RequestHandler): Router {
  const controller = createMerchantController(createReadCache('merchants'));
  return createAdminKeptRouter({
    read: controller.search,
    requireAdmin,
    body: merchantInputSchema,
    writes: controller,
  });
}
