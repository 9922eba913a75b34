import { listingKindKeys } from '@sg-finance/contract';
import { z } from 'zod';
import { listNeedsChecking } from '../controllers/needs-checking.controller.js';
import { nameSchema } from '../open-api/schema-names.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';

const needsCheckingItem = nameSchema(
  z.object({
    kind: z.enum(listingKindKeys),
    _id: z.string(),
    title: z.string(),
    slug: z.string(),
    category: z.string(),
    verifiedAt: z.string().optional().meta({ description: 'Absent: never checked.' }),
    daysSinceVerified: z.int().min(0).optional(),
  }),
  'NeedsCheckingItem',
);

/** The listings whose terms were not checked against their source for a while. */
export function needsCheckingRoutes(): DeclaredRoute[] {
  return [
    apiRoute({
      method: 'get',
      path: '/api/needs-checking',
      access: 'admin',
      tag: 'Administration',
      summary: 'Listings whose terms may be out of date, never or longest checked first',
      answer: z.array(needsCheckingItem),
      handlers: [listNeedsChecking],
    }),
  ];
}
