import type { SavingTerms } from './saving-terms.schema.js';
import { figure, type TermField, type TermFilter, type TermSort } from './term-field.js';

/**
 * What a bonus rate asks of the account holder each month: salary credited, card spend, bills
 * paid (S$ a month), an investment or insurance bought (a threshold of 0 means any), or the
 * balance grown by at least the threshold.
 */
export const bonusConditions = ['salary', 'spend', 'bills', 'invest', 'insure', 'grow'] as const;
export type BonusCondition = (typeof bonusConditions)[number];

/**
 * The highest rate the account pays on its first dollar when every bonus condition is met: the
 * figure savings lists are sorted by. Bonuses of one condition on one tier of the balance are
 * steps of each other (salary of S$1,800 or of S$3,000), so only the highest of them counts, as
 * the savings calculator pays it.
 */
export function savingMaxRate(terms: SavingTerms): number | undefined {
  if (terms.baseRate === undefined && terms.bonus === undefined) return undefined;
  const highestByStep = new Map<string, number>();
  for (const bonus of terms.bonus ?? []) {
    if ((bonus.balanceFrom ?? 0) !== 0) continue;
    const step = `${bonus.condition}:${bonus.balanceUpTo ?? ''}`;
    highestByStep.set(step, Math.max(highestByStep.get(step) ?? 0, bonus.rate));
  }
  return [...highestByStep.values()].reduce((sum, rate) => sum + rate, terms.baseRate ?? 0);
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
];

export const savingTermSorts: readonly TermSort<SavingTerms>[] = [
  { name: 'maxRate', value: savingMaxRate },
];

export const savingTermFilters: readonly TermFilter[] = [];
