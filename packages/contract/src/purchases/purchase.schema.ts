import { z } from 'zod';
import { isCalendarDay, isPastOrTodayDay } from '../as-of.js';
import { amount, oneOf } from '../schema-fields.js';
import { spendCategories } from '../terms/card-terms.choices.js';
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

/** A day a purchase was made: a calendar day, not after today in Singapore. */
export const purchaseDaySchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .refine(isCalendarDay, { message: 'must be a date as YYYY-MM-DD', abort: true })
  .refine((day) => isPastOrTodayDay(day), { message: 'must not be after today' })
  .meta({ input: 'date' });

/** A purchase already made on a card, as a user notes it to count the caps it used. */
export const datedSpendSchema = z.strictObject({
  day: purchaseDaySchema,
  amount: amount('SGD').refine((value) => value > 0, 'must be more than 0'),
  category: oneOf(spendCategories),
});
export type DatedSpendInput = z.output<typeof datedSpendSchema>;

/** The day of the month a card's statement is dated. */
export const statementDaySchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(31, 'must be at most 31');
