import { z } from 'zod';
import {
  isProviderName,
  normalizeProviderName,
  PROVIDER_NAME_MAX_LENGTH,
  providerKinds,
} from './banks.js';
import { commercialTieSchema } from './commercial-tie.schema.js';
import { oneOf } from './schema-fields.js';
import { isHttpUrl } from './text.js';
import { requiredText, text } from './text.schema.js';

/**
 * A provider's name, as a listing's `category` carries it (see `isProviderName`), normalised
 * (see `normalizeProviderName`).
 */
export const providerNameSchema = requiredText(PROVIDER_NAME_MAX_LENGTH)
  .transform(normalizeProviderName)
  .refine(isProviderName, { message: 'must contain a letter' })
  .meta({ pattern: '\\p{L}' });

/** What the administrators' provider form sends; the form and the API check it alike. */
export const providerInputSchema = z.strictObject({
  name: providerNameSchema,
  kind: oneOf(providerKinds),
  /** An uploaded image (`/uploads/...`) or an http(s) address; empty: none. */
  logo: text(2000)
    .refine((value) => value === '' || value.startsWith('/uploads/') || isHttpUrl(value), {
      message: 'must be an uploaded image (/uploads/...) or an http(s) address',
    })
    .default(''),
  /** The provider's public home page; empty: not known (a provider made from an old listing). */
  website: text(2000)
    .refine((value) => value === '' || isHttpUrl(value), { message: 'must be an http(s) address' })
    .default(''),
  /** What the provider pays the site for, and its disclosure. */
  commercialTie: commercialTieSchema.prefault({}),
});
/** What the form holds; `ProviderFields` is what the schema makes of it. */
export type ProviderInput = z.input<typeof providerInputSchema>;
export type ProviderFields = z.output<typeof providerInputSchema>;

/** A provider as the API answers it. */
export const providerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(providerKinds),
  logo: z.string(),
  website: z.string(),
  commercialTie: commercialTieSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Provider = z.output<typeof providerSchema>;
