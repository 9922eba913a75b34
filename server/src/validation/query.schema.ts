import { categorySchema, listLimits, PROVIDER_NAME_MAX_LENGTH } from '@sg-finance/contract';
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
export const optionalSearchField = z
  .preprocess(emptyAsUndefined, searchText.optional())
  .meta({ type: 'string', maxLength: listLimits.maxSearchLength });

/** `q` of the site-wide search: required, and not blank. */
export const requiredSearchField = z
  .preprocess((value) => value ?? '', searchText)
  .meta({ type: 'string', minLength: 1, maxLength: listLimits.maxSearchLength, pattern: '\\S' });

/** A provider's name given once (`category=`, `bank=`); blank means any provider. */
export const providerQueryField = z
  .preprocess(
    emptyAsUndefined,
    z.string({ error: 'must be given once, as a provider name' }).pipe(categorySchema).optional(),
  )
  .meta({ type: 'string', maxLength: PROVIDER_NAME_MAX_LENGTH, pattern: '^\\s*$|\\p{L}' });

/** The query of a read call that takes no parameter: any one given is refused. */
export const noQuery = queryObject({});
