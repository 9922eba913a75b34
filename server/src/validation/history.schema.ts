import { z } from 'zod';
import { objectIdField } from './fields.js';
import { pagingFields } from './paging.schema.js';
import { queryObject } from './query.schema.js';

/** `:kind` is checked by the history service, which names the kinds in its message. */
export const historyParams = z.object({ kind: z.string(), id: objectIdField });
export const restoreParams = historyParams.extend({ revisionId: objectIdField });

export const historyQuery = queryObject({ ...pagingFields });

/** `GET /api/history/deleted?limit=`: at most 100, 20 unless asked. */
export const deletedQuery = queryObject({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(100, 'must be at most 100'))
    .default(20)
    .meta({ type: 'integer', minimum: 1, maximum: 100, default: 20 }),
});
