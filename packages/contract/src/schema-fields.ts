import { z } from 'zod';
import { MAX_AMOUNT, type Unit } from './units.js';

function requiredNumber() {
  return z.number({
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number'),
  });
}

/** An amount of money (or of miles or points), never negative. */
export function amount(unit: Unit) {
  return requiredNumber()
    .min(0, 'must not be negative')
    .max(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`)
    .meta({ unit });
}

/** An amount in a currency the terms name beside it (US$ for a US trade), so of no fixed unit. */
export function currencyAmount() {
  return requiredNumber()
    .min(0, 'must not be negative')
    .max(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`);
}

/** A percentage between 0 and 100. */
export function percent(unit: 'percent' | 'percent/year' = 'percent') {
  return requiredNumber()
    .min(0, 'must not be negative')
    .max(100, 'must be at most 100')
    .meta({ unit });
}

/** A count of days, months or years. */
export function wholeNumber(unit: 'days' | 'months' | 'years', min: number, max: number) {
  return requiredNumber()
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .meta({ unit });
}

/** One of a fixed list of names, with the list in the message. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined ? 'is required' : `must be one of ${values.join(', ')}`,
  });
}

/** `list` refusing two items of one `key`, as 'must give each category once' for `category`. */
export function uniqueBy<Item extends z.ZodType<Record<Key, unknown>>, Key extends string>(
  list: z.ZodArray<Item>,
  key: Key,
) {
  return list.refine(
    (items) => new Set(items.map((item) => item[key])).size === items.length,
    `must give each ${key} once`,
  );
}

/** The unit a schema was declared with (optional or not), for forms and tables of figures. */
export function unitOf(schema: z.ZodType): Unit | undefined {
  const declared = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  const meta = declared.meta();
  return meta && typeof meta.unit === 'string' ? (meta.unit as Unit) : undefined;
}
