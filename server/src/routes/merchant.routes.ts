import { merchantInputSchema, merchantSchema } from '@sg-finance/contract';
import { createMerchantController } from '../controllers/merchant.controller.js';
import { nameSchema } from '../open-api/schema-names.js';
import { createReadCache } from '../read-cache/index.js';
import { merchantQuery } from '../validation/merchant.schema.js';
import { adminKeptRoutes } from './admin-kept-routes.js';
import type { DeclaredRoute } from './api-route.js';
import { errorTexts } from './route-parts.js';

/** `/api/merchants`: anyone searches; administrators create, edit and delete. */
export function merchantRoutes(): DeclaredRoute[] {
  const controller = createMerchantController(createReadCache('merchants'));
  return adminKeptRoutes({
    path: '/api/merchants',
    tag: 'Merchants',
    noun: 'merchant',
    read: {
      summary: 'Merchants and the spend category their charges usually fall in',
      description:
        'Without `q`, every merchant by name; with it, at most ten that have a name starting ' +
        'with it or with a word starting with it, those whose own name starts with it first.',
      query: merchantQuery,
      errors: { 400: errorTexts.badQuery },
      notes: {
        q: 'The start of a merchant’s name, or of another name people use; absent or blank: any.',
      },
      handler: controller.search,
    },
    body: merchantInputSchema,
    record: nameSchema(merchantSchema, 'Merchant'),
    writes: controller,
  });
}
