import { spendCategories, type SpendCategory } from '@sg-finance/contract';
import { spendArray, type RankedCard } from './card-ranking.js';
import {
  CATEGORY_COUNT,
  countedSpend,
  earningSpendOf,
  lowestFee,
  monthlyReward,
  OVERSEAS,
  pooledConversionSaving,
  yearlyValueOfParts,
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

/** The indexes of the categories with spend: bit `b` of a routing mask stands for `active[b]`. */
function activeCategories(spend: Float64Array): number[] {
  const active: number[] = [];
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    if ((spend[index] as number) > 0) active.push(index);
  }
  return active;
}

/** Whether a category can change the card's value: it earns, counts or is charged FX. */
function matters(card: PricedCard, index: number): boolean {
  return card.earns[index] === 1 || card.counts[index] === 1 || index === OVERSEAS;
}

/**
 * The card's value in year one given each set of the categories of `active` (entry `mask` for
 * the categories of its bits), worked out in Gray-code order so each step moves one category.
 */
function valuesOf(card: PricedCard, spend: Float64Array, active: readonly number[]) {
  const size = 1 << active.length;
  const values = new Float64Array(size);
  const earning = new Float64Array(CATEGORY_COUNT);
  let earningTotal = 0;
  let counted = 0;
  let overseas = 0;
  values[0] = yearlyValueOfParts(card, earning, 0, 0, 0);
  let mask = 0;
  for (let step = 1; step < size; step++) {
    const bit = 31 - Math.clz32(step & -step);
    const index = active[bit] as number;
    mask ^= 1 << bit;
    const sign = mask & (1 << bit) ? 1 : -1;
    const amount = spend[index] as number;
    const earned = earningSpendOf(card, index, amount);
    earning[index] = sign === 1 ? earned : 0;
    earningTotal += sign * earned;
    if (card.counts[index] === 1) counted += sign * amount;
    if (index === OVERSEAS) overseas += sign * amount;
    values[mask] = yearlyValueOfParts(card, earning, earningTotal, counted, overseas);
  }
  return values;
}

/**
 * The card's value in year one given each set of the active categories (entry `mask` for the
 * categories of its bits). Categories that neither earn nor count on the card (and are not
 * overseas) change nothing, so the values are worked out over the others and copied to every
 * set that differs only in them. A card's table does not depend on the card it is paired with,
 * so each card's is made once.
 */
function valuesBySubset(card: PricedCard, spend: Float64Array, active: readonly number[]) {
  const relevant = active.filter((index) => matters(card, index));
  const values = valuesOf(card, spend, relevant);
  if (relevant.length === active.length) return values;
  // The bit of each active category in the table of the relevant ones; 0 for the others.
  const bitInRelevant = active.map((index) =>
    relevant.includes(index) ? 1 << relevant.indexOf(index) : 0,
  );
  const size = 1 << active.length;
  const inRelevant = new Int32Array(size);
  const expanded = new Float64Array(size);
  expanded[0] = values[0] as number;
  for (let mask = 1; mask < size; mask++) {
    const lowest = mask & -mask;
    const bit = 31 - Math.clz32(lowest);
    const compressed = (inRelevant[mask ^ lowest] as number) | (bitInRelevant[bit] as number);
    inRelevant[mask] = compressed;
    expanded[mask] = values[compressed] as number;
  }
  return expanded;
}

/**
 * The best split of the spend between two cards, from their tables of `valuesBySubset`: every
 * category goes wholly to one of them, and every routing is tried, because caps, tiers and
 * minimum spends make the best card of a category depend on what else the card is given.
 * Returns the net value in S$ and the routing mask of the categories sent to `second`.
 */
function bestRouting(first: Float64Array, second: Float64Array): { netSGD: number; mask: number } {
  const all = first.length - 1;
  let netSGD = -Infinity;
  let mask = 0;
  for (let toSecond = 0; toSecond <= all; toSecond++) {
    const value = (first[all ^ toSecond] as number) + (second[toSecond] as number);
    if (value > netSGD) {
      netSGD = value;
      mask = toSecond;
    }
  }
  return { netSGD, mask };
}

/** A routing mask over the active categories as a mask over every category's index. */
function categoryMask(mask: number, active: readonly number[]): number {
  let byIndex = 0;
  active.forEach((index, bit) => {
    if (mask & (1 << bit)) byIndex |= 1 << index;
  });
  return byIndex;
}

/**
 * The best split of the spend between two cards, one conversion fee for the two when their points
 * pool. Returns the net value in S$ and the categories sent to `second` as a bit mask of category
 * indexes.
 */
export function pairValue(
  first: PricedCard,
  second: PricedCard,
  spend: Float64Array,
): { netSGD: number; secondMask: number } {
  const active = activeCategories(spend);
  const best = bestRouting(
    valuesBySubset(first, spend, active),
    valuesBySubset(second, spend, active),
  );
  return {
    netSGD: best.netSGD + pooledConversionSaving([first, second]),
    secondMask: categoryMask(best.mask, active),
  };
}

/**
 * The most a card can be worth on any part of the spend: rewards on all of it (more spend never
 * earns less), the welcome offer, the lowest fee any spend brings, no FX fee.
 */
