import { z } from 'zod';
import { amount, oneOf, wholeNumber } from '../schema-fields.js';
import { residencies } from '../wallet/residency.js';
import {
  claimMethods,
  claimStarts,
  payoutStarts,
  spendWindowStarts,
  welcomeUnits,
} from './welcome-offer.choices.js';

const yesOrNo = () => z.boolean({ error: 'must be yes or no' });

/** A listing's slug, as its address ends: 'hsbc-revolution-credit-card'. */
const listingSlug = z
  .string({ error: 'must be a product slug' })
  .trim()
  .min(1, 'is required')
  .max(80, 'must be at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a product slug (a-z, 0-9 and dashes)');

/** How the gift is claimed: automatic, or a form sent from `fromDays` to `withinDays` of `from`. */
const claimSchema = z
  .strictObject({
    method: oneOf(claimMethods),
    /** The first day a form may be sent, counted from `from` (0: that day). */
    fromDays: wholeNumber('days', 0, 365).optional(),
    /** The last day a form may be sent, counted from `from`. */
    withinDays: wholeNumber('days', 1, 365).optional(),
    /** The day the claim window is counted from; approval when not given. */
    from: oneOf(claimStarts).optional(),
  })
  .refine(
    (claim) => claim.method === 'form' || (claim.fromDays ?? claim.withinDays) === undefined,
    {
      message: 'is for a claim by form only',
      path: ['withinDays'],
    },
  )
  .refine(
    (claim) =>
      claim.fromDays === undefined ||
      claim.withinDays === undefined ||
      claim.withinDays >= claim.fromDays,
    { message: 'must be at least the first day of the claim', path: ['withinDays'] },
  );

/** When the gift is paid: between `fromDays` and `toDays` after `after`. */
const payoutSchema = z
  .strictObject({
    fromDays: wholeNumber('days', 0, 730),
    toDays: wholeNumber('days', 0, 730),
    after: oneOf(payoutStarts),
  })
  .refine((payout) => payout.toDays >= payout.fromDays, {
    message: 'must be at least the first day of the payout',
    path: ['toDays'],
  });

/**
 * A welcome offer and what it takes: the spend and its window, who qualifies, how it is claimed
 * and when it pays. Its end date is the listing's `expiresAt`. Cards and brokerage accounts give
 * them; a field left out is a condition the provider's terms do not state.
 */
export const welcomeOfferSchema = z
  .strictObject({
    value: amount('SGD'),
    unit: oneOf(welcomeUnits),
    /** Spend needed to earn the gift, within `withinDays` of `spendWindowFrom`. */
    minSpend: amount('SGD').optional(),
    withinDays: wholeNumber('days', 1, 365).optional(),
    /** The day the spend window opens; approval when not given. */
    spendWindowFrom: oneOf(spendWindowStarts).optional(),
    /** Only for customers who held no product of the provider in the last `newToBankMonths`. */
    newToBankOnly: yesOrNo().optional(),
    /** The months without a product of the provider; 12 when not given. */
    newToBankMonths: wholeNumber('months', 1, 60).optional(),
    /** Not for customers who held this very product in the last so many months. */
    newToCardMonths: wholeNumber('months', 1, 60).optional(),
    /** Holders of these products (listing slugs) do not get the gift. */
    excludedHolders: z
      .array(listingSlug, { error: 'must be a list of product slugs' })
      .max(20, 'must name at most 20 products')
      .refine((slugs) => new Set(slugs).size === slugs.length, 'must name each product once')
      .optional(),
    /** Income a year the gift needs; the product's own minimum income when not given. */
    minIncome: amount('SGD/year').optional(),
    minAge: wholeNumber('years', 16, 100).optional(),
    /** Who may get the gift: locals (citizens and PRs), foreigners; everyone when not given. */
    residency: z
      .array(oneOf(residencies), { error: 'must be a list of residencies' })
      .min(1, 'must name at least one residency')
      .max(residencies.length, `must name at most ${residencies.length} residencies`)
      .refine((items) => new Set(items).size === items.length, 'must name each residency once')
      .optional(),
    /** US citizens, green-card holders and US tax residents do not get the gift. */
    usPersonsExcluded: yesOrNo().optional(),
    claim: claimSchema.optional(),
    payout: payoutSchema.optional(),
  })
  .refine((offer) => offer.minSpend !== undefined || offer.withinDays === undefined, {
    message: 'needs the spend it is for',
    path: ['withinDays'],
  })
  .refine((offer) => offer.withinDays !== undefined || offer.spendWindowFrom === undefined, {
    message: 'needs the days of the spend window',
    path: ['spendWindowFrom'],
  })
  .refine((offer) => offer.newToBankOnly === true || offer.newToBankMonths === undefined, {
    message: 'is for new-to-bank offers only',
    path: ['newToBankMonths'],
  })
  .refine((offer) => offer.claim?.from !== 'spendMet' || offer.minSpend !== undefined, {
    message: 'needs a minimum spend to count from',
    path: ['claim', 'from'],
  })
  .refine((offer) => offer.payout?.after !== 'spendMet' || offer.minSpend !== undefined, {
    message: 'needs a minimum spend to count from',
    path: ['payout', 'after'],
  })
  .refine((offer) => offer.payout?.after !== 'claim' || offer.claim?.method === 'form', {
    message: 'needs a claim by form to count from',
    path: ['payout', 'after'],
  });

export type WelcomeOffer = z.output<typeof welcomeOfferSchema>;
export type WelcomeClaim = z.output<typeof claimSchema>;
export type WelcomePayout = z.output<typeof payoutSchema>;
