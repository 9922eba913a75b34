import { z } from 'zod';
import { amount, oneOf, percent, uniqueBy, wholeNumber } from '../schema-fields.js';
import { capBases, cardRewardTypes, spendCategories, welcomeUnits } from './card-terms.js';
import { termSourceSchema } from './term-source.schema.js';

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

const earnSchema = z.strictObject({
  category: oneOf(spendCategories),
  rate: earnRate,
  /** A cap of this category alone, within the card's overall `monthlyCap`. */
  cap: capSchema.optional(),
});

const welcomeSchema = z.strictObject({
  value: amount('SGD'),
  unit: oneOf(welcomeUnits),
  /** Spend needed to earn the gift, within `withinDays` of approval. */
  minSpend: amount('SGD').optional(),
  withinDays: wholeNumber('days', 1, 365).optional(),
});

export const cardTermsSchema = z
  .strictObject({
    /** Where the figures come from and when they were last checked. */
    source: termSourceSchema.optional(),
    rewardType: oneOf(cardRewardTypes).optional(),
    /** Yearly fee with GST, before any waiver. */
    annualFee: amount('SGD/year').optional(),
    annualFeeWaivedYears: wholeNumber('years', 0, 10).optional(),
    minIncome: amount('SGD/year').optional(),
    /** Spend a month needed before the bonus rates of `earn` apply. */
    minMonthlySpend: amount('SGD/month').optional(),
    /** The rate of every spend without a bonus rate (and of all spend below the minimum). */
    baseRate: earnRate.optional(),
    earn: uniqueBy(
      z
        .array(earnSchema)
        .max(spendCategories.length, `must have at most ${spendCategories.length} rates`),
      'category',
    ).optional(),
    monthlyCap: capSchema.optional(),
    welcome: welcomeSchema.optional(),
    /** Miles one point converts to, so points cards can be valued in miles and S$. */
    milesPerPoint: z
      .number({ error: 'must be a number' })
      .positive('must be more than 0')
      .max(100, 'must be at most 100')
      .optional(),
    /** Fee on spend in foreign currencies. */
    fxFee: percent().optional(),
  })
  .refine((terms) => terms.rewardType !== undefined || terms.earn === undefined, {
    message: 'is required with earn rates',
    path: ['rewardType'],
  });

export type CardTerms = z.output<typeof cardTermsSchema>;
export type CardEarnRate = z.output<typeof earnSchema>;
export type CardCap = z.output<typeof capSchema>;
