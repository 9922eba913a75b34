import { z } from 'zod';
import { oneOf } from '../schema-fields.js';
import { spendCategories } from '../terms/card-terms.choices.js';
import { requiredText, text } from '../text.schema.js';
import { MERCHANT_MAX_ALIASES, type Merchant } from './merchant.js';
import { merchantCodeSurenesses } from './merchant-evidence.js';
import { merchantReportSchema } from './merchant-report.schema.js';

/** What the administrators' merchant form sends; the form and the API check it alike. */
export const merchantInputSchema = z.strictObject({
  name: requiredText(100),
  aliases: z
    .array(requiredText(100), { error: 'must be a list of names' })
    .max(MERCHANT_MAX_ALIASES, `must have at most ${MERCHANT_MAX_ALIASES} names`)
    .default([]),
  category: oneOf(spendCategories),
  excludedNote: text(500).default(''),
});
export type MerchantInput = z.input<typeof merchantInputSchema>;
export type MerchantFields = z.output<typeof merchantInputSchema>;

/** A merchant as the API answers it. */
export const merchantSchema: z.ZodType<Merchant> = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  aliases: z.array(z.string()),
  category: z.enum(spendCategories),
  excludedNote: z.string(),
  evidence: z.object({
    codes: z.array(
      z.object({
        mcc: z.string(),
        reports: z.number().int(),
        latest: z.string().meta({ format: 'date' }),
      }),
    ),
    reports: z.number().int(),
    sureness: z.enum(merchantCodeSurenesses),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A merchant's public page: the merchant, its evidence and its latest approved reports. */
export const merchantPageSchema = z.object({
  merchant: merchantSchema,
  reports: z.array(merchantReportSchema),
});
export type MerchantPage = z.output<typeof merchantPageSchema>;
