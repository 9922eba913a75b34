import type { CardBound } from './card-bound.js';
import type { PricedCard, PricedSharedCap, PricedTier } from './priced-card.js';

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
    // The floor counts the card's own conversion fee; a bound counts it only when the currency
    // does not pool: in a set, a card of a pooling currency pays at most its fee, and nothing
    // when another card of its pool pays it.
    constantSGD: welcome - card.feeSGD - card.conversionFeeSGD,
  };
}

/** A category's S$ a year for `amount` S$ a month: `high` on the first `cap`, `low` after. */
function categoryValue(high: number, cap: number, low: number, amount: number): number {
  const first = Math.min(cap, amount);
  return high * first + low * (amount - first);
}

/** The most a card's levels add: its upper bound's part that is not per category. */
export function mostExtra(bound: CardBound): number {
  let most = -Infinity;
  for (const level of bound.levels) most = Math.max(most, level.extraSGD);
  return most;
}

/**
 * Whether `floor` pays at least `bound` on every share of the spend: per category at the
 * points where either's rate changes and at the whole spend (both are straight lines between),
 * and in what does not depend on the share (`extra`, the bound's `mostExtra`).
 */
export function dominates(
  floor: CardFloor,
  bound: CardBound,
  spend: Float64Array,
  extra = mostExtra(bound),
): boolean {
  if (floor.constantSGD < extra) return false;
  for (let at = 0; at < spend.length; at++) {
    const amount = spend[at] as number;
    const high = floor.high[at] as number;
    const cap = floor.cap[at] as number;
    const low = floor.low[at] as number;
    const theirHigh = bound.high[at] as number;
    const theirCap = bound.cap[at] as number;
    const theirLow = bound.low[at] as number;
    // Both are straight lines between their caps and the whole spend.
    const points = [Math.min(cap, amount), Math.min(theirCap, amount), amount];
    for (const x of points) {
      if (categoryValue(high, cap, low, x) < categoryValue(theirHigh, theirCap, theirLow, x)) {
        return false;
      }
    }
  }
  return true;
}

/** Cards of the same reward unit, blocks, tiers and shared caps: the candidates of `betterTerms`. */
function shapeOf(card: PricedCard): string {
  return `${card.unitValueSGD}/${card.block}/${card.tiers.length}/${card.sharedCaps.length}`;
}

/** The cards that can be in a best set, and what pays at least as much as each of them. */
export interface Dominance {
  /** The indexes of the cards that can be in a best set of the size asked. */
  kept: number[];
  /** For each kept card, the cards that dominate it (`dominance`); empty for the others. */
  dominators: number[][];
}

/**
 * Which cards pay at least as much as which, on every share of the spend (`dominates` or
 * `betterTerms`). Card A dominates card B when it pays at least as much as B so and comes first
 * in the order of `scores` (each card's value on the whole spend, which such an A never pays
 * less of), then of index: a strict order, so that replacing a dominated card by one that
 * dominates it, again and again, ends.
 *
 * Two rules follow. A best set of `size` need not hold a card with a dominator outside it:
 * replacing the card by that dominator pays at least as much, and the replacements end at a set
 * where every dominator of every card is inside it (a closed set), which pays at least as much.
 * So only closed sets are searched (`ClosedSetBuilder`), and a card with `size` dominators, which no
 * closed set of `size` can hold, is left out (not in `kept`). The others are tried in the order
 * of their scores, each only when its floor's constant part reaches what the card can add or
 * when its terms are of the same shape.
 */
export function dominance(
  cards: readonly PricedCard[],
  bounds: readonly CardBound[],
  active: readonly number[],
  spend: Float64Array,
  scores: Float64Array,
  size: number,
): Dominance {
  const floors = cards.map((card, at) => cardFloor(card, bounds[at] as CardBound, active));
  const extras = bounds.map(mostExtra);
  const shapes = cards.map(shapeOf);
  const paysAtLeast = (better: number, worse: number) => {
    const floor = floors[better];
    if (
      floor &&
      floor.constantSGD >= (extras[worse] as number) &&
      dominates(floor, bounds[worse] as CardBound, spend, extras[worse])
    ) {
      return true;
    }
    return (
      shapes[better] === shapes[worse] &&
      betterTerms(cards[better] as PricedCard, cards[worse] as PricedCard, active)
    );
  };
  const order = [...cards.keys()].sort(
    (a, b) => (scores[b] as number) - (scores[a] as number) || a - b,
  );
  const kept: number[] = [];
  const dominators: number[][] = cards.map(() => []);
  order.forEach((card, position) => {
    const above = dominators[card] as number[];
    for (let earlier = 0; earlier < position && above.length < size; earlier++) {
      const other = order[earlier] as number;
      if (paysAtLeast(other, card)) above.push(other);
    }
    if (above.length < size) kept.push(card);
    else above.length = 0;
  });
  return { kept, dominators };
}

/**
 * A set of cards built in a fixed order of the cards, kept able to become closed (every
 * dominator of each of its cards in it, `dominance`): a card is added only when none of its
 * dominators was passed over (comes before it in the order and is not in the set) and the
 * dominators still missing fit in the room left.
 */
export class ClosedSetBuilder {
  private readonly inSet: Uint8Array;
  /** How many cards of the set each card dominates. */
  private readonly neededBy: Int32Array;
  private readonly position: Int32Array;
  /** Cards dominating some card of the set and not in it. */
  missing = 0;

