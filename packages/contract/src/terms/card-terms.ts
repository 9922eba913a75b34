import { cardRewardTypes, spendCategories, type SpendCategory } from './card-terms.choices.js';
import type { Unit } from '../units.js';
import type { CardEarnRate, CardTerms } from './card-terms.schema.js';
import { formatMoney } from '../money-text.js';
import { formatNumber } from '../number-text.js';
import {
  figure,
  word,
  type TermField,
  type TermFilter,
  type TermHeadline,
  type TermSort,
} from './term-field.js';
import { DEFAULT_MILE_VALUE_CENTS } from './mile-value.js';
import { welcomeOfferTermFields, welcomeValueSGD } from './welcome-offer.js';
import { krisFlyerConversions, milesPerPointOf } from '../points/points-currency.js';

/** A category as a sentence names it: 'online', 'wallet top-ups'. */
export const spendCategoryWords: Readonly<Record<SpendCategory, string>> = {
  dining: 'dining',
  groceries: 'groceries',
  online: 'online',
  transport: 'transport',
  travel: 'travel',
  overseas: 'overseas',
  petrol: 'petrol',
  bills: 'bills',
  insurance: 'insurance',
  education: 'education',
  government: 'government',
  walletTopUps: 'wallet top-ups',
  other: 'other spend',
};

/** 'a month' or 'a statement month', by the card's cap period. */
export function perPeriod(terms: Pick<CardTerms, 'capPeriod'>): string {
  return terms.capPeriod === 'statementMonth' ? 'a statement month' : 'a month';
}

export { DEFAULT_MILE_VALUE_CENTS, MAX_MILE_VALUE_CENTS } from './mile-value.js';

/** The unit of the card's earn rates and caps on the reward. */
export function earnUnit(terms: CardTerms): Unit {
  if (terms.rewardType === 'miles') return 'miles/SGD';
  if (terms.rewardType === 'points') return 'points/SGD';
  return 'percent';
}

/** The S$ worth of one unit of the card's reward, at a mile value in cents. */
export function rewardUnitValueSGD(
  terms: Pick<CardTerms, 'rewardType' | 'milesPerPoint' | 'pointsCurrency'>,
  mileValueCents = DEFAULT_MILE_VALUE_CENTS,
): number | undefined {
  if (terms.rewardType === 'cashback') return 1;
  if (terms.rewardType === 'miles') return mileValueCents / 100;
  const milesPerPoint = milesPerPointOf(terms);
  if (terms.rewardType === 'points' && milesPerPoint !== undefined) {
    return (milesPerPoint * mileValueCents) / 100;
  }
  return undefined;
}

/** A cap on the reward counts S$ of cashback, or miles, or points, a month. */
function rewardCapUnit(terms: CardTerms): Unit {
  if (terms.rewardType === 'miles') return 'miles';
  if (terms.rewardType === 'points') return 'points';
  return 'SGD/month';
}

/**
 * The most a S$1 of the category earns on the card, in the card's unit, every condition met: 0
 * where the card pays nothing on it, otherwise the best of its base rate, its own rate for the
 * category and the rate of the highest spend tier (a tier's rate is paid on all spend). As the
 * card finder counts it; undefined for a card that gives no rate at all.
 */
export function cardCategoryRate(terms: CardTerms, category: SpendCategory): number | undefined {
  const rates = [
    terms.baseRate,
    terms.earn?.find((rate) => rate.category === category)?.rate,
    ...(terms.spendTiers ?? []).map((tier) => tier.rate),
  ].filter((rate) => rate !== undefined);
  if (rates.length === 0) return undefined;
  return terms.noEarnCategories?.includes(category) ? 0 : Math.max(...rates);
}

