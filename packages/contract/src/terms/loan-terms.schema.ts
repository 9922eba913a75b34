import { z } from 'zod';
import { amount, oneOf, percent, wholeNumber } from '../schema-fields.js';
import { processingFeeCharges } from './loan-terms.choices.js';
import { loanTypes } from './loan-terms.choices.js';
import { termSourceSchema } from './term-source.schema.js';

const processingFeeSchema = z.strictObject({
  /** Percent of the amount borrowed. */
  percent: percent(),
  minimum: amount('SGD').optional(),
  /** Taken from the amount paid out (the default), or added to what is owed and repaid with it. */
  charged: oneOf(processingFeeCharges).optional(),
});

const minAtMostMax = (min: number | undefined, max: number | undefined) =>
  min === undefined || max === undefined || max >= min;

/** A rate quoted for loans of some amounts and tenures ('2.98% for S$30,000 or more'). */
const rateBandSchema = z
  .strictObject({
    minAmount: amount('SGD').optional(),
    maxAmount: amount('SGD').optional(),
    minTenureMonths: wholeNumber('months', 1, 600).optional(),
    maxTenureMonths: wholeNumber('months', 1, 600).optional(),
    /** Percent a year, flat or on the reducing balance as the loan's own rate is. */
    rate: percent('percent/year'),
    /** The EIR the bank quotes for the band. */
    eir: percent('percent/year').optional(),
  })
  .refine((band) => minAtMostMax(band.minAmount, band.maxAmount), {
    message: 'must be at least minAmount',
    path: ['maxAmount'],
  })
  .refine((band) => minAtMostMax(band.minTenureMonths, band.maxTenureMonths), {
    message: 'must be at least minTenureMonths',
    path: ['maxTenureMonths'],
  });

export const loanTermsSchema = z
  .strictObject({
    /** Where the figures come from and when they were last checked. */
    source: termSourceSchema.optional(),
    loanType: oneOf(loanTypes).optional(),
    /** Interest a year on the original amount, for the whole tenure. */
    flatRate: percent('percent/year').optional(),
    /** Interest a year on what is still owed, a twelfth each month (monthly rests). */
    reducingRate: percent('percent/year').optional(),
    /** The effective interest rate the bank advertises, fees included. */
    eir: percent('percent/year').optional(),
    /** Rates for some amounts or tenures; the first band that holds the request applies. */
    rateBands: z.array(rateBandSchema).max(20, 'must have at most 20 rate bands').optional(),
    processingFee: processingFeeSchema.optional(),
    minAmount: amount('SGD').optional(),
    maxAmount: amount('SGD').optional(),
    minTenureMonths: wholeNumber('months', 1, 600).optional(),
    maxTenureMonths: wholeNumber('months', 1, 600).optional(),
    minIncome: amount('SGD/year').optional(),
  })
  .refine((terms) => minAtMostMax(terms.minAmount, terms.maxAmount), {
    message: 'must be at least minAmount',
    path: ['maxAmount'],
  })
  .refine((terms) => minAtMostMax(terms.minTenureMonths, terms.maxTenureMonths), {
    message: 'must be at least minTenureMonths',
    path: ['maxTenureMonths'],
  })
  .refine((terms) => terms.flatRate === undefined || terms.reducingRate === undefined, {
    message: 'give a flat rate or a reducing-balance rate, not both',
    path: ['reducingRate'],
  })
  .refine(
    (terms) =>
      terms.rateBands === undefined ||
      terms.rateBands.length === 0 ||
      terms.flatRate !== undefined ||
      terms.reducingRate !== undefined,
    {
      message: 'need a flat rate or a reducing-balance rate, which says how the bands charge',
      path: ['rateBands'],
    },
  );

export type LoanTerms = z.output<typeof loanTermsSchema>;
export type LoanRateBand = z.output<typeof rateBandSchema>;