function upperBound(card: PricedCard, spend: Float64Array): number {
  return 12 * monthlyReward(card, spend) * card.unitValueSGD + card.welcomeSGD - lowestFee(card);
}

/**
 * The most each category can add to the card's value, whatever else it is given: its bonus rate
 * up to the category's own cap and the best base or tier rate after it, no overall cap, less the
 * FX fee.
 */
function categoryBounds(card: PricedCard, spend: Float64Array): Float64Array {
  const bounds = new Float64Array(CATEGORY_COUNT);
  const bonusPossible = countedSpend(card, spend) >= card.minMonthlySpend;
  let topBase = card.base;
  for (const tier of card.tiers) topBase = Math.max(topBase, tier.rate);
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    const amount = earningSpendOf(card, index, spend[index] as number);
    const atBonus = bonusPossible ? Math.min(amount, card.bonusSpendLimit[index] as number) : 0;
    const bonusRate = Math.max(card.bonus[index] as number, topBase);
    const reward = atBonus * bonusRate + (amount - atBonus) * topBase;
    const fx = index === OVERSEAS ? (spend[index] as number) * card.fxFee : 0;
    bounds[index] = 12 * (reward * card.unitValueSGD - fx);
  }
  return bounds;
}

interface Bounds {
  /** `upperBound` of each card. */
  whole: number[];
  /** `categoryBounds` of each card. */
  perCategory: Float64Array[];
  /** A card's rewards a year on all the spend, within its caps: no part of the spend earns more. */
  rewardsOfAll: number[];
  /** The sum of each card's positive category bounds. */
  categorySum: number[];
}

/**
 * A bound on what two cards can pay together: each category at the better of the two, but
 * neither card more than its rewards on all the spend or its value on all the spend allows.
 */
function pairBound(bounds: Bounds, cards: readonly RankedCard<unknown>[], i: number, j: number) {
  const first = (cards[i] as RankedCard<unknown>).priced;
  const second = (cards[j] as RankedCard<unknown>).priced;
  const extras = first.welcomeSGD + second.welcomeSGD - lowestFee(first) - lowestFee(second);
  const ofFirst = bounds.perCategory[i] as Float64Array;
  const ofSecond = bounds.perCategory[j] as Float64Array;
  let better = 0;
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    better += Math.max(ofFirst[index] as number, ofSecond[index] as number, 0);
  }
  return Math.min(
    (bounds.whole[i] as number) + (bounds.whole[j] as number),
    extras + better,
    extras + (bounds.rewardsOfAll[i] as number) + (bounds.categorySum[j] as number),
    extras + (bounds.categorySum[i] as number) + (bounds.rewardsOfAll[j] as number),
  );
}

/**
 * The pair of cards that together pay the most for the profile, from cards ranked by
 * `rankCards`. Every pair has a cheap bound that is never below its value (`pairBound`). The
 * best pairs of the few best single cards give a first answer; then, from the cards of the
 * highest bounds down, every pair whose bound beats the best pair so far is tried, each card's
 * table of values by subset made once (`valuesBySubset`). So the answer is the one trying every
 * pair would give, at the cost of a few exact routings.
 */
export function bestCardPair<Item>(
  ranked: readonly RankedCard<Item>[],
  profile: SpendProfile,
): CardPair<Item> | undefined {
  const [bestSingle] = ranked;
  if (!bestSingle || ranked.length < 2) return undefined;
  const spend = spendArray(profile);
  const perCategory = ranked.map((card) => categoryBounds(card.priced, spend));
  const bounds: Bounds = {
    whole: ranked.map((card) => upperBound(card.priced, spend)),
    perCategory,
    rewardsOfAll: ranked.map(
      (card) => 12 * monthlyReward(card.priced, spend) * card.priced.unitValueSGD,
    ),
    categorySum: perCategory.map((values) =>
      values.reduce((sum, value) => sum + Math.max(value, 0), 0),
    ),
  };

  const active = activeCategories(spend);
  const tables = new Map<number, Float64Array>();
  const tableOf = (at: number) => {
    let table = tables.get(at);
    if (!table) {
      table = valuesBySubset((ranked[at] as RankedCard<Item>).priced, spend, active);
      tables.set(at, table);
    }
    return table;
  };
  let best = { first: 0, second: 1, netSGD: -Infinity, mask: 0 };
  const tryPair = (i: number, j: number) => {
    const routed = bestRouting(tableOf(i), tableOf(j));
    const pair = [(ranked[i] as RankedCard<Item>).priced, (ranked[j] as RankedCard<Item>).priced];
    const value = { ...routed, netSGD: routed.netSGD + pooledConversionSaving(pair) };
    if (value.netSGD > best.netSGD) best = { first: i, second: j, ...value };
  };
  // A first answer from the best few cards alone, so that most pairs are never looked at.
  const seeds = Math.min(SEED_CARDS, ranked.length);
  for (let i = 0; i < seeds; i++) for (let j = i + 1; j < seeds; j++) tryPair(i, j);

  const order = [...ranked.keys()].sort(
    (a, b) => (bounds.whole[b] as number) - (bounds.whole[a] as number),
  );
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
      if (pairBound(bounds, ranked, i, j) > best.netSGD) tryPair(Math.min(i, j), Math.max(i, j));
    }
  }

  const secondMask = categoryMask(best.mask, active);
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
