import { commercialPartnerSchema, listingKinds, providerSchema } from '@sg-finance/contract';
import { z } from 'zod';
import { createProviderController } from '../controllers/provider.controller.js';
import { nameSchema } from '../open-api/schema-names.js';
import { createReadCache, sendCachedRecord } from '../read-cache/index.js';
import { commercialPartners } from '../services/commercial-ties.service.js';
import { providerBodySchema } from '../validation/provider.schema.js';
import { noQuery } from '../validation/query.schema.js';
import { adminKeptRoutes } from './admin-kept-routes.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';
import { errorTexts } from './route-parts.js';

/**
 * `/api/providers`: anyone reads the list; administrators create, edit and delete. And the
 * providers and listings with a commercial tie, for the advertising disclosure.
 */
export function providerRoutes(): DeclaredRoute[] {
  const controller = createProviderController(createReadCache('providers'));
  const partnersCache = createReadCache(
    'providers',
    ...listingKinds.map((kind) => kind.collection),
  );
  const partners = apiRoute({
    method: 'get',
    path: '/api/commercial-ties',
    access: 'anyone',
    tag: 'Providers',
    summary: 'The providers and listings with a commercial tie, and their disclosures',
    description:
      'Providers first, then listings, each in name order. No order, “Best” mark or calculator of the site reads these ties.',
    query: noQuery,
    answer: z.array(nameSchema(commercialPartnerSchema, 'CommercialPartner')),
    errors: { 400: errorTexts.badQuery },
    handlers: [
      (req, res) => sendCachedRecord(req, res, partnersCache, 'partners', commercialPartners),
    ],
  });
  const kept = adminKeptRoutes({
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
  return [...kept, partners];
}
