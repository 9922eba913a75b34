import { z } from 'zod';
import { amount, oneOf, percent, wholeNumber } from '../schema-fields.js';
import { loanTypes } from './loan-terms.js';
import { termSourceSchema } from './term-source.schema.js';

const processingFeeSchema = z.strictObject({
  /** Percent of the amount borrowed, usually deducted from it. */
  percent: percent(),
  minimum: amount('SGD').optional(),
});

export const loanTermsSchema = z
  .strictObject({
    /** Where the figures come from and when they were last checked. */
    source: termSourceSchema.optional(),
    loanType: oneOf(loanTypes).optional(),
    /** Interest a year on the original amount, for the whole tenure. */
    flatRate: percent('percent/year').optional(),
    /** The effective interest rate the bank advertises, fees included. */
    eir: percent('percent/year').optional(),
    processingFee: processingFeeSchema.optional(),
    minAmount: amount('SGD').optional(),
    maxAmount: amount('SGD').optional(),
    minTenureMonths: wholeNumber('months', 1, 600).optional(),
    maxTenureMonths: wholeNumber('months', 1, 600).optional(),
    minIncome: amount('SGD/year').optional(),
  })
  .refine(
    (terms) =>
      terms.minAmount === undefined ||
      terms.maxAmount === undefined ||
      terms.maxAmount >= terms.minAmount,
    { message: 'must be at least minAmount', path: ['maxAmount'] },
  )
  .refine(
    (terms) =>
      terms.minTenureMonths === undefined ||
      terms.maxTenureMonths === undefined ||
      terms.maxTenureMonths >= terms.minTenureMonths,
    { message: 'must be at least minTenureMonths', path: ['maxTenureMonths'] },
  );

export type LoanTerms = z.output<typeof loanTermsSchema>;
