import { z } from 'zod';
import { queryObject } from './query.schema.js';

/** `GET /api/export/<kind>.json|csv` takes no parameters. */
export const exportQuery = queryObject({});

/** `POST /api/import/<kind>?dryRun=true`: only says what would change; `false` or absent applies. */
export const importQuery = queryObject({
  dryRun: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .default(false)
    .meta({ type: 'boolean', default: false }),
});
