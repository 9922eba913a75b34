import { termValueText } from '../changes/term-value-text.js';
import { formatMoney } from '../money-text.js';
import {
  capText,
  earnUnit,
  perPeriod,
  rewardAmountText,
  spendCategoryWords,
  wordList,
} from './card-terms.js';
import type { SpendCategory } from './card-terms.choices.js';
import type { CardEarnRate, CardTerms } from './card-terms.schema.js';
import { paymentChannelsText } from '../purchases/purchase.js';

const categoryNames = (categories: readonly SpendCategory[]) =>
  wordList(categories.map((category) => spendCategoryWords[category]));

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'MCC 5814' or 'MCCs 4722 and 5814'. */
const mccText = (codes: readonly string[]) =>
  `${codes.length === 1 && !codes[0]!.includes('-') ? 'MCC' : 'MCCs'} ${wordList(codes)}`;

/** What a bonus rate is for beyond its category: its codes, ways of paying, currency. */
function earnConditions(earn: CardEarnRate): string[] {
  return [
    earn.mccs ? `only on ${mccText(earn.mccs)}` : '',
    earn.excludedMccs ? `not on ${mccText(earn.excludedMccs)}` : '',
    earn.channels ? `paid ${paymentChannelsText(earn.channels)}` : '',
    earn.currency === 'foreign' ? 'in foreign currencies' : '',
    earn.currency === 'SGD' ? 'in Singapore dollars' : '',
  ].filter((condition) => condition !== '');
}

/**
 * What earns on a card and what does not, a line a rule, from its terms: each category's own
 * rate and cap, the rates by total spend, the base rate, the spend bonus rates need, the caps,
 * the categories that earn nothing or do not count. The detail page's 'What earns and what does
 * not'.
 */
export function cardEarnRules(terms: CardTerms): string[] {
  const rate = (value: number) => termValueText({ value, unit: earnUnit(terms) });
  const noEarn = new Set(terms.noEarnCategories ?? []);
  const month = perPeriod(terms);
  const own = (terms.earn ?? [])
    .filter((earn) => !noEarn.has(earn.category))
    .map((earn) =>
      [
        `${capitalised(spendCategoryWords[earn.category])}: ${rate(earn.rate)}`,
        ...earnConditions(earn),
        ...(earn.cap ? [capText(terms, earn.cap)] : []),
      ].join(', '),
    );
  const tiers = (terms.spendTiers ?? []).map(
    (tier) =>
      `With ${formatMoney(tier.minSpend)} of spend ${month}: ${rate(tier.rate)} on all spend${tier.rewardCap === undefined ? '' : `, up to ${rewardAmountText(terms, tier.rewardCap)} ${month}`}`,
  );
  const firstTier = Math.min(...(terms.spendTiers ?? []).map((tier) => tier.minSpend));
  const baseWho =
    tiers.length === 0
      ? own.length > 0
        ? 'Other spend'
        : 'All spend'
      : own.length > 0
        ? `Other spend, and all spend below ${formatMoney(firstTier)} ${month}`
        : `Spend below ${formatMoney(firstTier)} ${month}`;
  return [
    ...own,
    ...tiers,
    terms.baseRate === undefined ? '' : `${baseWho}: ${rate(terms.baseRate)}`,
    terms.minMonthlySpend
      ? `Bonus rates need ${formatMoney(terms.minMonthlySpend)} of spend ${month}`
      : '',
    ...(terms.sharedCaps ?? []).map(
      (cap) => `${capitalised(categoryNames(cap.categories))} together: ${capText(terms, cap)}`,
    ),
    terms.monthlyCap
      ? terms.monthlyCap.on === 'reward'
        ? `All rewards together: ${capText(terms, terms.monthlyCap)}`
        : `Bonus rates on the ${capText(terms, terms.monthlyCap)} of all spend`
      : '',
    terms.noEarnCategories ? `Earns nothing on ${categoryNames(terms.noEarnCategories)}` : '',
    terms.noEarnMccs ? `Earns nothing on ${mccText(terms.noEarnMccs)}` : '',
    terms.notCountedCategories
      ? `Not counted toward the spend the rates need: ${categoryNames(terms.notCountedCategories)}`
      : '',
    terms.earnBlock
      ? `Earns on each whole ${formatMoney(terms.earnBlock)} of a category’s spend`
      : '',
    terms.capPeriod === 'statementMonth' ? 'Caps and spend count by statement month' : '',
  ].filter((line) => line !== '');
}
