import { depositBestRate, depositRateLines } from './fixed-deposit-terms-rates.js';
import { depositFundsAccepted } from './fixed-deposit-terms.choices.js';
import type { FixedDepositTerms } from './fixed-deposit-terms.schema.js';
import { figure, word, type TermField, type TermFilter, type TermSort } from './term-field.js';
import { sdicWord } from './deposit-insurance.js';

export * from './fixed-deposit-terms-rates.js';

/** The fixed-deposit sort's figure: the highest rate a year of any tenure. */
export function depositMaxRate(terms: FixedDepositTerms): number | undefined {
  return depositBestRate(terms)?.rate;
}

export const fixedDepositTermFields: readonly TermField<FixedDepositTerms>[] = [
  {
    key: 'maxRate',
    better: 'higher',
    value: (terms) => figure(depositMaxRate(terms), 'percent/year'),
    // Read from the rates, which are told themselves (`rates` below).
    own: () => undefined,
  },
  {
    key: 'maxRateTenure',
    value: (terms) => figure(depositBestRate(terms)?.tenureMonths, 'months'),
    own: () => undefined,
  },
  {
    key: 'rates',
    // Every rate by tenure and band, so a change of any of them is told.
    value: (terms) => word(depositRateLines(terms).join('; ') || undefined),
  },
  { key: 'rateType', value: (terms) => word(terms.rateType) },
  { key: 'minDeposit', better: 'lower', value: (terms) => figure(terms.minDeposit, 'SGD') },
  { key: 'maxDeposit', better: 'higher', value: (terms) => figure(terms.maxDeposit, 'SGD') },
  { key: 'fundsAccepted', value: (terms) => word(terms.fundsAccepted) },
  { key: 'placement', value: (terms) => word(terms.placement) },
  { key: 'earlyWithdrawal', value: (terms) => word(terms.earlyWithdrawal) },
  { key: 'sdicInsured', value: (terms) => word(sdicWord(terms.sdicInsured)) },
];

export const fixedDepositTermSorts: readonly TermSort<FixedDepositTerms>[] = [
  { name: 'bestRate', value: depositMaxRate },
  { name: 'minDeposit', value: (terms) => terms.minDeposit },
];

export const fixedDepositTermFilters: readonly TermFilter[] = [
  { name: 'fundsAccepted', kind: 'equals', term: 'fundsAccepted', values: depositFundsAccepted },
  { name: 'maxMinDeposit', kind: 'atMost', term: 'minDeposit' },
];