  constructor(
    private readonly dominators: readonly number[][],
    order: readonly number[],
  ) {
    this.inSet = new Uint8Array(dominators.length);
    this.neededBy = new Int32Array(dominators.length);
    this.position = new Int32Array(dominators.length).fill(-1);
    order.forEach((card, at) => {
      this.position[card] = at;
    });
  }

  /** Whether a card of the set needs `card`: passing over it leaves no closed set. */
  isNeeded(card: number): boolean {
    return (this.neededBy[card] as number) > 0 && this.inSet[card] === 0;
  }

  /** Adds `card` when the set can still be closed with `room` more cards after it. */
  add(card: number, room: number): boolean {
    const at = this.position[card] as number;
    let added = 0;
    for (const dominator of this.dominators[card] as number[]) {
      if (this.inSet[dominator] === 1) continue;
      if ((this.position[dominator] as number) < at) return false;
      if (this.neededBy[dominator] === 0) added++;
    }
    const fills = this.isNeeded(card) ? 1 : 0;
    if (this.missing - fills + added > room) return false;
    this.missing += added - fills;
    this.inSet[card] = 1;
    for (const dominator of this.dominators[card] as number[]) {
      this.neededBy[dominator] = (this.neededBy[dominator] as number) + 1;
    }
    return true;
  }

  /** Takes out `card`, the last added. */
  remove(card: number): void {
    this.inSet[card] = 0;
    let dropped = 0;
    for (const dominator of this.dominators[card] as number[]) {
      const needed = (this.neededBy[dominator] as number) - 1;
      this.neededBy[dominator] = needed;
      if (needed === 0 && this.inSet[dominator] === 0) dropped++;
    }
    this.missing += (this.isNeeded(card) ? 1 : 0) - dropped;
  }
}

function atLeast(better: ArrayLike<number>, worse: ArrayLike<number>, active: readonly number[]) {
  for (const index of active) {
    if ((better[index] as number) < (worse[index] as number)) return false;
  }
  return true;
}

/** Each tier of `better` starts no later, pays no less and caps no lower than that of `worse`. */
function tiersAtLeast(better: PricedCard, worse: PricedCard): boolean {
  for (let at = 0; at < better.tiers.length; at++) {
    const tier = better.tiers[at] as PricedTier;
    const theirs = worse.tiers[at];
    if (
      theirs === undefined ||
      tier.minSpend > theirs.minSpend ||
      tier.rate < theirs.rate ||
      tier.rewardCap < theirs.rewardCap
    ) {
      return false;
    }
  }
  return true;
}

/**
 * Each shared cap of `better` covers the same categories as that of `worse`, no lower, and at
 * the same rates when it counts the reward.
 */
function sharedCapsAtLeast(
  better: PricedCard,
  worse: PricedCard,
  active: readonly number[],
): boolean {
  for (let at = 0; at < better.sharedCaps.length; at++) {
    const cap = better.sharedCaps[at] as PricedSharedCap;
    const theirs = worse.sharedCaps[at];
    if (!theirs || cap.onReward !== theirs.onReward || cap.amount < theirs.amount) return false;
    for (const index of active) {
      if (cap.members[index] !== theirs.members[index]) return false;
      if (cap.onReward && cap.members[index] === 1 && better.bonus[index] !== worse.bonus[index]) {
        return false;
      }
    }
  }
  return true;
}

/** Counted S$ a month that reaches the welcome offer; 0 for a card without one. */
function welcomeAt(card: PricedCard): number {
  return card.welcomeSGD > 0 ? card.welcomeMinSpend / card.welcomeMonths : 0;
}

/**
 * Whether card `better` pays at least what card `worse` pays on every share of the spend because
 * it is the same card with terms at least as good: the same reward unit, blocks, shared caps
 * (over the same categories, and at the same rates when they count the reward) and as many spend
 * tiers; rates, caps, tiers, welcome offer at least as high; minimum spend, fee, waiver spend,
 * welcome spend, FX fee and conversion fee at most as high (a fee at all only within one pool, whose
 * cards convert together); earning and counting on at least the same categories.
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
  return (
    sameShape &&
    better.base >= worse.base &&
    better.minMonthlySpend <= worse.minMonthlySpend &&
    better.monthlyRewardCap >= worse.monthlyRewardCap &&
    better.monthlyBonusSpendCap >= worse.monthlyBonusSpendCap &&
    better.feeSGD <= worse.feeSGD &&
    (better.feeSGD === 0 || better.feeWaiverSpend <= worse.feeWaiverSpend) &&
    better.welcomeSGD >= worse.welcomeSGD &&
    (worse.welcomeSGD === 0 || welcomeAt(better) <= welcomeAt(worse)) &&
    better.fxFee <= worse.fxFee &&
    (better.conversionFeeSGD === 0 ||
      (better.conversionPool === worse.conversionPool &&
        better.conversionFeeSGD <= worse.conversionFeeSGD)) &&
    atLeast(better.bonus, worse.bonus, active) &&
    atLeast(better.bonusSpendLimit, worse.bonusSpendLimit, active) &&
    atLeast(better.earns, worse.earns, active) &&
    atLeast(better.counts, worse.counts, active) &&
    tiersAtLeast(better, worse) &&
    sharedCapsAtLeast(better, worse, active)
  );
}
