import type { Unit } from '../units.js';
import type { CardTerms } from './card-terms.schema.js';
import { figure, word, type TermField, type TermFilter, type TermSort } from './term-field.js';

export const cardRewardTypes = ['cashback', 'miles', 'points'] as const;
export type CardRewardType = (typeof cardRewardTypes)[number];

/** The spending categories a card's bonus rates are given for. */
export const spendCategories = [
  'dining',
  'groceries',
  'online',
  'transport',
  'travel',
  'overseas',
  'petrol',
  'bills',
  'other',
] as const;
export type SpendCategory = (typeof spendCategories)[number];

/** A cap counts either the reward earned or the spend that earns the bonus rate. */
export const capBases = ['reward', 'bonusSpend'] as const;

export const welcomeUnits = ['SGD', 'miles', 'points'] as const;

/** The value of one mile in cents that figures in S$ assume unless a visitor says otherwise. */
export const DEFAULT_MILE_VALUE_CENTS = 1.5;

/** The unit of the card's earn rates and caps on the reward. */
export function earnUnit(terms: CardTerms): Unit {
  if (terms.rewardType === 'miles') return 'miles/SGD';
  if (terms.rewardType === 'points') return 'points/SGD';
  return 'percent';
}

/** The S$ worth of one unit of the card's reward, at a mile value in cents. */
export function rewardUnitValueSGD(
  terms: Pick<CardTerms, 'rewardType' | 'milesPerPoint'>,
  mileValueCents = DEFAULT_MILE_VALUE_CENTS,
): number | undefined {
  if (terms.rewardType === 'cashback') return 1;
  if (terms.rewardType === 'miles') return mileValueCents / 100;
  if (terms.rewardType === 'points' && terms.milesPerPoint !== undefined) {
    return (terms.milesPerPoint * mileValueCents) / 100;
  }
  return undefined;
}

/** The welcome gift in S$, miles valued at the default mile value. */
export function welcomeValueSGD(
  terms: CardTerms,
  mileValueCents = DEFAULT_MILE_VALUE_CENTS,
): number | undefined {
  const { welcome } = terms;
  if (!welcome) return undefined;
  if (welcome.unit === 'SGD') return welcome.value;
  if (welcome.unit === 'miles') return (welcome.value * mileValueCents) / 100;
  if (terms.milesPerPoint === undefined) return undefined;
  return (welcome.value * terms.milesPerPoint * mileValueCents) / 100;
}

/** A cap on the reward counts S$ of cashback, or miles, or points, a month. */
function rewardCapUnit(terms: CardTerms): Unit {
  if (terms.rewardType === 'miles') return 'miles';
  if (terms.rewardType === 'points') return 'points';
  return 'SGD/month';
}

function earnRateOf(terms: CardTerms, category: (typeof spendCategories)[number]) {
  return terms.earn?.find((rate) => rate.category === category)?.rate ?? terms.baseRate;
}

export const cardTermFields: readonly TermField<CardTerms>[] = [
  { key: 'rewardType', value: (terms) => word(terms.rewardType) },
  { key: 'annualFee', better: 'lower', value: (terms) => figure(terms.annualFee, 'SGD/year') },
  {
    key: 'annualFeeWaivedYears',
    better: 'higher',
    value: (terms) => figure(terms.annualFeeWaivedYears, 'years'),
  },
  { key: 'minIncome', better: 'lower', value: (terms) => figure(terms.minIncome, 'SGD/year') },
  {
    key: 'minMonthlySpend',
    better: 'lower',
    value: (terms) => figure(terms.minMonthlySpend, 'SGD/month'),
  },
  { key: 'baseRate', better: 'higher', value: (terms) => figure(terms.baseRate, earnUnit(terms)) },
  ...spendCategories.map((category): TermField<CardTerms> => ({
    key: `earn.${category}`,
    better: 'higher',
    value: (terms) =>
      terms.earn === undefined ? undefined : figure(earnRateOf(terms, category), earnUnit(terms)),
  })),
  {
    key: 'monthlyRewardCap',
    better: 'higher',
    value: (terms) =>
      terms.monthlyCap?.on === 'reward'
        ? figure(terms.monthlyCap.amount, rewardCapUnit(terms))
        : undefined,
  },
  {
    key: 'monthlyBonusSpendCap',
    better: 'higher',
    value: (terms) =>
      terms.monthlyCap?.on === 'bonusSpend'
        ? figure(terms.monthlyCap.amount, 'SGD/month')
        : undefined,
  },
  {
    key: 'welcomeValue',
    better: 'higher',
    value: (terms) => figure(welcomeValueSGD(terms), 'SGD'),
  },
  { key: 'fxFee', better: 'lower', value: (terms) => figure(terms.fxFee, 'percent') },
];

export const cardTermSorts: readonly TermSort<CardTerms>[] = [
  { name: 'annualFee', value: (terms) => terms.annualFee },
  { name: 'minIncome', value: (terms) => terms.minIncome },
  { name: 'welcomeValue', value: (terms) => welcomeValueSGD(terms) },
];

export const cardTermFilters: readonly TermFilter[] = [
  { name: 'rewardType', kind: 'equals', term: 'rewardType', values: cardRewardTypes },
  { name: 'maxAnnualFee', kind: 'atMost', term: 'annualFee' },
  { name: 'maxMinIncome', kind: 'atMost', term: 'minIncome' },
];
