import { z } from 'zod';
import { isCalendarDate, isHttpUrl } from '../text.js';
import { text } from '../text.schema.js';

/**
 * Where a listing's terms come from and when someone last checked them against it: the detail
 * page says so, and a listing not checked for `STALE_AFTER_DAYS` is marked as possibly out of date.
 */
export const termSourceSchema = z.strictObject({
  /** The bank's or provider's page the figures follow. */
  url: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'is required')
    .max(2000, 'must be at most 2000 characters')
    .refine(isHttpUrl, { message: 'must be an http(s) address' })
    .meta({ input: 'url' }),
  /** The day the figures were last checked against `url`, `YYYY-MM-DD` (Singapore). */
  verifiedAt: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'is required' : 'must be a date as YYYY-MM-DD',
    })
    .trim()
    .refine(isCalendarDate, { message: 'must be a date as YYYY-MM-DD' })
    .meta({ input: 'date' }),
  /** Who checked them: a person's name or the team's. */
  verifiedBy: text(100).optional(),
});

export type TermSource = z.output<typeof termSourceSchema>;
