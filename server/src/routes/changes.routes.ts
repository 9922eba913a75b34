import {
  catalogueChangeSchema,
  changesAnswerSchema,
  listingKinds,
  recordChangesAnswerSchema,
} from '@sg-finance/contract';
import { createChangesController } from '../controllers/changes.controller.js';
import { RevisionModel } from '../models/revision.model.js';
import { nameSchema } from '../open-api/schema-names.js';
import { createReadCache, type ReadCache } from '../read-cache/index.js';
import {
  changesQuery,
  recordChangesParams,
  recordChangesQuery,
} from '../validation/changes.schema.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';
import { errorTexts, pagingNotes } from './route-parts.js';

// Listed once, as both answers of the changes hold it.
nameSchema(catalogueChangeSchema, 'CatalogueChange');

/** The cache of answers read from the revisions and the listings they describe. */
export function createChangesCache(): ReadCache {
  return createReadCache(
    RevisionModel.collection.collectionName,
    ...listingKinds.map((kind) => kind.collection),
  );
}

/** `GET /api/changes` and `GET /api/changes/{kind}/{slug}`: public, cached. */
export function changesRoutes(cache: ReadCache): DeclaredRoute[] {
  const controller = createChangesController(cache);
  const tag = 'Catalogue changes';
  return [
    apiRoute({
      method: 'get',
      path: '/api/changes',
      access: 'anyone',
      tag,
      summary: 'A page of the catalogue’s changes, newest first',
      description: 'Every save of a published listing, worded field by field.',
      query: changesQuery,
      answer: nameSchema(changesAnswerSchema, 'ChangesPage'),
      errors: { 400: errorTexts.badQuery },
      notes: {
        ...pagingNotes,
        kind: 'Only the changes of this kind of listing.',
        provider: 'Only the changes of this provider’s listings.',
        bank: 'Deprecated: the former name of `provider`, still accepted.',
      },
      handlers: [controller.list],
    }),
    apiRoute({
      method: 'get',
      path: '/api/changes/{kind}/{slug}',
      access: 'anyone',
      tag,
      summary: 'One listing’s changes, newest first, and its welcome offer over time',
      params: recordChangesParams,
      query: recordChangesQuery,
      answer: nameSchema(recordChangesAnswerSchema, 'RecordChanges'),
      errors: {
        400: 'The kind is not a listing kind, or a query parameter was given.',
        404: 'No listing of the kind has this slug.',
      },
      notes: { kind: 'The listing’s kind.', slug: 'The listing’s slug.' },
      handlers: [controller.record],
    }),
  ];
}
