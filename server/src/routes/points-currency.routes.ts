import { pointsCurrencySchema } from '@sg-finance/contract';
import { z } from 'zod';
import { pointsCurrencyController } from '../controllers/points-currency.controller.js';
import { nameSchema } from '../open-api/schema-names.js';
import { noQuery } from '../validation/query.schema.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';
import { errorTexts } from './route-parts.js';

/** The points currencies the site values cards' points with, as open data. */
export function pointsCurrencyRoutes(): DeclaredRoute[] {
  return [
    apiRoute({
      method: 'get',
      path: '/api/open-data/points-currencies.json',
      access: 'anyone',
      tag: 'Open data',
      summary: 'Every points currency: partners, smallest conversion, fee, expiry, pooling',
      description:
        'Each figure with the page that states it and that page’s date. KrisFlyer is the first ' +
        'partner: the card finder, the wallet and Which card value points through it.',
      answer: z.array(nameSchema(pointsCurrencySchema, 'PointsCurrency')),
      query: noQuery,
      errors: { 400: errorTexts.badQuery },
      handlers: [pointsCurrencyController.openDataJson],
    }),
  ];
}
