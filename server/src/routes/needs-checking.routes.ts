import { listingKindKeys, listingKinds } from '@sg-finance/contract';
import { z } from 'zod';
import {
  createReVerifiedController,
  listNeedsChecking,
  sourceChangeOf,
} from '../controllers/needs-checking.controller.js';
import { nameSchema } from '../open-api/schema-names.js';
import { createListingService } from '../services/listing.service.js';
import type { Uploads } from '../uploads/index.js';
import { objectIdField } from '../validation/fields.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';

const sourceWatchFinding = nameSchema(
  z.object({
    checkedAt: z.string().meta({ format: 'date-time', description: 'The last fetch of the page.' }),
    changedAt: z.string().optional().meta({
      format: 'date-time',
      description: 'When the page’s text changed, with no check of the terms since.',
    }),
    diff: z
      .array(z.object({ change: z.enum(['kept', 'added', 'removed']), text: z.string() }))
      .optional()
      .meta({ description: 'The page’s words before and after; long unchanged runs shortened.' }),
    missingQuotes: z
      .array(z.string())
      .optional()
      .meta({ description: 'The terms whose quoted sentence is no longer on the page.' }),
    problem: z.string().optional().meta({ description: 'Why the page could not be read.' }),
  }),
  'SourceWatchFinding',
);

const needsCheckingItem = nameSchema(
  z.object({
    kind: z.enum(listingKindKeys),
    _id: z.string(),
    title: z.string(),
    slug: z.string(),
    category: z.string(),
    verifiedAt: z.string().optional().meta({ description: 'Absent: never checked.' }),
    daysSinceVerified: z.int().min(0).optional(),
    source: sourceWatchFinding.optional(),
  }),
  'NeedsCheckingItem',
);

const listingParams = z.object({ kind: z.string(), id: objectIdField });
const kindNote = `The listing’s kind: ${listingKindKeys.join(', ')}.`;
const badTarget = 'The kind is not a kind of listing, or the id is not a valid id.';

/**
 * The listings whose terms were not checked against their source for a while or whose source
 * page changed, and the check that settles them.
 */
export function needsCheckingRoutes(uploads: Uploads): DeclaredRoute[] {
  const services = new Map(
    listingKinds.map((kind) => [kind.key, createListingService(kind, uploads)]),
  );
  return [
    apiRoute({
      method: 'get',
      path: '/api/needs-checking',
      access: 'admin',
      tag: 'Administration',
      summary: 'Listings whose terms may be out of date, changed sources first',
      answer: z.array(needsCheckingItem),
      handlers: [listNeedsChecking],
    }),
    apiRoute({
      method: 'post',
      path: '/api/needs-checking/{kind}/{id}/re-verified',
      access: 'admin',
      tag: 'Administration',
      summary: 'Record that the listing’s terms were checked against its source page today',
      description:
        'Moves `terms.source.verifiedAt` to today (Singapore) by the administrator, as a new revision, and settles what the watch of the source page found.',
      params: listingParams,
      body: null,
      answer: z.object({ verifiedAt: z.string().meta({ format: 'date' }) }),
      errors: { 400: `${badTarget} Or the listing has no source page.`, 404: 'No such listing.' },
      notes: { kind: kindNote, id: 'The listing’s id.' },
      handlers: [createReVerifiedController(services)],
    }),
    apiRoute({
      method: 'get',
      path: '/api/source-changes/{kind}/{id}',
      access: 'anyone',
      tag: 'Source watch',
      summary: 'Whether the listing’s source page changed and the team has not checked it yet',
      params: listingParams,
      answer: z.object({
        changedOn: z.string().optional().meta({
          format: 'date',
          description: 'The day (Singapore) the page changed; absent when nothing waits.',
        }),
      }),
      errors: { 400: badTarget, 404: 'No such listing.' },
      notes: { kind: kindNote, id: 'The listing’s id.' },
      handlers: [sourceChangeOf],
    }),
  ];
}
