import { savingBestRate } from './saving-terms-rates.js';
import { bonusConditions, type BonusCondition } from './saving-terms.choices.js';
import type { SavingTerms } from './saving-terms.schema.js';
import { sdicWord } from './deposit-insurance.js';
import { figure, word, type TermField, type TermFilter, type TermSort } from './term-field.js';

export * from './saving-terms-rates.js';

/** The savings sort's figure: the best effective rate, every condition met (`savingBestRate`). */
export function savingMaxRate(terms: SavingTerms): number | undefined {
  return savingBestRate(terms)?.rate;
}

function bonusRateFor(terms: SavingTerms, condition: BonusCondition) {
  if (terms.bonus === undefined) return undefined;
  const rates = terms.bonus.filter((bonus) => bonus.condition === condition);
  return rates.length === 0 ? undefined : Math.max(...rates.map((bonus) => bonus.rate));
}

export const savingTermFields: readonly TermField<SavingTerms>[] = [
  {
    key: 'maxRate',
    better: 'higher',
    value: (terms) => figure(savingMaxRate(terms), 'percent/year'),
  },
  { key: 'baseRate', better: 'higher', value: (terms) => figure(terms.baseRate, 'percent/year') },
  ...bonusConditions.map((condition): TermField<SavingTerms> => ({
    key: `bonus.${condition}`,
    better: 'higher',
    value: (terms) => figure(bonusRateFor(terms, condition), 'percent/year'),
  })),
  {
    key: 'bonusBalanceCap',
    better: 'higher',
    value: (terms) => figure(terms.bonusBalanceCap, 'SGD'),
  },
  { key: 'minBalance', better: 'lower', value: (terms) => figure(terms.minBalance, 'SGD') },
  {
    key: 'fallBelowFee',
    better: 'lower',
    value: (terms) => figure(terms.fallBelowFee, 'SGD/month'),
  },
  { key: 'interestCredited', value: (terms) => word(terms.interestCredited) },
  { key: 'sdicInsured', value: (terms) => word(sdicWord(terms.sdicInsured)) },
];

export const savingTermSorts: readonly TermSort<SavingTerms>[] = [
  { name: 'maxRate', value: savingMaxRate },
];

export const savingTermFilters: readonly TermFilter[] = [
  { name: 'maxMinBalance', kind: 'atMost', term: 'minBalance' },
  { name: 'bonusFor', kind: 'equals', term: 'bonus.condition', values: bonusConditions },
];
