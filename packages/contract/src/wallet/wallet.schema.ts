import { z } from 'zod';
import { isPastOrTodayDay } from '../as-of.js';
import { listingKinds } from '../listing-kinds.js';
import type { ListingKindKey } from '../listing.js';
import { amount, oneOf } from '../schema-fields.js';
import { isObjectIdText } from '../slug.js';
import { spendCategories, type SpendCategory } from '../terms/card-terms.choices.js';
import { MAX_MILE_VALUE_CENTS } from '../terms/mile-value.js';
import { residencies } from './residency.js';
import {
  WALLET_MAX_AGE,
  WALLET_MAX_CLOSED_PRODUCTS,
  WALLET_MAX_PRODUCTS,
  WALLET_MIN_AGE,
} from './wallet.js';

const kindKeys = listingKinds.map((kind) => kind.key) as [ListingKindKey, ...ListingKindKey[]];

export const heldProductSchema = z.strictObject({
  kind: oneOf(kindKeys),
  id: z
    .string({ error: 'must be a product id' })
    .refine(isObjectIdText, { message: 'must be a product id (24 hexadecimal digits)' }),
});
/** A product the person holds: a listing of any kind, by its id. */
export type HeldProduct = z.output<typeof heldProductSchema>;

/** A product the person held and closed, by its id, with the day it was closed (Singapore). */
export const closedProductSchema = heldProductSchema.extend({
  closedOn: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'is required' : 'must be a date as YYYY-MM-DD',
    })
    .refine((day) => /^\d{4}-\d{2}-\d{2}$/.test(day), { message: 'must be a date as YYYY-MM-DD' })
    .refine(isPastOrTodayDay, { message: 'must not be after today', abort: true })
    .meta({ input: 'date' }),
});
export type ClosedProduct = z.output<typeof closedProductSchema>;

/** A S$ amount a month in each spend category; a category left out is S$0. */
export const spendProfileSchema = z.strictObject(
  Object.fromEntries(
    spendCategories.map((category) => [category, amount('SGD/month').default(0)]),
  ) as Record<SpendCategory, z.ZodDefault<ReturnType<typeof amount>>>,
);

/** What `PUT /api/me/wallet` takes and `/me` sends; the form and the API check it alike. */
export const walletInputSchema = z.strictObject({
  products: z
    .array(heldProductSchema, { error: 'must be a list of products' })
    .max(WALLET_MAX_PRODUCTS, `must hold at most ${WALLET_MAX_PRODUCTS} products`)
    .refine(
      (products) => new Set(products.map((product) => product.id)).size === products.length,
      'must give each product once',
    )
    .default([]),
  spend: spendProfileSchema.default(
    Object.fromEntries(spendCategories.map((category) => [category, 0])) as Record<
      SpendCategory,
      number
    >,
  ),
  monthlyIncome: amount('SGD/month'),
  age: z
    .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') })
    .int('must be a whole number')
    .min(WALLET_MIN_AGE, `must be at least ${WALLET_MIN_AGE}`)
    .max(WALLET_MAX_AGE, `must be at most ${WALLET_MAX_AGE}`),
  residency: oneOf(residencies),
  /**
   * Products held before and closed, each with its day: new-to-bank offers count them. Optional,
   * as are the fields after it, so wallets saved before they existed stay valid.
   */
  closedProducts: z
    .array(closedProductSchema, { error: 'must be a list of closed products' })
    .max(WALLET_MAX_CLOSED_PRODUCTS, `must list at most ${WALLET_MAX_CLOSED_PRODUCTS} products`)
    .optional(),
  /** A US citizen, green-card holder or US tax resident: many gifts exclude them. */
  usPerson: z.boolean({ error: 'must be yes or no' }).optional(),
  /** What a mile is worth to the person, in cents: their figures of miles and points use it. */
  mileValueCents: z
    .number({ error: 'must be a number' })
    .positive('must be more than 0')
    .max(MAX_MILE_VALUE_CENTS, `must be at most ${MAX_MILE_VALUE_CENTS}`)
    .optional(),
});
export type WalletInput = z.input<typeof walletInputSchema>;
/** A signed-in person's own figures: what they hold, spend a month, earn a month, who they are. */
export type Wallet = z.output<typeof walletInputSchema>;
export type SpendProfileFields = z.output<typeof spendProfileSchema>;

/** The wallet as `GET /api/me/wallet` answers it; `null` before the person saves one. */
export type StoredWallet = Wallet & { updatedAt: string };
