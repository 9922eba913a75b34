import { z } from 'zod';
import { filterNumberPattern } from './list-query.js';
import type { TermFilter } from './terms/term-field.js';
import { MAX_AMOUNT } from './units.js';

/** A need filter's value as given in the query string, checked and converted. */
export function termFilterValueSchema(filter: TermFilter) {
  if (filter.kind === 'equals') {
    return z.enum(filter.values, { error: `must be one of ${filter.values.join(', ')}` });
  }
  return z
    .string({ error: 'must be given once, as a number' })
    .trim()
    .regex(filterNumberPattern, 'must be a number of at least 0')
    .transform(Number)
    .pipe(z.number().max(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`))
    .meta({ type: 'number', minimum: 0, maximum: MAX_AMOUNT });
}
