import { z } from 'zod';
import { amount, currencyAmount, oneOf, percent, uniqueBy } from '../schema-fields.js';
import { feeCurrencies, gstFees, markets } from './investment-terms.choices.js';
import { termSourceSchema } from './term-source.schema.js';
import { welcomeOfferSchema } from './welcome-offer.schema.js';

/**
 * How one fee of a trade is worked out, in the currency of its market's row: `percent` of the
 * trade's value plus `perShare` for each share, at least `minimum`, then `fixed` added.
 */
const feeRateFields = {
  /** Percent of the trade's value. */
  percent: percent().optional(),
  /** For each share traded. */
  perShare: currencyAmount().optional(),
  /** The least the fee comes to before `fixed` is added. */
  minimum: currencyAmount().optional(),
  /** Added to every trade. */
  fixed: currencyAmount().optional(),
};

/** The commission of trades worth at least `fromTradeValue`, in place of the row's own rates. */
const commissionTierSchema = z.strictObject({
  fromTradeValue: currencyAmount(),
  ...feeRateFields,
});

const platformFeeSchema = z.strictObject(feeRateFields);

const commissionSchema = z.strictObject({
  market: oneOf(markets),
  /** The currency of this row's amounts (US$ for per-share US pricing); S$ when not given. */
  currency: oneOf(feeCurrencies).optional(),
  ...feeRateFields,
  /** Commission by trade size: the tier of the largest `fromTradeValue` the trade reaches. */
  tiers: uniqueBy(z.array(commissionTierSchema).max(10), 'fromTradeValue').optional(),
  /** A fee the platform charges beside the commission, with its own rates. */
  platformFee: platformFeeSchema.optional(),
  /** The exchange's trading fee, percent of the trade's value (SGX: 0.0075%). */
  exchangeFeePercent: percent().optional(),
  /** The clearing house's fee, percent of the trade's value (SGX: 0.0325%). */
  clearingFeePercent: percent().optional(),
});

/** GST (9% in Singapore) charged on the fees named in `on`. */
const gstSchema = z.strictObject({
  percent: percent(),
  on: z
    .array(oneOf(gstFees))
    .min(1, 'must name at least one fee')
    .max(gstFees.length, `must name at most ${gstFees.length} fees`),
});

export const investmentTermsSchema = z.strictObject({
  /** Where the figures come from and when they were last checked. */
  source: termSourceSchema.optional(),
  commission: uniqueBy(
    z.array(commissionSchema).max(markets.length, `must have at most ${markets.length} markets`),
    'market',
  ).optional(),
  gst: gstSchema.optional(),
  custodyFeeMonthly: amount('SGD/month').optional(),
  minDeposit: amount('SGD').optional(),
  /** A sign-up gift (cash, shares or vouchers valued in S$) and what it takes. */
  welcome: welcomeOfferSchema.optional(),
});

export type InvestmentTerms = z.output<typeof investmentTermsSchema>;
export type Commission = z.output<typeof commissionSchema>;
export type CommissionTier = z.output<typeof commissionTierSchema>;
export type FeeRate = z.output<typeof platformFeeSchema>;
