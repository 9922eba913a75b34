import { formatMoney } from '../money-text.js';
import { eirAsShown, loanFromEir, loanRequestLimits } from './loan-from-eir.js';
import { loanRates, type LoanRate } from './loan-terms-rates.js';
import type { LoanTerms } from './loan-terms.schema.js';
import type { TermHeadline } from './term-field.js';

const basisWords = (rate: LoanRate) =>
  `${rate.rate}% ${rate.basis === 'flat' ? 'flat' : 'on the reducing balance'}`;

/**
 * A loan's list-card figure: 'from' its lowest EIR over every amount and tenure it lends, as the
 * loan calculator works it out, with the rate, the tenure and (when it takes more than the
 * smallest loan) the amount that give it: 'EIR (2.98% flat) on S$30,000 over 60 months'.
 */
export function loanHeadline(terms: LoanTerms): TermHeadline | undefined {
  if (loanRates(terms).length === 0) return undefined;
  const lowest = loanFromEir(terms);
  if (!lowest) return undefined;
  const smallest = terms.minAmount ?? loanRequestLimits.minAmount;
  const words = [`EIR (${basisWords(lowest.rate)})`];
  if (lowest.amount > smallest) words.push(`on ${formatMoney(lowest.amount)}`);
  words.push(`over ${lowest.tenureMonths} ${lowest.tenureMonths === 1 ? 'month' : 'months'}`);
  return {
    figure: { value: eirAsShown(lowest.eir), unit: 'percent/year' },
    qualifier: 'from',
    condition: words.join(' '),
  };
}
