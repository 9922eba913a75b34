import {
  rewardUnitValueSGD,
  spendCategories,
  welcomeValueSGD,
  type CardTerms,
} from '@sg-finance/contract';
import type { CardValueOptions } from './spend-profile.js';

export const CATEGORY_COUNT = spendCategories.length;
export const OVERSEAS = spendCategories.indexOf('overseas');

/** Months of spend counted towards a welcome offer that gives no time limit: the first year. */
const MONTHS_WITHOUT_WELCOME_LIMIT = 12;
const DAYS_PER_MONTH = 30;

/**
 * A card's terms turned into arrays indexed like `spendCategories`, so that its reward for a
 * spend split can be worked out many times over (the best pair tries every routing) without
 * looking anything up. Rewards are counted in the card's own unit: S$ of cashback, miles, points.
 */
export interface PricedCard {
  /** S$ one unit of the reward is worth. */
  unitValueSGD: number;
  /** Reward a S$1 earns at the base rate. */
  base: number;
  /** Reward a S$1 earns within the category's bonus spend; never below the base rate. */
  bonus: Float64Array;
  /** S$ a month of the category that earns its bonus rate; the rest earns the base rate. */
  bonusSpendLimit: Float64Array;
  /** Categories whose bonus pays more than the base rate, the best first. */
  bonusOrder: number[];
  minMonthlySpend: number;
  /** The most reward a month, over all categories. */
  monthlyRewardCap: number;
  /** The most S$ a month that earns bonus rates, over all categories. */
  monthlyBonusSpendCap: number;
  /** The fee of the first year, after any waiver. */
  feeSGD: number;
  welcomeSGD: number;
  /** Spend needed in the welcome offer's window, and that window in months of the profile. */
  welcomeMinSpend: number;
  welcomeMonths: number;
  /** Fee on each S$ spent overseas, as a fraction. */
  fxFee: number;
}

/** Reward units per S$1 of an earn rate: a percent of cashback, or miles or points per S$1. */
function unitsPerDollar(terms: CardTerms, rate: number): number {
  return terms.rewardType === 'cashback' ? rate / 100 : rate;
}

/** The card's terms ready to be valued, or undefined when its reward has no S$ value. */
export function priceCard(terms: CardTerms, options: CardValueOptions): PricedCard | undefined {
  const unitValueSGD = rewardUnitValueSGD(terms, options.mileValueCents);
  if (unitValueSGD === undefined) return undefined;
  const base = unitsPerDollar(terms, terms.baseRate ?? 0);
  const bonus = new Float64Array(CATEGORY_COUNT).fill(base);
  const bonusSpendLimit = new Float64Array(CATEGORY_COUNT).fill(Infinity);
  for (const earn of terms.earn ?? []) {
    const index = spendCategories.indexOf(earn.category);
    const rate = Math.max(base, unitsPerDollar(terms, earn.rate));
    bonus[index] = rate;
    if (earn.cap?.on === 'bonusSpend') bonusSpendLimit[index] = earn.cap.amount;
    if (earn.cap?.on === 'reward') bonusSpendLimit[index] = rate > 0 ? earn.cap.amount / rate : 0;
  }
  const bonusOrder: number[] = [];
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    if ((bonus[index] as number) > base) bonusOrder.push(index);
  }
  bonusOrder.sort((a, b) => (bonus[b] as number) - (bonus[a] as number));
  const waived = (terms.annualFeeWaivedYears ?? 0) >= 1;
  const welcome = terms.welcome;
  return {
    unitValueSGD,
    base,
    bonus,
    bonusSpendLimit,
    bonusOrder,
    minMonthlySpend: terms.minMonthlySpend ?? 0,
    monthlyRewardCap: terms.monthlyCap?.on === 'reward' ? terms.monthlyCap.amount : Infinity,
    monthlyBonusSpendCap:
      terms.monthlyCap?.on === 'bonusSpend' ? terms.monthlyCap.amount : Infinity,
    feeSGD: waived ? 0 : (terms.annualFee ?? 0),
    welcomeSGD: options.includeWelcome ? (welcomeValueSGD(terms, options.mileValueCents) ?? 0) : 0,
    welcomeMinSpend: welcome?.minSpend ?? 0,
    welcomeMonths:
      welcome?.withinDays === undefined
        ? MONTHS_WITHOUT_WELCOME_LIMIT
        : welcome.withinDays / DAYS_PER_MONTH,
    fxFee: (terms.fxFee ?? 0) / 100,
  };
}

/** The S$ of spend a month that earns each category's bonus rate, given the card's caps. */
export function bonusSpendOf(card: PricedCard, spend: ArrayLike<number>, total: number) {
  const bonusSpend = new Float64Array(CATEGORY_COUNT);
  if (total < card.minMonthlySpend) return bonusSpend;
  let room = card.monthlyBonusSpendCap;
  for (const index of card.bonusOrder) {
    if (room <= 0) break;
    const earning = Math.min(spend[index] as number, card.bonusSpendLimit[index] as number, room);
    bonusSpend[index] = earning;
    room -= earning;
  }
  return bonusSpend;
}

/** The reward a month (in the card's unit) for spend split by category, within every cap. */
export function monthlyReward(card: PricedCard, spend: ArrayLike<number>): number {
  return monthlyRewardOf(card, spend, sumOf(spend));
}

/** `monthlyReward` when the total spend is already known: the best pair calls it most. */
export function monthlyRewardOf(card: PricedCard, spend: ArrayLike<number>, total: number): number {
  let reward = card.base * total;
  if (total >= card.minMonthlySpend) {
    let room = card.monthlyBonusSpendCap;
    const { bonus, bonusSpendLimit, bonusOrder, base } = card;
    for (let at = 0; at < bonusOrder.length && room > 0; at++) {
      const index = bonusOrder[at] as number;
      const earning = Math.min(spend[index] as number, bonusSpendLimit[index] as number, room);
      reward += ((bonus[index] as number) - base) * earning;
      room -= earning;
    }
  }
  return reward < card.monthlyRewardCap ? reward : card.monthlyRewardCap;
}

function sumOf(spend: ArrayLike<number>): number {
  let total = 0;
  for (let index = 0; index < CATEGORY_COUNT; index++) total += spend[index] as number;
  return total;
}

/** Whether the spend reaches the welcome offer's minimum within its window. */
export function welcomeReached(card: PricedCard, monthlyTotal: number): boolean {
  return monthlyTotal * card.welcomeMonths >= card.welcomeMinSpend;
}

/** The first year's net value in S$ of a card given spend split by category. */
export function yearlyValue(card: PricedCard, spend: ArrayLike<number>): number {
  return yearlyValueOf(card, spend, sumOf(spend));
}

/** `yearlyValue` when the total spend is already known. */
export function yearlyValueOf(card: PricedCard, spend: ArrayLike<number>, total: number): number {
  const rewards = 12 * monthlyRewardOf(card, spend, total) * card.unitValueSGD;
  const welcome = card.welcomeSGD > 0 && welcomeReached(card, total) ? card.welcomeSGD : 0;
  const fx = 12 * (spend[OVERSEAS] as number) * card.fxFee;
  return rewards + welcome - card.feeSGD - fx;
}
