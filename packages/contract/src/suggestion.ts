import { z } from 'zod';
import { oneOf } from './schema-fields.js';
import { isHttpUrl } from './text.js';
import { requiredText } from './text.schema.js';

/** A suggestion is new until an administrator marks it done. */
export const suggestionStatuses = ['new', 'done'] as const;
export type SuggestionStatus = (typeof suggestionStatuses)[number];

/** What a visitor sends from the suggest-rewards form; the form and the API check it alike. */
export const suggestionInputSchema = z.strictObject({
  product: requiredText(200),
  bank: requiredText(100),
  reward: requiredText(1000),
  link: requiredText(2000)
    .refine(isHttpUrl, { message: 'must be an http(s) address' })
    .meta({ format: 'uri', pattern: '^\\s*[Hh][Tt][Tt][Pp][Ss]?://' }),
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: 'must be an email address' })
      .trim()
      .max(254, 'must be at most 254 characters')
      .pipe(z.email({ error: 'must be a valid email address' }))
      .meta({ format: 'email', pattern: z.regexes.email.source })
      .optional(),
  ),
});
/** What the form holds; `SuggestionFields` is what the schema makes of it. */
export type SuggestionInput = z.input<typeof suggestionInputSchema>;
export type SuggestionFields = z.output<typeof suggestionInputSchema>;

export const suggestionStatusSchema = z.strictObject({ status: oneOf(suggestionStatuses) });

/** A suggestion as the administrator's inbox receives it. */
export const suggestionSchema = z.object({
  _id: z.string(),
  product: z.string(),
  bank: z.string(),
  reward: z.string(),
  link: z.string(),
  email: z.string().optional(),
  status: z.enum(suggestionStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Suggestion = z.output<typeof suggestionSchema>;
