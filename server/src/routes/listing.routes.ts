import {
  listingDetailSchemaOf,
  listingSchemaOf,
  providerCountsSchema,
  type ListingKind,
} from '@sg-finance/contract';
import { z } from 'zod';
import { createListingController } from '../controllers/listing.controller.js';
import { RevisionModel } from '../models/revision.model.js';
import { listingTag } from '../open-api/api-tags.js';
import { nameSchema } from '../open-api/schema-names.js';
import { createReadCache } from '../read-cache/index.js';
import { createListingService } from '../services/listing.service.js';
import type { Uploads } from '../uploads/index.js';
import {
  listingListQuery,
  listingProviderCountsQuery,
  listingSchemas,
} from '../validation/listing.schema.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';
import {
  errorTexts,
  messageAnswer,
  pagingNotes,
  recordIdParams,
  slugOrIdParams,
} from './route-parts.js';

const listingNotes = {
  ...pagingNotes,
  category: 'Only the listings of this provider (a name from `/api/providers`).',
  q: 'Only the listings whose texts contain these words; blank means no search.',
  sort:
    '`recommended` (priority, then newest), `newest`, `title`, or a figure of the terms: ' +
    'lowest first, or highest first with a leading `-`.',
  asOf:
    'The list as it stood at the end of this day (Singapore time), read from the catalogue’s ' +
    'history.',
};

/** The kind's need filters: each keeps the listings whose term is, or is at most, the value. */
function filterNotes(kind: ListingKind): Record<string, string> {
  return Object.fromEntries(
    kind.termFilters.map((filter) => [
      filter.name,
      filter.kind === 'equals'
        ? `Only the listings whose \`terms.${filter.term}\` is this value.`
        : `Only the listings whose \`terms.${filter.term}\` is at most this number.`,
    ]),
  );
}

const providerCountsAnswer = nameSchema(providerCountsSchema, 'ProviderCounts');

/** The routes of SPEC.md section 7 for one listing kind; the admin check comes before any upload. */
export function listingRoutes(kind: ListingKind, uploads: Uploads): DeclaredRoute[] {
  const controller = createListingController(
    kind,
    createListingService(kind, uploads),
    createReadCache(kind.collection),
    createReadCache(kind.collection, RevisionModel.collection.collectionName),
  );
  const schemas = listingSchemas(kind);
  const images = [{ name: 'image', maxCount: 1 }];
  const listing = nameSchema(listingSchemaOf(kind.key), kind.modelName);
  const listingDetail = nameSchema(listingDetailSchemaOf(kind.key), `${kind.modelName}Detail`);
  const tag = listingTag(kind);
  const writeErrors = {
    400: errorTexts.badBody,
    409: 'Another listing of the kind has this slug.',
    413: errorTexts.tooLarge,
    415: errorTexts.notAnImage,
  };
  /** What each provider chip would show; `counts/banks` is its old address, kept for the links. */
  const providerCountsRoute = (segment: 'providers' | 'banks') =>
    apiRoute({
      method: 'get',
      path: `${kind.apiPath}/counts/${segment}`,
      access: 'anyone',
      tag,
      summary: `How many ${kind.noun}s each provider chip would show`,
      description:
        (segment === 'banks'
          ? `Deprecated: the old address of \`${kind.apiPath}/counts/providers\`. `
          : '') + 'Under the same search and need filters as the list, without the provider.',
      ...(segment === 'banks' ? { deprecated: true as const } : {}),
      query: listingProviderCountsQuery(kind),
      answer: providerCountsAnswer,
      errors: { 400: errorTexts.badQuery },
      notes: { q: listingNotes.q, ...filterNotes(kind) },
      handlers: [controller.providerCounts],
    });
  return [
    apiRoute({
      method: 'get',
      path: kind.apiPath,
      access: 'anyone',
      tag,
      summary: `A page of ${kind.noun}s`,
      description:
        'Ordered by priority then newest unless `sort` says otherwise; optionally of one provider, ' +
        'matching a search, and within the need filters.',
      query: listingListQuery(kind),
      answer: z.array(listing),
      paged: true,
      errors: { 400: errorTexts.badQuery },
      notes: { ...listingNotes, ...filterNotes(kind) },
      handlers: [controller.list],
    }),
    // Two segments, so no slug (one segment of letters, digits and hyphens) can stand in its way.
    providerCountsRoute('providers'),
    providerCountsRoute('banks'),
    apiRoute({
      method: 'get',
      path: `${kind.apiPath}/{slugOrId}`,
      access: 'anyone',
      tag,
      summary: `One ${kind.noun}`,
      description: 'An array of one element, as the detail pages read it.',
      params: slugOrIdParams,
      answer: z.array(listingDetail).min(1).max(1),
      errors: { 404: errorTexts.notFound },
      handlers: [controller.detail],
    }),
    apiRoute({
      method: 'post',
      path: `${kind.apiPath}/create`,
      access: 'admin',
      tag,
      summary: `Create a ${kind.noun}`,
      description:
        'A multipart form: the fields, lists as JSON text, and an optional `image` file.',
      body: schemas.create,
      upload: { images, handle: controller.create },
      status: 201,
      answer: listing,
      errors: writeErrors,
    }),
    apiRoute({
      method: 'put',
      path: `${kind.apiPath}/update`,
      access: 'admin',
      tag,
      summary: `Change a ${kind.noun}`,
      description: 'A multipart form with the listing’s `id`; absent fields keep what is stored.',
      body: schemas.update,
      upload: { images, handle: controller.update },
      answer: listing,
      errors: { ...writeErrors, 404: 'No listing of the kind has this id.' },
    }),
    apiRoute({
      method: 'delete',
      path: `${kind.apiPath}/delete/{id}`,
      access: 'admin',
      tag,
      summary: `Delete a ${kind.noun}`,
      params: recordIdParams,
      body: null,
      answer: messageAnswer,
      errors: { 400: errorTexts.badId, 404: 'No listing of the kind has this id.' },
      handlers: [controller.remove],
    }),
  ];
}
