import { z } from 'zod';
import { amount, oneOf, percent, uniqueBy, wholeNumber } from '../schema-fields.js';
import { paymentChannels, purchaseCurrencies } from '../purchases/purchase.js';
import { mccRangeListSchema } from '../purchases/purchase.schema.js';
import { capBases, capPeriods, cardRewardTypes, spendCategories } from './card-terms.choices.js';
import { pointsCurrencyIds } from '../points/points-currency-ids.js';
import { termSourceSchema } from './term-source.schema.js';
import { welcomeOfferSchema } from './welcome-offer.schema.js';

/**
 * A monthly cap: `on: 'reward'` caps the reward (S$ of cashback, or miles or points),
 * `on: 'bonusSpend'` caps the S$ of spend that earns the bonus rate.
 */
const capSchema = z.strictObject({
  amount: amount('SGD/month'),
  on: oneOf(capBases),
});

/** An earn rate: percent cashback, or miles or points per S$1, by the card's reward type. */
const earnRate = percent();

/** Spending categories, each named once. */
const categoryList = (atLeast: number) =>
  z
    .array(oneOf(spendCategories))
    .min(atLeast, `must name at least ${atLeast} categories`)
    .max(spendCategories.length, `must name at most ${spendCategories.length} categories`)
    .refine((items) => new Set(items).size === items.length, 'must name each category once');

/** Ways of paying, each named once. */
const channelList = z
  .array(oneOf(paymentChannels))
  .min(1, 'must name at least 1 way of paying')
  .refine((items) => new Set(items).size === items.length, 'must name each way of paying once');

/**
 * A bonus rate as the bank publishes it: for a category, and where the bank says so only for some
 * merchant category codes, never for others, only paid some ways, or only in one currency.
 */
const earnSchema = z.strictObject({
  category: oneOf(spendCategories),
  rate: earnRate,
  /** A cap of this category alone, within the card's overall `monthlyCap`. */
  cap: capSchema.optional(),
  /** The bonus is for these codes: a purchase coded otherwise does not earn it. */
  mccs: mccRangeListSchema.optional(),
  /** Codes that never earn this bonus, though of its category. */
  excludedMccs: mccRangeListSchema.optional(),
  /** The bonus counts only for purchases paid these ways. */
  channels: channelList.optional(),
  /** The bonus counts only for purchases in this currency. */
  currency: oneOf(purchaseCurrencies).optional(),
});

/** One cap over the bonus of several categories together, as 'S$1,000 online and dining'. */
const sharedCapSchema = z.strictObject({
  categories: categoryList(2),
  amount: amount('SGD/month'),
  on: oneOf(capBases),
});

/**
 * A rate by total spend a month (UOB One style): from `minSpend` of counted spend a month, every
 * S$ without a higher bonus rate earns `rate` instead of the base rate, up to `rewardCap` a month.
 */
const spendTierSchema = z.strictObject({
  minSpend: amount('SGD/month'),
  rate: earnRate,
  rewardCap: amount('SGD/month').optional(),
});

export const cardTermsSchema = z
  .strictObject({
    /** Where the figures come from and when they were last checked. */
    source: termSourceSchema.optional(),
    rewardType: oneOf(cardRewardTypes).optional(),
    /** Yearly fee with GST, before any waiver. */
    annualFee: amount('SGD/year').optional(),
    annualFeeWaivedYears: wholeNumber('years', 0, 10).optional(),
    /** Counted spend a year that waives the annual fee. */
    annualFeeWaiverSpend: amount('SGD/year').optional(),
    /** Income a year needed by Singapore citizens and permanent residents. */
    minIncome: amount('SGD/year').optional(),
    /** Income a year needed by foreigners; `minIncome` when not given. */
    minIncomeForeigner: amount('SGD/year').optional(),
    minAge: wholeNumber('years', 18, 100).optional(),
    /** Counted spend a month needed before the bonus rates of `earn` apply. */
    minMonthlySpend: amount('SGD/month').optional(),
    /** Spend that does not count toward the minimum spend, spend tiers, fee waiver or welcome. */
    notCountedCategories: categoryList(1).optional(),
    /** The rate of every spend without a bonus rate (and of all spend below the minimum). */
    baseRate: earnRate.optional(),
    spendTiers: z
      .array(spendTierSchema)
      .max(6, 'must have at most 6 tiers')
      .refine(
        (tiers) =>
          tiers.every((tier, index) => index === 0 || tier.minSpend > tiers[index - 1]!.minSpend),
        'must list the tiers from the lowest spend up',
      )
      .optional(),
    earn: uniqueBy(
      z
        .array(earnSchema)
        .max(spendCategories.length, `must have at most ${spendCategories.length} rates`),
      'category',
    ).optional(),
    /** Spend that earns nothing at all on the card (wallet top-ups, government payments...). */
    noEarnCategories: categoryList(1).optional(),
    /** Merchant category codes that earn nothing at all on the card, whatever their category. */
    noEarnMccs: mccRangeListSchema.optional(),
    monthlyCap: capSchema.optional(),
    sharedCaps: z.array(sharedCapSchema).max(6, 'must have at most 6 caps').optional(),
    /** The month the caps and the minimum spend are counted over; a calendar month if not given. */
    capPeriod: oneOf(capPeriods).optional(),
    /** Rewards are earned per whole block of this many S$ (10 points per S$5, rounded down). */
    earnBlock: z
      .number({ error: 'must be a number' })
      .positive('must be more than 0')
      .max(100, 'must be at most 100')
      .meta({ unit: 'SGD' })
      .optional(),
    welcome: welcomeOfferSchema.optional(),
    /**
     * The points currency the card's rewards are paid in: its conversion ratio, block, fee, expiry
     * and pooling value them. A miles card may name one too (its miles are the currency's points
     * as miles): then the currency's conversion fee is counted.
     */
    pointsCurrency: oneOf(pointsCurrencyIds).optional(),
    /** Miles one point converts to, for a points card that names no currency. */
    milesPerPoint: z
      .number({ error: 'must be a number' })
      .positive('must be more than 0')
      .max(100, 'must be at most 100')
      .optional(),
    /** Fee on spend in foreign currencies. */
    fxFee: percent().optional(),
  })
  .refine(
    (terms) =>
      terms.rewardType !== undefined ||
      (terms.earn === undefined && terms.spendTiers === undefined),
    { message: 'is required with earn rates', path: ['rewardType'] },
  )
  .refine((terms) => terms.pointsCurrency === undefined || terms.rewardType !== 'cashback', {
    message: 'is for miles and points cards only',
    path: ['pointsCurrency'],
  })
  .refine((terms) => terms.pointsCurrency === undefined || terms.milesPerPoint === undefined, {
    message: 'comes from the points currency: leave it out',
    path: ['milesPerPoint'],
  });

export type CardTerms = z.output<typeof cardTermsSchema>;
export type CardEarnRate = z.output<typeof earnSchema>;
export type CardCap = z.output<typeof capSchema>;
export type CardSharedCap = z.output<typeof sharedCapSchema>;
export type CardSpendTier = z.output<typeof spendTierSchema>;
