import {
  cardPointsCurrency,
  rewardUnitValueSGD,
  spendCategories,
  welcomeValueSGD,
  type CardTerms,
} from '@sg-finance/contract';
import { paysOnCategorySpend } from './purchase-match.js';
import type { CardValueOptions } from './spend-profile.js';

export const CATEGORY_COUNT = spendCategories.length;
export const OVERSEAS = spendCategories.indexOf('overseas');

/** Months of spend counted towards a welcome offer that gives no time limit: the first year. */
const MONTHS_WITHOUT_WELCOME_LIMIT = 12;
const DAYS_PER_MONTH = 30;
/** Spend a hair under a whole block (S$9.999999 of S$5 blocks) still counts the block. */
const BLOCK_TOLERANCE = 1e-9;
/**
 * Counted spend this far (S$) under a spend condition still meets it: S$140 + S$167.67 +
 * S$292.33 adds up to 599.9999999999999 in floating point, and is the S$600 it stands for.
 */
const SPEND_TOLERANCE = 1e-6;

/** Whether counted spend meets a condition of `needed` S$ (a minimum spend, a tier, a waiver). */
export function reaches(counted: number, needed: number): boolean {
  return counted + SPEND_TOLERANCE >= needed;
}

/** A cap over the bonus of several categories together. */
export interface PricedSharedCap {
  /** 1 for each category (by index) the cap covers. */
  members: Uint8Array;
  amount: number;
  /** The cap counts the reward earned at the bonus rate, else the S$ of bonus spend. */
  onReward: boolean;
}

/** A rate by counted spend a month, in reward units per S$1, with the tier's cap a month. */
export interface PricedTier {
  minSpend: number;
  rate: number;
  rewardCap: number;
}

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
  /** 1 for a category that earns at all, 0 for one that earns nothing on the card. */
  earns: Uint8Array;
  /** 1 for a category that counts toward the minimum spend, tiers, fee waiver and welcome. */
  counts: Uint8Array;
  /** Rewards are earned on whole blocks of this many S$ of each category; 0 for none. */
  block: number;
  /** Spend tiers from the lowest spend up. */
  tiers: PricedTier[];
  sharedCaps: PricedSharedCap[];
  minMonthlySpend: number;
  /** The most reward a month, over all categories. */
  monthlyRewardCap: number;
  /** The most S$ a month that earns bonus rates, over all categories. */
  monthlyBonusSpendCap: number;
  /** The fee of the first year after a waiver of years, before a waiver by spend. */
  feeSGD: number;
  /** Counted spend a year that waives the fee; Infinity when spend never does. */
  feeWaiverSpend: number;
  welcomeSGD: number;
  /** The welcome offer is for new customers of the bank and the person already holds one. */
  welcomeNotForYou: boolean;
  /** Why the person would not get the welcome offer, when the finder was told. */
  welcomeReasons: readonly string[];
  /** Spend needed in the welcome offer's window, and that window in months of the profile. */
  welcomeMinSpend: number;
  welcomeMonths: number;
  /** Fee on each S$ spent overseas, as a fraction. */
  fxFee: number;
  /** S$ a year of converting the card's points: one conversion of its currency a year. */
  conversionFeeSGD: number;
  /**
   * The currency whose points pool across the bank's cards: a wallet of two of its cards pays one
   * conversion fee a year. Undefined for a card whose points convert on their own.
   */
  conversionPool: string | undefined;
  /** Working space of the reward calculation, so the hot loop allocates nothing. */
  scratch: { earning: Float64Array; sharedRoom: Float64Array };
}

/** Reward units per S$1 of an earn rate: a percent of cashback, or miles or points per S$1. */
function unitsPerDollar(terms: CardTerms, rate: number): number {
  return terms.rewardType === 'cashback' ? rate / 100 : rate;
}

/** Every category: shared by the cards that set none apart. */
const EVERY_CATEGORY = new Uint8Array(CATEGORY_COUNT).fill(1);

/** 1 for each category of `listed` (`value` 1) or for each category not in it (`value` 0). */
function flags(listed: readonly string[] | undefined, value: 0 | 1): Uint8Array {
  if (!listed?.length && value === 0) return EVERY_CATEGORY;
  return Uint8Array.from(spendCategories, (category) =>
    listed?.includes(category) ? value : 1 - value,
  );
}

