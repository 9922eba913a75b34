import { loanTypes } from './loan-terms.choices.js';
import { loanFromEirShown } from './loan-from-eir.js';
import { loanLowestEir, loanLowestRate, loanRateBasis } from './loan-terms-rates.js';
import type { LoanTerms } from './loan-terms.schema.js';
import { figure, word, type TermField, type TermFilter, type TermSort } from './term-field.js';

export * from './loan-from-eir.js';
export * from './loan-headline.js';
export * from './loan-repayment.js';
export * from './loan-terms-rates.js';

export const loanTermFields: readonly TermField<LoanTerms>[] = [
  { key: 'loanType', value: (terms) => word(terms.loanType) },
  {
    key: 'lowestEir',
    better: 'lower',
    value: (terms) => figure(loanFromEirShown(terms), 'percent/year'),
    // Worked out from the rates, fee and bounds, which are told themselves.
    own: () => undefined,
  },
  { key: 'eir', better: 'lower', value: (terms) => figure(loanLowestEir(terms), 'percent/year') },
  {
    key: 'flatRate',
    better: 'lower',
    value: (terms) =>
      figure(loanRateBasis(terms) === 'flat' ? loanLowestRate(terms) : undefined, 'percent/year'),
  },
  {
    key: 'reducingRate',
    better: 'lower',
    value: (terms) =>
      figure(
        loanRateBasis(terms) === 'reducing' ? loanLowestRate(terms) : undefined,
        'percent/year',
      ),
  },
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
  { name: 'eir', value: loanFromEirShown },
];

export const loanTermFilters: readonly TermFilter[] = [
  { name: 'loanType', kind: 'equals', term: 'loanType', values: loanTypes },
];
