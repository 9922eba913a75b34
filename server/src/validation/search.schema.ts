import { pagingFields } from './paging.schema.js';
import { queryObject, requiredSearchField } from './query.schema.js';

/** `GET /api/search?q=&page=&limit=`: a page of the site-wide search. */
export const siteSearchQuery = queryObject({ ...pagingFields, q: requiredSearchField });