/** The card's terms ready to be valued, or undefined when its reward has no S$ value. */
export function priceCard(terms: CardTerms, options: CardValueOptions): PricedCard | undefined {
  const unitValueSGD = rewardUnitValueSGD(terms, options.mileValueCents);
  if (unitValueSGD === undefined) return undefined;
  const base = unitsPerDollar(terms, terms.baseRate ?? 0);
  const earns = flags(terms.noEarnCategories, 0);
  const bonus = new Float64Array(CATEGORY_COUNT).fill(base);
  const bonusSpendLimit = new Float64Array(CATEGORY_COUNT).fill(Infinity);
  for (const earn of terms.earn ?? []) {
    if (!paysOnCategorySpend(earn)) continue;
    const index = spendCategories.indexOf(earn.category);
    const rate = Math.max(base, unitsPerDollar(terms, earn.rate));
    bonus[index] = rate;
    if (earn.cap?.on === 'bonusSpend') bonusSpendLimit[index] = earn.cap.amount;
    if (earn.cap?.on === 'reward') bonusSpendLimit[index] = rate > 0 ? earn.cap.amount / rate : 0;
  }
  const bonusOrder: number[] = [];
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    if ((bonus[index] as number) > base && earns[index] === 1) bonusOrder.push(index);
  }
  bonusOrder.sort((a, b) => (bonus[b] as number) - (bonus[a] as number));
  const sharedCaps = (terms.sharedCaps ?? []).map((cap): PricedSharedCap => ({
    members: flags(cap.categories, 1),
    amount: cap.amount,
    onReward: cap.on === 'reward',
  }));
  const tiers = (terms.spendTiers ?? [])
    .map((tier): PricedTier => ({
      minSpend: tier.minSpend,
      rate: unitsPerDollar(terms, tier.rate),
      rewardCap: tier.rewardCap ?? Infinity,
    }))
    .sort((a, b) => a.minSpend - b.minSpend);
  const waived = (terms.annualFeeWaivedYears ?? 0) >= 1;
  const welcome = terms.welcome;
  const welcomeReasons = welcome ? (options.welcomeReasons ?? []) : [];
  const currency = cardPointsCurrency(terms);
  const welcomeNotForYou =
    (welcome?.newToBankOnly === true && options.holdsCardOfProvider === true) ||
    welcomeReasons.length > 0;
  return {
    unitValueSGD,
    base,
    bonus,
    bonusSpendLimit,
    bonusOrder,
    earns,
    counts: flags(terms.notCountedCategories, 0),
    block: terms.earnBlock ?? 0,
    tiers,
    sharedCaps,
    minMonthlySpend: terms.minMonthlySpend ?? 0,
    monthlyRewardCap: terms.monthlyCap?.on === 'reward' ? terms.monthlyCap.amount : Infinity,
    monthlyBonusSpendCap:
      terms.monthlyCap?.on === 'bonusSpend' ? terms.monthlyCap.amount : Infinity,
    feeSGD: waived ? 0 : (terms.annualFee ?? 0),
    feeWaiverSpend: terms.annualFeeWaiverSpend ?? Infinity,
    welcomeSGD:
      options.includeWelcome && !welcomeNotForYou
        ? (welcomeValueSGD(terms, options.mileValueCents) ?? 0)
        : 0,
    welcomeNotForYou,
    welcomeReasons,
    welcomeMinSpend: welcome?.minSpend ?? 0,
    welcomeMonths:
      welcome?.withinDays === undefined
        ? MONTHS_WITHOUT_WELCOME_LIMIT
        : welcome.withinDays / DAYS_PER_MONTH,
    fxFee: (terms.fxFee ?? 0) / 100,
    conversionFeeSGD: currency?.conversionFeeSGD ?? 0,
    conversionPool: currency?.pools ? currency.id : undefined,
    scratch: {
      earning: new Float64Array(CATEGORY_COUNT),
      sharedRoom: new Float64Array(sharedCaps.length),
    },
  };
}

/** S$ of a category's spend that earns: whole blocks of it, or nothing when it earns nothing. */
export function earningSpendOf(card: PricedCard, index: number, amount: number): number {
  if (card.earns[index] === 0) return 0;
  if (card.block === 0) return amount;
  return Math.floor(amount / card.block + BLOCK_TOLERANCE) * card.block;
}

/** Spend a month that counts toward the minimum spend, tiers, fee waiver and welcome offer. */
export function countedSpend(card: PricedCard, spend: ArrayLike<number>): number {
  let counted = 0;
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    if (card.counts[index] === 1) counted += spend[index] as number;
  }
  return counted;
}

/** Which limit stopped a category's bonus: its own cap, the card's bonus spend cap, a shared one. */
export const OWN_CAP = -1;
export const CARD_CAP = -2;
const NO_LIMIT = -3;

