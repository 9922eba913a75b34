import { listingKindKeys } from '@sg-finance/contract';
import { z } from 'zod';
import { emptyAsUndefined } from './fields.js';
import { pagingFields } from './paging.schema.js';
import { providerQueryField, queryObject } from './query.schema.js';

const kindMessage = `must be one of ${listingKindKeys.join(', ')}`;

/** A listing kind's key: `card`, `loan`, ... */
const kindKey = z.enum(listingKindKeys, { error: kindMessage });

/** `GET /api/changes?kind=&bank=&page=&limit=`: the catalogue's changes, of one kind or bank. */
export const changesQuery = queryObject({
  ...pagingFields,
  kind: z.preprocess(emptyAsUndefined, kindKey.optional()),
  bank: providerQueryField,
});

/** `GET /api/changes/:kind/:slug` takes no query parameter. */
export const recordChangesQuery = queryObject({});

/** `GET /api/changes/:kind/:slug`. */
export const recordChangesParams = z.object({ kind: kindKey, slug: z.string() });
