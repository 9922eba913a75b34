import type { CardBound } from './card-bound.js';
import type { PricedCard } from './priced-card.js';

/**
 * A card's value that no share of the spend can bring lower, per active category as in
 * `CardBound`, for the cards where that is simple to say: no S$5 blocks, no cap on the whole
 * reward, and bonus rates that need no minimum spend. A category under a shared cap or the
 * card's bonus spend cap is counted at the base rate (other categories may use the cap up).
 * Spend tiers and a welcome offer that needs spend are left out; the fee is paid.
 */
export interface CardFloor {
  high: Float64Array;
  cap: Float64Array;
  low: Float64Array;
  constantSGD: number;
}

export function cardFloor(
  card: PricedCard,
  bound: CardBound,
  active: readonly number[],
): CardFloor | undefined {
  if (card.block > 0 || card.monthlyRewardCap !== Infinity || card.minMonthlySpend > 0) {
    return undefined;
  }
  const cap = Float64Array.from(active, (index, at) => {
    const shared = card.sharedCaps.some((sharedCap) => sharedCap.members[index] === 1);
    if (shared || card.monthlyBonusSpendCap !== Infinity) return 0;
    return bound.cap[at] as number;
  });
  const welcome = card.welcomeMinSpend <= 0 ? card.welcomeSGD : 0;
  return {
    high: bound.high,
    cap,
    low: bound.low,
    constantSGD: welcome - card.feeSGD,
  };
}

/** A category's S$ a year for `amount` S$ a month: `high` on the first `cap`, `low` after. */
function categoryValue(high: number, cap: number, low: number, amount: number): number {
  const first = Math.min(cap, amount);
  return high * first + low * (amount - first);
}

/** The most a card's levels add: its upper bound's part that is not per category. */
export function mostExtra(bound: CardBound): number {
  return Math.max(...bound.levels.map((level) => level.extraSGD));
}

/**
 * Whether `floor` pays at least `bound` on every share of the spend: per category at the
 * points where either's rate changes and at the whole spend (both are straight lines between),
 * and in what does not depend on the share.
 */
export function dominates(floor: CardFloor, bound: CardBound, spend: Float64Array): boolean {
  if (floor.constantSGD < mostExtra(bound)) return false;
  for (let at = 0; at < spend.length; at++) {
    const amount = spend[at] as number;
    for (const point of [floor.cap[at] as number, bound.cap[at] as number, amount]) {
      const x = Math.min(point, amount);
      const ours = categoryValue(
        floor.high[at] as number,
        floor.cap[at] as number,
        floor.low[at] as number,
        x,
      );
      const theirs = categoryValue(
        bound.high[at] as number,
        bound.cap[at] as number,
        bound.low[at] as number,
        x,
      );
      if (ours < theirs) return false;
    }
  }
  return true;
}

/**
 * The indexes of the cards that can be in a best set of `size`: a card that `size` others pay at
 * least as much as on every share of the spend (`dominates` or `betterTerms`) is left out, as
 * one of those is always outside the set and can take its place (of cards that pay the same,
 * the first given is kept).
 */
