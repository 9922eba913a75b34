import { z } from 'zod';
import { spendCategories } from '../terms/card-terms.choices.js';
import { WALLET_MAX_CARDS } from './wallet.js';

const setSizeProblem = `must be a whole number from 1 to ${WALLET_MAX_CARDS}`;

/** `GET /api/me/wallet/optimum`: the size of the best set; left out, as many as the cards held. */
export const walletOptimumQuerySchema = z.strictObject({
  bestSetSize: z.coerce
    .number({ error: setSizeProblem })
    .int(setSizeProblem)
    .min(1, setSizeProblem)
    .max(WALLET_MAX_CARDS, setSizeProblem)
    .optional(),
});
export type WalletOptimumQuery = z.output<typeof walletOptimumQuerySchema>;

const spendCategorySchema = z.enum(spendCategories);

/** One card of a wallet's use: what it is given a month and what it pays for it in year one. */
export const walletCardUseSchema = z.object({
  card: z.object({ _id: z.string(), title: z.string(), slug: z.string() }),
  /** S$ a month of each category given to the card; categories it gets none of left out. */
  spend: z.partialRecord(spendCategorySchema, z.number()),
  value: z.object({
    netSGD: z.number(),
    rewardsSGD: z.number(),
    welcomeSGD: z.number(),
    feeSGD: z.number(),
    fxFeeSGD: z.number(),
    /** One conversion of the card's points a year; 0 when another card of its pool pays it. */
    conversionFeeSGD: z.number(),
  }),
  /** How the value was worked out, in the person's own figures. */
  working: z.array(
    z.object({ kind: z.string(), text: z.string(), yearlySGD: z.number().optional() }),
  ),
});

/** How the spend is split over a set of cards, and what the set pays a year. */
export const walletUseSchema = z.object({
  cards: z.array(walletCardUseSchema),
  /** For each category with spend, the S$ a month given to each card, in the order of `cards`. */
  split: z.partialRecord(spendCategorySchema, z.array(z.number())),
  netSGD: z.number(),
});
export type WalletUseAnswer = z.output<typeof walletUseSchema>;

/** What `GET /api/me/wallet/optimum` answers for the signed-in user's saved wallet. */
export const walletOptimumSchema = z.object({
  /** The best use of the credit cards held (up to 5); null when none has a reward to value. */
  held: walletUseSchema.nullable(),
  /** The best set of `bestSetSize` cards the person can have; null when fewer can be valued. */
  best: walletUseSchema.nullable(),
  bestSetSize: z.number().int().min(1).max(WALLET_MAX_CARDS),
  /** `best.netSGD - held.netSGD`, when both are there. */
  gapSGD: z.number().nullable(),
  /**
   * False when the time limit stopped the search for the best set first: `best` is then the
   * best set found, and no set pays more than `bestBoundSGD`.
   */
  complete: z.boolean(),
  bestBoundSGD: z.number().nullable(),
});
export type WalletOptimum = z.output<typeof walletOptimumSchema>;
