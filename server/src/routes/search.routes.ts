import { searchAnswerSchema } from '@sg-finance/contract';
import { createSearchController } from '../controllers/search.controller.js';
import { nameSchema } from '../open-api/schema-names.js';
import { createReadCache } from '../read-cache/index.js';
import { searchedCollections } from '../services/site-search.service.js';
import { siteSearchQuery } from '../validation/search.schema.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';
import { errorTexts, pagingNotes } from './route-parts.js';

export function searchRoutes(): DeclaredRoute[] {
  const controller = createSearchController(createReadCache(...searchedCollections));
  return [
    apiRoute({
      method: 'get',
      path: '/api/search',
      access: 'anyone',
      tag: 'Search',
      summary: 'Search the whole catalogue and the blog',
      query: siteSearchQuery,
      answer: nameSchema(searchAnswerSchema, 'SearchAnswer'),
      errors: { 400: errorTexts.badQuery },
      notes: { ...pagingNotes, q: 'The words to find in titles, subtitles and texts.' },
      handlers: [controller.search],
    }),
  ];
}