export function undominated(
  cards: readonly PricedCard[],
  bounds: readonly CardBound[],
  active: readonly number[],
  spend: Float64Array,
  size: number,
): number[] {
  const floors = cards.map((card, at) => cardFloor(card, bounds[at] as CardBound, active));
  const byFloor = floors
    .map((floor, at) => ({ at, floor }))
    .filter((entry): entry is { at: number; floor: CardFloor } => entry.floor !== undefined)
    .sort((a, b) => b.floor.constantSGD - a.floor.constantSGD);
  // Cards of the same reward unit, blocks, tiers and shared caps, the candidates of `betterTerms`.
  const shapes = new Map<string, number[]>();
  cards.forEach((card, at) => {
    const key = `${card.unitValueSGD}/${card.block}/${card.tiers.length}/${card.sharedCaps.length}`;
    shapes.set(key, [...(shapes.get(key) ?? []), at]);
  });
  const paysAtLeast = (better: number, worse: number) => {
    const floor = floors[better];
    if (floor && dominates(floor, bounds[worse] as CardBound, spend)) return true;
    return betterTerms(cards[better] as PricedCard, cards[worse] as PricedCard, active);
  };
  const kept: number[] = [];
  cards.forEach((card, at) => {
    const needed = mostExtra(bounds[at] as CardBound);
    const candidates = new Set<number>();
    for (const entry of byFloor) {
      if (entry.floor.constantSGD < needed) break;
      candidates.add(entry.at);
    }
    const key = `${card.unitValueSGD}/${card.block}/${card.tiers.length}/${card.sharedCaps.length}`;
    for (const other of shapes.get(key) ?? []) candidates.add(other);
    let dominators = 0;
    for (const other of candidates) {
      if (other === at || !paysAtLeast(other, at)) continue;
      // Of two cards that pay alike, the first given is not left out for the other.
      if (at < other && paysAtLeast(at, other)) continue;
      if (++dominators >= size) break;
    }
    if (dominators < size) kept.push(at);
  });
  return kept;
}

function atLeast(better: ArrayLike<number>, worse: ArrayLike<number>, active: readonly number[]) {
  return active.every((index) => (better[index] as number) >= (worse[index] as number));
}

/**
 * Whether card `better` pays at least what card `worse` pays on every share of the spend because
 * it is the same card with terms at least as good: the same reward unit, blocks, shared caps
 * (over the same categories, and at the same rates when they count the reward) and as many spend
 * tiers; rates, caps, tiers, welcome offer at least as high; minimum spend, fee, waiver spend,
 * welcome spend and FX fee at most as high; earning and counting on at least the same categories.
 */
export function betterTerms(
  better: PricedCard,
  worse: PricedCard,
  active: readonly number[],
): boolean {
  const sameShape =
    better.unitValueSGD === worse.unitValueSGD &&
    better.block === worse.block &&
    better.tiers.length === worse.tiers.length &&
    better.sharedCaps.length === worse.sharedCaps.length;
  if (!sameShape) return false;
  const tiers = better.tiers.every((tier, at) => {
    const theirs = worse.tiers[at];
    return (
      theirs !== undefined &&
      tier.minSpend <= theirs.minSpend &&
      tier.rate >= theirs.rate &&
      tier.rewardCap >= theirs.rewardCap
    );
  });
  const shared = better.sharedCaps.every((cap, at) => {
    const theirs = worse.sharedCaps[at];
    if (!theirs || cap.onReward !== theirs.onReward || cap.amount < theirs.amount) return false;
    return active.every(
      (index) =>
        cap.members[index] === theirs.members[index] &&
        (!cap.onReward || cap.members[index] === 0 || better.bonus[index] === worse.bonus[index]),
    );
  });
  const welcomeAt = (card: PricedCard) =>
    card.welcomeSGD > 0 ? card.welcomeMinSpend / card.welcomeMonths : 0;
  return (
    tiers &&
    shared &&
    better.base >= worse.base &&
    atLeast(better.bonus, worse.bonus, active) &&
    atLeast(better.bonusSpendLimit, worse.bonusSpendLimit, active) &&
    atLeast(better.earns, worse.earns, active) &&
    atLeast(better.counts, worse.counts, active) &&
    better.minMonthlySpend <= worse.minMonthlySpend &&
    better.monthlyRewardCap >= worse.monthlyRewardCap &&
    better.monthlyBonusSpendCap >= worse.monthlyBonusSpendCap &&
    better.feeSGD <= worse.feeSGD &&
    (better.feeSGD === 0 || better.feeWaiverSpend <= worse.feeWaiverSpend) &&
    better.welcomeSGD >= worse.welcomeSGD &&
    (worse.welcomeSGD === 0 || welcomeAt(better) <= welcomeAt(worse)) &&
    better.fxFee <= worse.fxFee
  );
}
