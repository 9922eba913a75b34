import { z } from 'zod';
import { MCC_PATTERN, mccRangeBounds } from './purchase.js';

/** A merchant category code: exactly four digits. */
export const mccSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .regex(MCC_PATTERN, 'must be a merchant category code of four digits');

/** One code or a range of codes, as a bank's terms list them. */
export const mccRangeSchema = z
  .string({ error: 'must be text' })
  .refine((range) => mccRangeBounds(range) !== undefined, {
    message: 'must be a four-digit code or a range such as 3000-3350, the lower code first',
  });

/** A list of codes and ranges, each given once. */
export const mccRangeListSchema = z
  .array(mccRangeSchema, { error: 'must be a list of codes' })
  .min(1, 'must name at least 1 code')
  .max(100, 'must name at most 100 codes or ranges')
  .refine((ranges) => new Set(ranges).size === ranges.length, 'must give each code once');
