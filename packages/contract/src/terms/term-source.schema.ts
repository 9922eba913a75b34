import { z } from 'zod';
import { isCalendarDate, isHttpUrl } from '../text.js';
import { text } from '../text.schema.js';
import { termFieldLabels } from './term-labels.js';

const termNames = new Set(Object.values(termFieldLabels).flatMap((labels) => Object.keys(labels)));

export const MAX_TERM_QUOTES = 40;

const termQuoteSchema = z.strictObject({
  term: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .refine((name) => termNames.has(name), { message: 'must be the name of a term' }),
  sentence: text(1000).min(1, 'is required'),
});

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
  /**
   * Sentences of the page that state a term, each by the term's name: the watch of the page
   * names the term when its sentence is no longer there.
   */
  quotes: z
    .array(termQuoteSchema, { error: 'must be a list of quoted sentences' })
    .max(MAX_TERM_QUOTES, `must have at most ${MAX_TERM_QUOTES} quoted sentences`)
    .optional(),
});

export type TermSource = z.output<typeof termSourceSchema>;
