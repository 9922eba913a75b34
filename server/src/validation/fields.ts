import { isHttpUrl, listingFieldSchemas, slugSchema, text } from '@sg-finance/contract';
import { z } from 'zod';
import { isStoredImageUrl } from '../uploads/index.js';
import { isObjectIdText, objectIdText } from '../lib/slug.js';

export const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A multipart field carrying JSON text; a JSON body may send the value itself. */
export function jsonText<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
      return z.NEVER;
    }
  }, schema.optional());
}

/** Text an editor may leave empty; absent means "keep what is stored". */
export function optionalText(maxLength: number) {
  return text(maxLength).optional();
}

/** An image given as text: an earlier upload (`/uploads/...`) or an absolute http(s) address. */
export const imageReference = z.preprocess(
  emptyAsUndefined,
  text(2000)
    .refine((value) => isStoredImageUrl(value) || isHttpUrl(value), {
      message: 'must be an uploaded image or an http(s) address',
    })
    .optional(),
);

/** A number from a form field ("5") or a JSON body (5). */
export const priorityField = z.preprocess((value) => {
  const given = emptyAsUndefined(value);
  return typeof given === 'string' ? Number(given) : given;
}, listingFieldSchemas.priority.optional());

/** A slug as typed by an editor, normalised; empty means "derive it from the title". */
export const slugField = z.preprocess(emptyAsUndefined, slugSchema.optional());

export const objectIdField = z
  .string({ error: 'must be a valid id' })
  .trim()
  .refine(isObjectIdText, { message: 'must be a valid id' })
  .meta(objectIdText);

export const idParams = z.object({ id: objectIdField });
