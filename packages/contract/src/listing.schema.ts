import { z } from 'zod';
import { commercialTieSchema } from './commercial-tie.schema.js';
import { providerNameSchema } from './provider.js';
import { listFields, type ListField, type ListingKindKey } from './listing.js';
import { isCalendarDate } from './text.js';
import { linkText, text } from './text.schema.js';
import { fixedDepositTermsSchema } from './terms/fixed-deposit-terms.schema.js';
import { cardTermsSchema } from './terms/card-terms.schema.js';
import { insuranceTermsSchema } from './terms/insurance-terms.schema.js';
import { investmentTermsSchema } from './terms/investment-terms.schema.js';
import { loanTermsSchema } from './terms/loan-terms.schema.js';
import { savingTermsSchema } from './terms/saving-terms.schema.js';

/** Each kind's structured terms. Every field is optional: older listings have none. */
export const termsSchemas = {
  card: cardTermsSchema,
  investment: investmentTermsSchema,
  insurance: insuranceTermsSchema,
  loan: loanTermsSchema,
  saving: savingTermsSchema,
  deposit: fixedDepositTermsSchema,
} as const;

export type TermsByKind = { [K in ListingKindKey]: z.output<(typeof termsSchemas)[K]> };
export type ListingTerms = TermsByKind[ListingKindKey];

/** A listing's provider, by name; the server checks that the administrators keep it. */
export const categorySchema = providerNameSchema;

export const tiersSchema = z.object({
  tier1: text(300).default(''),
  tier2: text(300).default(''),
  tier3: text(300).default(''),
});
export type Tiers = z.output<typeof tiersSchema>;

/** The last day an offer runs (Singapore time), `YYYY-MM-DD`; absent: it does not end. */
export const offerExpirySchema = z
  .string({ error: 'must be a date as YYYY-MM-DD' })
  .trim()
  .refine(isCalendarDate, { message: 'must be a date as YYYY-MM-DD' });

export const rewardOfferSchema = z.object({
  description: text(1000).default(''),
  tag: text(100).default(''),
  link: linkText.default(''),
  expiresAt: offerExpirySchema.optional(),
});
export type RewardOffer = z.output<typeof rewardOfferSchema>;

export const MAX_REWARD_OFFERS = 20;
export const rewardOffersSchema = z
  .array(rewardOfferSchema)
  .max(MAX_REWARD_OFFERS, `must have at most ${MAX_REWARD_OFFERS} offers`);

/** The lines of a list such as key features; blank lines are dropped. */
export const MAX_TEXT_LINES = 50;
export const textLinesSchema = z
  .array(text(1000))
  .max(MAX_TEXT_LINES, `must have at most ${MAX_TEXT_LINES} lines`)
  .transform((lines) => lines.filter((line) => line !== ''));

/** The rules of a listing's own fields, shared by the admin form and the server. */
export const listingFieldSchemas = {
  title: text(200).min(1, 'is required'),
  subtitle: text(300),
  priority: z
    .number({ error: 'must be a number' })
    .min(-1_000_000, 'must be at least -1000000')
    .max(1_000_000, 'must be at most 1000000'),
  category: categorySchema,
  tiers: tiersSchema,
  rewardOffer: rewardOffersSchema,
  lines: textLinesSchema,
  commercialTie: commercialTieSchema,
} as const;

const listingAnswerBase = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  subtitle: z.string(),
  priority: z.number(),
  category: z.string(),
  image: z.string(),
  /** Pixel size of an uploaded image; absent for an outside address. */
  imageWidth: z.number().optional(),
  imageHeight: z.number().optional(),
  tiers: tiersSchema,
  // The form's maxima: the columns of an import file stop there.
  rewardOffer: z.array(rewardOfferSchema).max(MAX_REWARD_OFFERS),
  /** What the listing pays the site for, and its disclosure; absent: nothing. */
  commercialTie: commercialTieSchema.optional(),
  ...Object.fromEntries(
    listFields.map((field) => [field, z.array(z.string()).max(MAX_TEXT_LINES).optional()]),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A listing of one kind as the API answers it (flat, dates as ISO text). */
export function listingSchemaOf<K extends ListingKindKey>(key: K) {
  return listingAnswerBase.extend({ terms: termsSchemas[key].optional() });
}

/**
 * A listing as its own page reads it: with the day its source page changed while no one has
 * checked the terms since, for the visitors' notice. Lists and the export leave it out.
 */
export function listingDetailSchemaOf<K extends ListingKindKey>(key: K) {
  return listingSchemaOf(key).extend({ sourceChangedOn: z.string().optional() });
}

type ListingAnswerBase = Omit<z.output<typeof listingAnswerBase>, ListField> &
  Partial<Record<ListField, string[]>> & { sourceChangedOn?: string };

/** A listing as the API answers it; `Listing<'card'>` has card terms. */
export type Listing<K extends ListingKindKey = ListingKindKey> = ListingAnswerBase & {
  terms?: TermsByKind[K];
};
