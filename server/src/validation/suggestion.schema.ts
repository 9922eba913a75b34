import { suggestionStatuses } from '@sg-finance/contract';
import { z } from 'zod';
import { pagingFields } from './paging.schema.js';
import { queryObject } from './query.schema.js';

/** `GET /api/suggestions?status=&page=&limit=`: a page of the inbox, new ones unless asked. */
export const inboxQuery = queryObject({
  ...pagingFields,
  status: z.enum(suggestionStatuses, { error: 'must be one of new, done' }).default('new'),
});
