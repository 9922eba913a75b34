import { z } from 'zod';
import { asOfPattern, isCalendarDay, singaporeDay } from './as-of.js';

/**
 * `asOf` of a list call: the catalogue as it stood at the end of this day in Singapore. A real
 * date, not in the future; the API checks that its history reaches back to it.
 */
export const asOfSchema = z
  .string({ error: 'must be given once, as a date written YYYY-MM-DD' })
  .regex(asOfPattern, 'must be a date written YYYY-MM-DD')
  .refine(isCalendarDay, 'must be a date the calendar has')
  .refine((day) => day <= singaporeDay(new Date()), 'must not be after today (Singapore time)')
  .meta({ format: 'date', description: 'A day up to today (Singapore time), written YYYY-MM-DD.' });
