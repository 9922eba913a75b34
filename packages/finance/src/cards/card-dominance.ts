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
 * least as much as on every share of the spend is left out, as one of those is always outside
 * the set and can take its place (of cards that pay the same, the first given is kept).
 */
export function undominated(
  cards: readonly PricedCard[],
  bounds: readonly CardBound[],
  active: readonly number[],
  spend: Float64Array,
  size: number,
): number[] {
  const floors = cards
    .map((card, at) => ({ at, floor: cardFloor(card, bounds[at] as CardBound, active) }))
    .filter((entry): entry is { at: number; floor: CardFloor } => entry.floor !== undefined)
    .sort((a, b) => b.floor.constantSGD - a.floor.constantSGD);
  const floorOf = new Map(floors.map((entry) => [entry.at, entry.floor]));
  const kept: number[] = [];
  bounds.forEach((bound, at) => {
    const needed = mostExtra(bound);
    let dominators = 0;
    for (const candidate of floors) {
      if (candidate.floor.constantSGD < needed) break;
      if (candidate.at === at || !dominates(candidate.floor, bound, spend)) continue;
      const mutual = floorOf.get(at);
      const tie =
        mutual !== undefined &&
        dominates(mutual, bounds[candidate.at] as CardBound, spend) &&
        at < candidate.at;
      if (!tie) dominators++;
      if (dominators >= size) break;
    }
    if (dominators < size) kept.push(at);
  });
  return kept;
}