/** What `rewardAt` fills in for the working: bonus S$ of each category and the limit it met. */
interface BonusDetail {
  bonusSpend: Float64Array;
  /** `OWN_CAP`, `CARD_CAP`, the index of a shared cap, or below when nothing limited it. */
  limitedBy: Int8Array;
}

/**
 * The reward a month, before any cap on the reward, with `baseRate` on every earning S$ and
 * the bonus rates (when the minimum spend is met) within the caps on bonus spend: the
 * best-paying categories take the caps first.
 */
function rewardAt(
  card: PricedCard,
  earning: ArrayLike<number>,
  earningTotal: number,
  baseRate: number,
  bonusOpen: boolean,
  detail?: BonusDetail,
): number {
  let reward = baseRate * earningTotal;
  if (!bonusOpen) return reward;
  const { bonus, bonusSpendLimit, bonusOrder, sharedCaps } = card;
  const sharedRoom = card.scratch.sharedRoom;
  for (let cap = 0; cap < sharedCaps.length; cap++) {
    sharedRoom[cap] = (sharedCaps[cap] as PricedSharedCap).amount;
  }
  let room = card.monthlyBonusSpendCap;
  for (let at = 0; at < bonusOrder.length; at++) {
    const index = bonusOrder[at] as number;
    const rate = bonus[index] as number;
    const extra = rate - baseRate;
    if (extra <= 0) break;
    const own = bonusSpendLimit[index] as number;
    let atBonus = Math.min(earning[index] as number, own, room);
    let limitedBy = atBonus === own ? OWN_CAP : atBonus === room ? CARD_CAP : NO_LIMIT;
    for (let cap = 0; cap < sharedCaps.length; cap++) {
      const shared = sharedCaps[cap] as PricedSharedCap;
      if (shared.members[index] === 0) continue;
      const left = sharedRoom[cap] as number;
      const allowed = shared.onReward ? left / rate : left;
      if (allowed < atBonus) {
        atBonus = allowed;
        limitedBy = cap;
      }
    }
    if (atBonus <= 0) atBonus = 0;
    reward += extra * atBonus;
    room -= atBonus;
    for (let cap = 0; cap < sharedCaps.length; cap++) {
      const shared = sharedCaps[cap] as PricedSharedCap;
      if (shared.members[index] === 1) {
        sharedRoom[cap] =
          (sharedRoom[cap] as number) - (shared.onReward ? atBonus * rate : atBonus);
      }
    }
    if (detail) {
      detail.bonusSpend[index] = atBonus;
      detail.limitedBy[index] = limitedBy;
    }
  }
  return reward;
}

/** Fills `earning` with each category's earning S$ and returns their sum. */
function fillEarning(card: PricedCard, spend: ArrayLike<number>, earning: Float64Array): number {
  let total = 0;
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    const amount = earningSpendOf(card, index, spend[index] as number);
    earning[index] = amount;
    total += amount;
  }
  return total;
}

/**
 * The reward a month (in the card's unit) for spend split by category, within every cap. A card
 * with spend tiers pays the best of its base rate and each tier the counted spend reaches.
 */
export function monthlyReward(card: PricedCard, spend: ArrayLike<number>): number {
  const earning = card.scratch.earning;
  const earningTotal = fillEarning(card, spend, earning);
  return rewardOfEarning(card, earning, earningTotal, countedSpend(card, spend));
}

/** `monthlyReward` from each category's earning S$, their sum and the counted spend. */
function rewardOfEarning(
  card: PricedCard,
  earning: ArrayLike<number>,
  earningTotal: number,
  counted: number,
): number {
  const bonusOpen = reaches(counted, card.minMonthlySpend);
  let best = Math.min(
    rewardAt(card, earning, earningTotal, card.base, bonusOpen),
    card.monthlyRewardCap,
  );
  for (const tier of card.tiers) {
    if (!reaches(counted, tier.minSpend)) break;
    const reward = Math.min(
      rewardAt(card, earning, earningTotal, Math.max(card.base, tier.rate), bonusOpen),
      card.monthlyRewardCap,
      tier.rewardCap,
    );
    if (reward > best) best = reward;
  }
  return best;
}

/** How `monthlyReward` came to its figure, for the working. */
export interface RewardDetail extends BonusDetail {
  counted: number;
  bonusOpen: boolean;
  /** The index of the spend tier paid, or -1 for the base rate. */
  tier: number;
  /** The rate of each earning S$ without a bonus: the base rate or the tier's. */
  baseRate: number;
  rewardCap: number;
  earning: Float64Array;
  uncapped: number;
  reward: number;
}

