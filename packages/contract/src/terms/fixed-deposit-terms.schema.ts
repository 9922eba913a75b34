import { z } from 'zod';
import { amount, oneOf, percent, wholeNumber } from '../schema-fields.js';
import { text } from '../text.schema.js';
import {
  depositFundsAccepted,
  depositPlacements,
  depositRateTypes,
} from './fixed-deposit-terms.choices.js';
import { sdicInsuredSchema } from './deposit-insurance.schema.js';
import { termSourceSchema } from './term-source.schema.js';

/** A rate for one tenure and, where the bank bands it, one band of the amount placed. */
const depositRateSchema = z
  .strictObject({
    tenureMonths: wholeNumber('months', 1, 120),
    rate: percent('percent/year'),
    /** The band of the amount placed the rate is for: from this S$ ... */
    amountFrom: amount('SGD').optional(),
    /** ... up to this S$. */
    amountUpTo: amount('SGD').optional(),
  })
  .refine((band) => band.amountUpTo === undefined || band.amountUpTo > (band.amountFrom ?? 0), {
    message: 'must be more than amountFrom',
    path: ['amountUpTo'],
  });

export const fixedDepositTermsSchema = z
  .strictObject({
    /** Where the figures come from and when they were last checked. */
    source: termSourceSchema.optional(),
    /** Simple interest a year, paid at maturity, by tenure and amount band. */
    rates: z.array(depositRateSchema).max(60, 'must have at most 60 rates').optional(),
    rateType: oneOf(depositRateTypes).optional(),
    minDeposit: amount('SGD').optional(),
    maxDeposit: amount('SGD').optional(),
    fundsAccepted: oneOf(depositFundsAccepted).optional(),
    placement: oneOf(depositPlacements).optional(),
    /** What the bank pays, or charges, when the deposit is withdrawn before it matures. */
    earlyWithdrawal: text(500).optional(),
    sdicInsured: sdicInsuredSchema.optional(),
  })
  .refine(
    (terms) =>
      terms.maxDeposit === undefined ||
      terms.minDeposit === undefined ||
      terms.maxDeposit >= terms.minDeposit,
    { message: 'must be at least minDeposit', path: ['maxDeposit'] },
  );

export type FixedDepositTerms = z.output<typeof fixedDepositTermsSchema>;
export type FixedDepositRate = NonNullable<FixedDepositTerms['rates']>[number];
