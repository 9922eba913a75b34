import { spendCategories, type SpendCategory } from '@sg-finance/contract';
import { spendArray, type RankedCard } from './card-ranking.js';
import {
  CATEGORY_COUNT,
  monthlyReward,
  OVERSEAS,
  yearlyValueOf,
  type PricedCard,
} from './priced-card.js';
import type { SpendProfile } from './spend-profile.js';

/** How many of the best single cards are paired with each other before the search. */
const SEED_CARDS = 6;

export type PairSide = 'first' | 'second';

export interface CardPair<Item> {
  first: RankedCard<Item>;
  second: RankedCard<Item>;
  /** The card each category with spend goes to. */
  routing: Partial<Record<SpendCategory, PairSide>>;
  /** Both cards' rewards and welcome offers less both fees, in year one. */
  netSGD: number;
  /** How much more the pair pays than the best single card; below 0 when one card is better. */
  gainSGD: number;
}

/**
 * The best split of the spend between two cards: every category goes wholly to one of them, and
 * every routing is tried (in Gray-code order, so each step moves one category), because caps and
 * minimum spends make the best card of a category depend on what else the card is given.
 * Returns the net value in S$ and the categories sent to `second` as a bit mask.
 */
export function pairValue(
  first: PricedCard,
  second: PricedCard,
  spend: Float64Array,
): { netSGD: number; secondMask: number } {
  const active: number[] = [];
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    if ((spend[index] as number) > 0) active.push(index);
  }
  const toFirst = Float64Array.from(spend);
  const toSecond = new Float64Array(CATEGORY_COUNT);
  let firstTotal = toFirst.reduce((sum, value) => sum + value, 0);
  let secondTotal = 0;
  let best = yearlyValueOf(first, toFirst, firstTotal) + yearlyValueOf(second, toSecond, 0);
  let bestMask = 0;
  let mask = 0;
  for (let step = 1; step < 1 << active.length; step++) {
    const bit = 31 - Math.clz32(step & -step);
    const index = active[bit] as number;
    const moved = spend[index] as number;
    mask ^= 1 << bit;
    if (mask & (1 << bit)) {
      toSecond[index] = moved;
      toFirst[index] = 0;
      firstTotal -= moved;
      secondTotal += moved;
    } else {
      toFirst[index] = moved;
      toSecond[index] = 0;
      firstTotal += moved;
      secondTotal -= moved;
    }
    const value =
      yearlyValueOf(first, toFirst, firstTotal) + yearlyValueOf(second, toSecond, secondTotal);
    if (value > best) {
      best = value;
      bestMask = 0;
      for (let b = 0; b < active.length; b++) {
        if (mask & (1 << b)) bestMask |= 1 << (active[b] as number);
      }
    }
  }
  return { netSGD: best, secondMask: bestMask };
}

/** The most a card can be worth on any part of the spend: rewards on all of it, no FX fee. */
function upperBound(card: PricedCard, spend: Float64Array): number {
  return 12 * monthlyReward(card, spend) * card.unitValueSGD + card.welcomeSGD - card.feeSGD;
}

/**
 * The most each category can add to the card's value, whatever else it is given: its bonus rate
 * up to the category's own cap and the base rate after it, no overall cap, less the FX fee.
 */
function categoryBounds(card: PricedCard, spend: Float64Array, total: number): Float64Array {
  const bounds = new Float64Array(CATEGORY_COUNT);
  const bonusPossible = total >= card.minMonthlySpend;
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    const amount = spend[index] as number;
    const atBonus = bonusPossible ? Math.min(amount, card.bonusSpendLimit[index] as number) : 0;
    const reward = atBonus * (card.bonus[index] as number) + (amount - atBonus) * card.base;
    const fx = index === OVERSEAS ? amount * card.fxFee : 0;
    bounds[index] = 12 * (reward * card.unitValueSGD - fx);
  }
  return bounds;
}

interface Bounds {
  /** `upperBound` of each card. */
  whole: number[];
  /** `categoryBounds` of each card. */
  perCategory: Float64Array[];
  /** The most a card's rewards can be worth in a year under its monthly reward cap. */
  capped: number[];
  /** The sum of each card's positive category bounds. */
  categorySum: number[];
}

/**
 * A bound on what two cards can pay together: each category at the better of the two, but
 * neither card more than its monthly reward cap or its value on all the spend allows.
 */
