import { providerSchema } from '@sg-finance/contract';
import { createProviderController } from '../controllers/provider.controller.js';
import { nameSchema } from '../open-api/schema-names.js';
import { createReadCache } from '../read-cache/index.js';
import { providerBodySchema } from '../validation/provider.schema.js';
import { noQuery } from '../validation/query.schema.js';
import { adminKeptRoutes } from './admin-kept-routes.js';
import type { DeclaredRoute } from './api-route.js';
import { errorTexts } from './route-parts.js';

/** `/api/providers`: anyone reads the list; administrators create, edit and delete. */
export function providerRoutes(): DeclaredRoute[] {
  const controller = createProviderController(createReadCache('providers'));
  return adminKeptRoutes({
    path: '/api/providers',
    tag: 'Providers',
    noun: 'provider',
    read: {
      summary: 'Every provider (bank, broker, insurer)',
      description: 'The spec’s nine banks first, then the others by name.',
      query: noQuery,
      errors: { 400: errorTexts.badQuery },
      handler: controller.list,
    },
    body: providerBodySchema,
    record: nameSchema(providerSchema, 'Provider'),
    writes: controller,
  });
}