export function rewardDetail(card: PricedCard, spend: ArrayLike<number>): RewardDetail {
  const earning = new Float64Array(CATEGORY_COUNT);
  const earningTotal = fillEarning(card, spend, earning);
  const counted = countedSpend(card, spend);
  const bonusOpen = reaches(counted, card.minMonthlySpend);
  const option = (tier: number, baseRate: number, rewardCap: number): RewardDetail => {
    const detail = {
      bonusSpend: new Float64Array(CATEGORY_COUNT),
      limitedBy: new Int8Array(CATEGORY_COUNT).fill(NO_LIMIT),
    };
    const uncapped = rewardAt(card, earning, earningTotal, baseRate, bonusOpen, detail);
    const reward = Math.min(uncapped, rewardCap);
    return { ...detail, counted, bonusOpen, tier, baseRate, rewardCap, earning, uncapped, reward };
  };
  let best = option(-1, card.base, card.monthlyRewardCap);
  card.tiers.forEach((tier, index) => {
    if (!reaches(counted, tier.minSpend)) return;
    const candidate = option(
      index,
      Math.max(card.base, tier.rate),
      Math.min(card.monthlyRewardCap, tier.rewardCap),
    );
    if (candidate.reward > best.reward) best = candidate;
  });
  return best;
}

/** The first year's fee for a counted spend a month: nothing once the spend waives it. */
export function feeFor(card: PricedCard, countedMonthly: number): number {
  return reaches(12 * countedMonthly, card.feeWaiverSpend) ? 0 : card.feeSGD;
}

/** The lowest fee any spend can bring the card to. */
export function lowestFee(card: PricedCard): number {
  return card.feeWaiverSpend === Infinity ? card.feeSGD : 0;
}

/** Whether the counted spend reaches the welcome offer's minimum within its window. */
export function welcomeReached(card: PricedCard, countedMonthly: number): boolean {
  return reaches(countedMonthly * card.welcomeMonths, card.welcomeMinSpend);
}

/** The first year's net value in S$ of a card given spend split by category. */
export function yearlyValue(card: PricedCard, spend: ArrayLike<number>): number {
  const earning = card.scratch.earning;
  const earningTotal = fillEarning(card, spend, earning);
  const counted = countedSpend(card, spend);
  return yearlyValueOfParts(card, earning, earningTotal, counted, spend[OVERSEAS] as number);
}

/**
 * `yearlyValue` from each category's earning S$ (`earningSpendOf`), their sum, the counted spend
 * and the spend overseas, all a month: the best pair keeps these up to date as it moves one
 * category at a time.
 */
export function yearlyValueOfParts(
  card: PricedCard,
  earning: ArrayLike<number>,
  earningTotal: number,
  counted: number,
  overseas: number,
): number {
  const rewards = 12 * rewardOfEarning(card, earning, earningTotal, counted) * card.unitValueSGD;
  const welcome = card.welcomeSGD > 0 && welcomeReached(card, counted) ? card.welcomeSGD : 0;
  return (
    rewards + welcome - feeFor(card, counted) - 12 * overseas * card.fxFee - card.conversionFeeSGD
  );
}

/**
 * The conversion fees a set of cards pays once instead of once a card: for each pooling currency,
 * the fee of every card of it after the first. Added to the cards' own values (`yearlyValue`,
 * which each count their currency's fee) to value the set.
 */
export function pooledConversionSaving(cards: readonly PricedCard[]): number {
  let saving = 0;
  for (let at = 0; at < cards.length; at++) {
    if (convertsWithEarlierCard(cards, at)) saving += (cards[at] as PricedCard).conversionFeeSGD;
  }
  return saving;
}

/** The conversion fees the cards pay together: once a card, once a pooling currency. */
export function conversionFeesPaid(cards: readonly PricedCard[]): number {
  return (
    cards.reduce((sum, card) => sum + card.conversionFeeSGD, 0) - pooledConversionSaving(cards)
  );
}

/** Whether an earlier card of `cards` than `at` pays the conversion fee `at`'s points share. */
export function convertsWithEarlierCard(cards: readonly PricedCard[], at: number): boolean {
  const pool = cards[at]?.conversionPool;
  if (pool === undefined) return false;
  for (let earlier = 0; earlier < at; earlier++) {
    if ((cards[earlier] as PricedCard).conversionPool === pool) return true;
  }
  return false;
}
