import { z } from 'zod';
import { amount, oneOf, percent, wholeNumber } from '../units.js';
import { figure, word, type TermField, type TermFilter, type TermSort } from './term-field.js';

export const loanTypes = [
  'personal',
  'renovation',
  'car',
  'education',
  'debt-consolidation',
] as const;
export type LoanType = (typeof loanTypes)[number];

const processingFeeSchema = z.strictObject({
  /** Percent of the amount borrowed, usually deducted from it. */
  percent: percent(),
  minimum: amount('SGD').optional(),
});

export const loanTermsSchema = z
  .strictObject({
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

export const loanTermFields: readonly TermField<LoanTerms>[] = [
  { key: 'loanType', value: (terms) => word(terms.loanType) },
  { key: 'eir', better: 'lower', value: (terms) => figure(terms.eir, 'percent/year') },
  { key: 'flatRate', better: 'lower', value: (terms) => figure(terms.flatRate, 'percent/year') },
  {
    key: 'processingFee',
    better: 'lower',
    value: (terms) => figure(terms.processingFee?.percent, 'percent'),
  },
  { key: 'minAmount', better: 'lower', value: (terms) => figure(terms.minAmount, 'SGD') },
  { key: 'maxAmount', better: 'higher', value: (terms) => figure(terms.maxAmount, 'SGD') },
  {
    key: 'minTenureMonths',
    better: 'lower',
    value: (terms) => figure(terms.minTenureMonths, 'months'),
  },
  {
    key: 'maxTenureMonths',
    better: 'higher',
    value: (terms) => figure(terms.maxTenureMonths, 'months'),
  },
  { key: 'minIncome', better: 'lower', value: (terms) => figure(terms.minIncome, 'SGD/year') },
];

export const loanTermSorts: readonly TermSort<LoanTerms>[] = [
  { name: 'eir', value: (terms) => terms.eir },
];

export const loanTermFilters: readonly TermFilter[] = [
  { name: 'loanType', kind: 'equals', term: 'loanType', values: loanTypes },
];