function pairBound(bounds: Bounds, cards: readonly RankedCard<unknown>[], i: number, j: number) {
  const first = (cards[i] as RankedCard<unknown>).priced;
  const second = (cards[j] as RankedCard<unknown>).priced;
  const extras = first.welcomeSGD + second.welcomeSGD - first.feeSGD - second.feeSGD;
  const ofFirst = bounds.perCategory[i] as Float64Array;
  const ofSecond = bounds.perCategory[j] as Float64Array;
  let better = 0;
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    better += Math.max(ofFirst[index] as number, ofSecond[index] as number, 0);
  }
  return Math.min(
    (bounds.whole[i] as number) + (bounds.whole[j] as number),
    extras + better,
    extras + (bounds.capped[i] as number) + (bounds.categorySum[j] as number),
    extras + (bounds.categorySum[i] as number) + (bounds.capped[j] as number),
  );
}

/**
 * The pair of cards that together pay the most for the profile, from cards ranked by
 * `rankCards`. Every pair has a cheap bound that is never below its value (`pairBound`). The
 * best pairs of the few best single cards give a first answer; then the pairs whose bound
 * beats it are tried best bound first, and the search stops at the first bound that cannot beat
 * the best pair found. So the answer is the one trying every pair would give, at the cost of a
 * few exact routings.
 */
export function bestCardPair<Item>(
  ranked: readonly RankedCard<Item>[],
  profile: SpendProfile,
): CardPair<Item> | undefined {
  const [bestSingle] = ranked;
  if (!bestSingle || ranked.length < 2) return undefined;
  const spend = spendArray(profile);
  const total = spend.reduce((sum, value) => sum + value, 0);
  const perCategory = ranked.map((card) => categoryBounds(card.priced, spend, total));
  const bounds: Bounds = {
    whole: ranked.map((card) => upperBound(card.priced, spend)),
    perCategory,
    capped: ranked.map((card) => 12 * card.priced.monthlyRewardCap * card.priced.unitValueSGD),
    categorySum: perCategory.map((values) =>
      values.reduce((sum, value) => sum + Math.max(value, 0), 0),
    ),
  };

  let best = { first: 0, second: 1, netSGD: -Infinity, secondMask: 0 };
  const tryPair = (i: number, j: number) => {
    const first = (ranked[i] as RankedCard<Item>).priced;
    const value = pairValue(first, (ranked[j] as RankedCard<Item>).priced, spend);
    if (value.netSGD > best.netSGD) best = { first: i, second: j, ...value };
  };
  // A first answer from the best few cards alone, so that most pairs are never looked at.
  const seeds = Math.min(SEED_CARDS, ranked.length);
  for (let i = 0; i < seeds; i++) for (let j = i + 1; j < seeds; j++) tryPair(i, j);

  const order = [...ranked.keys()].sort(
    (a, b) => (bounds.whole[b] as number) - (bounds.whole[a] as number),
  );
  const candidates: { i: number; j: number; bound: number }[] = [];
  for (let a = 0; a < order.length - 1; a++) {
    const i = order[a] as number;
    if (
      (bounds.whole[i] as number) + (bounds.whole[order[a + 1] as number] as number) <=
      best.netSGD
    )
      break;
    for (let b = a + 1; b < order.length; b++) {
      const j = order[b] as number;
      if ((bounds.whole[i] as number) + (bounds.whole[j] as number) <= best.netSGD) break;
      const bound = pairBound(bounds, ranked, i, j);
      if (bound > best.netSGD) candidates.push({ i, j, bound });
    }
  }
  candidates.sort((a, b) => b.bound - a.bound);
  for (const { i, j, bound } of candidates) {
    if (bound <= best.netSGD) break;
    tryPair(i, j);
  }

  const { secondMask } = best;
  const routing: Partial<Record<SpendCategory, PairSide>> = {};
  spendCategories.forEach((category, index) => {
    if ((spend[index] as number) > 0) {
      routing[category] = secondMask & (1 << index) ? 'second' : 'first';
    }
  });
  return {
    first: ranked[best.first] as RankedCard<Item>,
    second: ranked[best.second] as RankedCard<Item>,
    routing,
    netSGD: best.netSGD,
    gainSGD: best.netSGD - bestSingle.netSGD,
  };
}
