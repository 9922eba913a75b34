import { listLimits } from '@sg-finance/contract';
import { z } from 'zod';
import { emptyAsUndefined } from './fields.js';

/**
 * The parameters of a read call. Any other parameter is refused, so a mistyped name, or an
 * operator object written as `q[$gt]=`, is a 400 rather than silently ignored.
 */
export function queryObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown query parameter ${issue.keys.join(', ')}`
        : undefined,
  });
}

/** Text given once: `?q=a&q=b` is an array, and refused with this message. */
export function queryText(maxLength: number) {
  return z
    .string({ error: 'must be given once, as text' })
    .trim()
    .max(maxLength, `must be at most ${maxLength} characters`);
}

const searchText = queryText(listLimits.maxSearchLength).min(1, 'is required');

/** `q` of a list call: absent or blank means no search. */
export const optionalSearchField = z.preprocess(emptyAsUndefined, searchText.optional());

/** `q` of the site-wide search: required. */
export const requiredSearchField = z.preprocess((value) => value ?? '', searchText);