export const cardTermFields: readonly TermField<CardTerms>[] = [
  { key: 'rewardType', value: (terms) => word(terms.rewardType) },
  {
    key: 'pointsCurrency',
    value: (terms) => word(terms.pointsCurrency && krisFlyerConversions[terms.pointsCurrency].name),
  },
  { key: 'annualFee', better: 'lower', value: (terms) => figure(terms.annualFee, 'SGD/year') },
  {
    key: 'annualFeeWaivedYears',
    better: 'higher',
    value: (terms) => figure(terms.annualFeeWaivedYears, 'years'),
  },
  {
    key: 'annualFeeWaiverSpend',
    better: 'lower',
    value: (terms) => figure(terms.annualFeeWaiverSpend, 'SGD/year'),
  },
  { key: 'minIncome', better: 'lower', value: (terms) => figure(terms.minIncome, 'SGD/year') },
  {
    key: 'minIncomeForeigner',
    better: 'lower',
    value: (terms) => figure(terms.minIncomeForeigner, 'SGD/year'),
  },
  { key: 'minAge', better: 'lower', value: (terms) => figure(terms.minAge, 'years') },
  {
    key: 'minMonthlySpend',
    better: 'lower',
    value: (terms) => figure(terms.minMonthlySpend, 'SGD/month'),
  },
  { key: 'baseRate', better: 'higher', value: (terms) => figure(terms.baseRate, earnUnit(terms)) },
  {
    key: 'topTierRate',
    better: 'higher',
    value: (terms) => figure(terms.spendTiers?.at(-1)?.rate, earnUnit(terms)),
  },
  ...spendCategories.map((category): TermField<CardTerms> => ({
    key: `earn.${category}`,
    better: 'higher',
    value: (terms) => figure(cardCategoryRate(terms, category), earnUnit(terms)),
    own: (terms) => [
      terms.earn?.find((rate) => rate.category === category),
      terms.noEarnCategories?.includes(category) ?? false,
    ],
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
  ...welcomeOfferTermFields<CardTerms>(),
  { key: 'fxFee', better: 'lower', value: (terms) => figure(terms.fxFee, 'percent') },
  { key: 'earnBlock', better: 'lower', value: (terms) => figure(terms.earnBlock, 'SGD') },
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

/** An amount of the card's reward: S$20 of cashback, 2,000 miles, 5,000 points. */
export function rewardAmountText(terms: CardTerms, amount: number): string {
  if (terms.rewardType === 'miles') return `${formatNumber(amount)} miles`;
  if (terms.rewardType === 'points') return `${formatNumber(amount)} points`;
  return formatMoney(amount);
}

/** 'first S$1,500 a month' for a cap on bonus spend, 'up to S$20 a month' for one on the reward. */
export function capText(
  terms: CardTerms,
  cap: { amount: number; on: 'reward' | 'bonusSpend' },
): string {
  return cap.on === 'bonusSpend'
    ? `first ${formatMoney(cap.amount)} ${perPeriod(terms)}`
    : `up to ${rewardAmountText(terms, cap.amount)} ${perPeriod(terms)}`;
}

/** 'a', 'a and b', 'a, b and c'. */
export function wordList(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The cap that limits the top bonus categories: their own (if alike), a shared one, the card's. */
function topBonusCap(terms: CardTerms, top: readonly CardEarnRate[]): string | undefined {
  const [first] = top;
  const own = first?.cap;
  if (own && top.every((earn) => earn.cap?.amount === own.amount && earn.cap.on === own.on)) {
    return top.length > 1 ? `${capText(terms, own)} each` : capText(terms, own);
  }
  const shared = terms.sharedCaps?.find((cap) =>
    top.every((earn) => cap.categories.includes(earn.category)),
  );
  if (shared) return capText(terms, shared);
  return terms.monthlyCap && capText(terms, terms.monthlyCap);
}

function spendNeeded(terms: CardTerms, amount: number | undefined): string | undefined {
  return amount ? `with ${formatMoney(amount)} of spend ${perPeriod(terms)}` : undefined;
}

function condition(parts: readonly (string | undefined)[]): string | undefined {
  const words = parts.filter((part) => part !== undefined && part !== '');
  return words.length > 0 ? words.join(', ') : undefined;
}

/**
 * The best rate a S$ can earn on the card and what it takes: the highest bonus category with
 * its minimum spend and cap ('up to 4 miles/SGD, online, first S$1,500 a month'), or the top
 * spend tier with the spend it needs, or the base rate of a card with neither.
 */
export function cardHeadline(terms: CardTerms): TermHeadline | undefined {
  if (terms.rewardType === undefined) return undefined;
  const unit = earnUnit(terms);
  const base = terms.baseRate ?? 0;
  const noEarn = new Set(terms.noEarnCategories ?? []);
  const bonuses = (terms.earn ?? []).filter(
    (earn) => !noEarn.has(earn.category) && earn.rate > base,
  );
  const bestBonus = Math.max(-Infinity, ...bonuses.map((earn) => earn.rate));
  const bestTierRate = Math.max(-Infinity, ...(terms.spendTiers ?? []).map((tier) => tier.rate));
  // The top tier of the best rate: where several tiers pay it, the one of the highest cap.
  const tier = terms.spendTiers?.findLast((candidate) => candidate.rate === bestTierRate);

  if (tier && tier.rate > base && tier.rate > bestBonus) {
    return {
      figure: { value: tier.rate, unit },
      qualifier: 'up to',
      condition: condition([
        spendNeeded(terms, tier.minSpend),
        tier.rewardCap === undefined
          ? undefined
          : `up to ${rewardAmountText(terms, tier.rewardCap)} ${perPeriod(terms)}`,
      ]),
    };
  }
  if (bonuses.length > 0) {
    const top = bonuses.filter((earn) => earn.rate === bestBonus);
    return {
      figure: { value: bestBonus, unit },
      qualifier: 'up to',
      condition: condition([
        wordList(top.map((earn) => spendCategoryWords[earn.category])),
        spendNeeded(terms, terms.minMonthlySpend),
        topBonusCap(terms, top),
      ]),
    };
  }
  if (terms.baseRate === undefined) return undefined;
  return { figure: { value: base, unit } };
}
