import {
  CATEGORY_COUNT,
  conversionFeesPaid,
  countedSpend,
  OVERSEAS,
  type PricedCard,
} from './priced-card.js';

/**
 * An upper bound on what a card can be worth in year one given any share of a spend profile,
 * as rates a S$: no share of the spend can make the card pay more. Each category of the profile
 * with spend (`active`) earns, a S$ a month, `high` S$ a year on its first `cap` S$ and `low`
 * after; so caps shared by categories, caps on the card's whole reward and S$5 blocks are set
 * aside (they only lower the value). What the counted share unlocks is kept apart, as levels.
 * A conversion fee is in the levels when the card's currency does not pool (the card pays it in
 * any set); a pooling currency's fee is the set's (`poolFeesLeftOut`).
 */
export interface CardBound {
  /** S$ a year for each S$ a month of each active category within `cap`, less the FX fee. */
  high: Float64Array;
  /** S$ a month of each active category that can earn `high`. */
  cap: Float64Array;
  /** S$ a year for each S$ a month above `cap`, and for every S$ while the bonus is shut. */
  low: Float64Array;
  /** 1 for each active category that counts toward the card's spend conditions. */
  counts: Uint8Array;
  /** S$ a year of FX fee for each S$ a month of each active category (in `high` and `low`). */
  fx: Float64Array;
  /** The most the card's rewards can be worth, S$ a year: its cap on the reward, or Infinity. */
  rewardCapSGD: number;
  /** What counted spend a month unlocks, the lowest first; the first level is S$0. */
  levels: BoundLevel[];
}

export interface BoundLevel {
  /** Counted S$ a month the level needs. */
  counted: number;
  /** The minimum spend for bonus rates is met. */
  bonusOpen: boolean;
  /**
   * Welcome offer, fee (less when waived), a conversion fee the card pays in any set, and the
   * most the spend tiers reached can add.
   */
  extraSGD: number;
}

/** The indexes of the categories with spend. */
export function activeCategories(spend: Float64Array): number[] {
  const active: number[] = [];
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    if ((spend[index] as number) > 0) active.push(index);
  }
  return active;
}

/** The S$ a month of bonus a category can get, by its own cap and every cap it falls under. */
function bonusRoom(card: PricedCard, index: number): number {
  let room = Math.min(card.bonusSpendLimit[index] as number, card.monthlyBonusSpendCap);
  const rate = card.bonus[index] as number;
  for (const shared of card.sharedCaps) {
    if (shared.members[index] === 0) continue;
    room = Math.min(room, shared.onReward ? shared.amount / rate : shared.amount);
  }
  return room;
}

/**
 * The card's bound for the profile's spend (`spend`, `active` as `activeCategories` gives).
 *
 * A spend tier adds at most its rate above the base rate on all the earning spend, and at most
 * its reward cap: under a tier each S$ earns the better of the tier's rate and its bonus rate,
 * never more than the base rate's figure plus the tier's extra.
 */
export function cardBound(card: PricedCard, spend: Float64Array, active: readonly number[]) {
  const size = active.length;
  const high = new Float64Array(size);
  const cap = new Float64Array(size);
  const low = new Float64Array(size);
  const counts = new Uint8Array(size);
  const fxOf = new Float64Array(size);
  const perUnit = 12 * card.unitValueSGD;
  let earningAll = 0;
  active.forEach((index, at) => {
    const fx = index === OVERSEAS ? 12 * card.fxFee : 0;
    fxOf[at] = fx;
    const earns = card.earns[index] === 1;
    if (earns) earningAll += spend[index] as number;
    low[at] = (earns ? perUnit * card.base : 0) - fx;
    const bonus = card.bonus[index] as number;
    const hasBonus = earns && bonus > card.base;
    high[at] = hasBonus ? perUnit * bonus - fx : (low[at] as number);
    cap[at] = hasBonus ? Math.max(0, bonusRoom(card, index)) : 0;
    counts[at] = card.counts[index] as number;
  });
  const countedAll = countedSpend(card, spend);
  const welcomeAt = card.welcomeSGD > 0 ? card.welcomeMinSpend / card.welcomeMonths : Infinity;
  const waiverAt = card.feeSGD > 0 ? card.feeWaiverSpend / 12 : Infinity;
  const ownConversionFee = card.conversionPool === undefined ? card.conversionFeeSGD : 0;
  const thresholds = new Set([0, card.minMonthlySpend, welcomeAt, waiverAt]);
  for (const tier of card.tiers) thresholds.add(tier.minSpend);
  const levels: BoundLevel[] = [...thresholds]
    .filter((counted) => counted <= countedAll)
    .sort((a, b) => a - b)
    .map((counted) => {
      let tierExtra = 0;
      for (const tier of card.tiers) {
        if (tier.minSpend > counted) continue;
        const extra = Math.min(tier.rewardCap, (tier.rate - card.base) * earningAll);
        tierExtra = Math.max(tierExtra, perUnit * extra);
      }
      return {
        counted,
        bonusOpen: counted >= card.minMonthlySpend,
        extraSGD:
          (counted >= welcomeAt ? card.welcomeSGD : 0) -
          (counted >= waiverAt ? 0 : card.feeSGD) -
          ownConversionFee +
          tierExtra,
      };
    });
  const rewardCapSGD = perUnit * card.monthlyRewardCap;
  return { high, cap, low, counts, fx: fxOf, rewardCapSGD, levels } satisfies CardBound;
}

/**
 * The conversion fees a set of the cards pays that their bounds leave out: once for each pooling
 * currency among them. A set is worth at most its cards' bounds added up less these.
 */
export function poolFeesLeftOut(cards: readonly PricedCard[]): number {
  return conversionFeesPaid(cards.filter((card) => card.conversionPool !== undefined));
}

/**
 * The stretches of a share that lose, for the reduced profit's fill: their gain a S$, their
 * length and their category; working space reused by every call (two stretches per category).
 */
const losing = {
  gain: new Float64Array(64),
  length: new Float64Array(64),
  at: new Int32Array(64),
  order: new Int32Array(64),
};

/** Keeps `losing` at room for two stretches for each of `categories`. */
function losingRoom(categories: number): void {
  if (losing.gain.length >= 2 * categories) return;
  losing.gain = new Float64Array(2 * categories);
  losing.length = new Float64Array(2 * categories);
  losing.at = new Int32Array(2 * categories);
  losing.order = new Int32Array(2 * categories);
}

/**
 * The card's value less the price of its share at one level: the stretches that gain are
 * taken, then, when the counted share falls short of the level, the counted stretches that lose
 * the least until it is reached; -Infinity when the counted spend cannot reach it. With `taken`,
 * fills in the share of each active category.
 *
 * With `capPrice` (μ, 0 to 1) the card's cap on the reward is priced in too: every S$ of reward
 * is worth 1 − μ and the cap μ·`rewardCapSGD` more, which is at least the capped reward for any
 * share (min(R, C) <= (1 − μ)·R + μ·C), so every μ gives a bound and the lowest is the tightest.
 */
function levelProfit(
  bound: CardBound,
  level: BoundLevel,
  price: Float64Array,
  spend: Float64Array,
  capPrice = 0,
  taken?: Float64Array,
): number {
  const { high, cap, low, counts, fx } = bound;
  losingRoom(high.length);
  const { gain: gains, length: lengths, at: ats, order } = losing;
  let value = level.extraSGD + (capPrice > 0 ? capPrice * bound.rewardCapSGD : 0);
  let counted = 0;
  let losers = 0;
  const share = 1 - capPrice;
  for (let at = 0; at < high.length; at++) {
    const amount = spend[at] as number;
    const first = level.bonusOpen ? Math.min(cap[at] as number, amount) : 0;
    const kept = -capPrice * (fx[at] as number) - (price[at] as number);
    if (taken) taken[at] = 0;
    for (let part = 0; part < 2; part++) {
      const gain = share * ((part === 0 ? high[at] : low[at]) as number) + kept;
      const length = part === 0 ? first : amount - first;
      if (length <= 0) continue;
      if (gain > 0) {
        value += gain * length;
        if (counts[at] === 1) counted += length;
        if (taken) taken[at] = (taken[at] as number) + length;
      } else if (counts[at] === 1) {
        gains[losers] = gain;
        lengths[losers] = length;
        ats[losers] = at;
        losers++;
      }
    }
  }
  if (counted < level.counted) {
    // The losing stretches by gain, the least loss first (insertion sort: a few stretches).
    for (let next = 0; next < losers; next++) {
      let place = next;
      while (place > 0 && (gains[order[place - 1] as number] as number) < (gains[next] as number)) {
        order[place] = order[place - 1] as number;
        place--;
      }
      order[place] = next;
    }
    for (let rank = 0; rank < losers && counted < level.counted; rank++) {
      const stretch = order[rank] as number;
      const used = Math.min(lengths[stretch] as number, level.counted - counted);
      value += (gains[stretch] as number) * used;
      counted += used;
      if (taken) {
        const at = ats[stretch] as number;
        taken[at] = (taken[at] as number) + used;
      }
    }
    if (counted < level.counted - 1e-9) return -Infinity;
  }
  return value;
}

/**
 * The most the card can be worth less the price `price[at]` of each S$ a month of each active
 * category it is given (`spend[at]` of it at most), over every share of the spend:
 * max over shares x of (value(x) − price·x), the value bounded as `CardBound` bounds it. With
 * these prices any set of cards splitting the spend is worth at most price·spend plus the sum
 * of its cards' reduced profits (a Lagrangian bound). With `taken`, fills in the share at the
 * maximum, for the next prices.
 */
export function reducedProfit(
  bound: CardBound,
  price: Float64Array,
  spend: Float64Array,
  taken?: Float64Array,
): number {
  let best = -Infinity;
  let bestLevel: BoundLevel | undefined;
  let bestCapPrice = 0;
  const capPrices = bound.rewardCapSGD === Infinity ? [0] : capPricesOf(bound, price);
  for (const level of bound.levels) {
    const { value, capPrice } = lowestOverCapPrices(bound, level, price, spend, capPrices);
    if (value > best) {
      best = value;
      bestLevel = level;
      bestCapPrice = capPrice;
    }
  }
  if (taken && bestLevel) levelProfit(bound, bestLevel, price, spend, bestCapPrice, taken);
  return best;
}

/**
 * The lowest `levelProfit` over the cap prices (sorted): it is the most of functions linear in
 * the cap price, so convex, and a search by halves finds its lowest of them.
 */
function lowestOverCapPrices(
  bound: CardBound,
  level: BoundLevel,
  price: Float64Array,
  spend: Float64Array,
  capPrices: readonly number[],
): { value: number; capPrice: number } {
  let low = 0;
  let high = capPrices.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    const here = levelProfit(bound, level, price, spend, capPrices[middle] as number);
    const next = levelProfit(bound, level, price, spend, capPrices[middle + 1] as number);
    if (here <= next) high = middle;
    else low = middle + 1;
  }
  const capPrice = capPrices[low] as number;
  return { value: levelProfit(bound, level, price, spend, capPrice), capPrice };
}

/**
 * The prices μ of the reward cap worth trying (`levelProfit`), from the lowest: 0, 1 and each
 * μ at which a stretch's gain changes sign, where the bound's slope in μ can change.
 */
function capPricesOf(bound: CardBound, price: Float64Array): number[] {
  const prices = [0, 1];
  const { high, low, fx } = bound;
  for (let at = 0; at < high.length; at++) {
    for (const rate of [high[at] as number, low[at] as number]) {
      const reward = rate + (fx[at] as number);
      if (reward <= 0) continue;
      const capPrice = (rate - (price[at] as number)) / reward;
      if (capPrice > 0 && capPrice < 1) prices.push(capPrice);
    }
  }
  return prices.sort((a, b) => a - b);
}

/**
 * A bound on what a set of cards can pay together: each S$ of each active category at the best
 * rate a card of the set offers for it (within that card's `cap` for its `high` rate), as if
 * every card met its minimum spend, plus the most each card's levels add. The Lagrangian bound
 * prices the spend once for all sets; this one shares the spend of a set between its own cards.
 */
export function setBound(bounds: readonly CardBound[], spend: Float64Array): number {
  let total = 0;
  for (const bound of bounds) {
    let extra = -Infinity;
    for (const level of bound.levels) extra = Math.max(extra, level.extraSGD);
    total += extra;
  }
  const rates: number[] = [];
  const lengths: number[] = [];
  for (let at = 0; at < spend.length; at++) {
    rates.length = 0;
    lengths.length = 0;
    for (const bound of bounds) {
      rates.push(bound.high[at] as number, bound.low[at] as number);
      lengths.push(bound.cap[at] as number, Infinity);
    }
    let left = spend[at] as number;
    while (left > 0) {
      let best = 0;
      for (let item = 1; item < rates.length; item++) {
        if ((rates[item] as number) > (rates[best] as number)) best = item;
      }
      const used = Math.min(left, lengths[best] as number);
      total += used * (rates[best] as number);
      left -= used;
      rates[best] = -Infinity;
    }
  }
  return total;
}

/**
 * `setBound` with what the counted spend can unlock shared too: each card of the set is given one
 * of its levels (the counted spend it reaches), the levels' counted spend together within the
 * spend, and a card whose level does not meet its minimum spend earns its `low` rate everywhere.
 * The bound is the best of every such choice; tighter than `setBound` when the cards' minimum
 * spends, waivers and welcome offers cannot all be met by one profile.
 */
export function levelBound(bounds: readonly CardBound[], spend: Float64Array): number {
  let total = 0;
  for (let at = 0; at < spend.length; at++) total += spend[at] as number;
  const chosen: CardBound[] = [];
  let best = -Infinity;
  const choose = (card: number, counted: number) => {
    if (card === bounds.length) {
      best = Math.max(best, setBound(chosen, spend));
      return;
    }
    const bound = bounds[card] as CardBound;
    for (const level of bound.levels) {
      if (counted + level.counted > total) break;
      chosen.push({
        ...bound,
        high: level.bonusOpen ? bound.high : bound.low,
        levels: [level],
      });
      choose(card + 1, counted + level.counted);
      chosen.pop();
    }
  };
  choose(0, 0);
  return best;
}

/**
 * The Lagrangian bound of a set of cards at one price of each active category; with `counted`,
 * each card restricted to its levels of those counted spends (where it has a level of each):
 * -Infinity when the least of them need more than the spend together.
 */
export function pricedBound(
  bounds: readonly CardBound[],
  spend: Float64Array,
  price: Float64Array,
  counted?: readonly (readonly number[] | undefined)[],
): number {
  let bound = 0;
  let total = 0;
  for (let at = 0; at < spend.length; at++) {
    bound += (price[at] as number) * (spend[at] as number);
    total += spend[at] as number;
  }
  if (counted) {
    let needed = 0;
    for (const only of counted) if (only) needed += Math.min(...only);
    if (needed > total) return -Infinity;
  }
  bounds.forEach((card, at) => {
    const only = counted?.[at];
    const restricted =
      only && only.every((spent) => card.levels.some((level) => level.counted === spent));
    bound += reducedProfit(
      restricted
        ? { ...card, levels: card.levels.filter((level) => only.includes(level.counted)) }
        : card,
      price,
      spend,
    );
  });
  return bound;
}

/** Rounds of price updates for one set's own Lagrangian bound. */
const SET_PRICE_ROUNDS = 15;

/**
 * The Lagrangian bound of one set of cards at prices of its own: price·spend plus its cards'
 * reduced profits (`reducedProfit`), the prices moved from `start` by subgradient steps toward
 * `floor` (lowered where the set's cards take more than the spend, raised where less). Every
 * price gives a bound, so the lowest seen is one; it stops as soon as that is at most `floor`.
 */
export function ownPricesBound(
  bounds: readonly CardBound[],
  spend: Float64Array,
  start: Float64Array,
  floor: number,
): number {
  const categories = spend.length;
  const price = Float64Array.from(start);
  const taken = new Float64Array(categories);
  const used = new Float64Array(categories);
  let lowest = Infinity;
  let step = 1;
  let sinceLower = 0;
  for (let round = 0; round < SET_PRICE_ROUNDS; round++) {
    let bound = 0;
    for (let at = 0; at < categories; at++) bound += (price[at] as number) * (spend[at] as number);
    used.fill(0);
    for (const card of bounds) {
      bound += reducedProfit(card, price, spend, taken);
      for (let at = 0; at < categories; at++)
        used[at] = (used[at] as number) + (taken[at] as number);
    }
    if (bound < lowest - 1e-9) {
      lowest = bound;
      sinceLower = 0;
    } else if (++sinceLower >= 3) {
      step /= 2;
      sinceLower = 0;
    }
    if (lowest <= floor || lowest === -Infinity) return lowest;
    let norm = 0;
    for (let at = 0; at < categories; at++) {
      const slope = (spend[at] as number) - (used[at] as number);
      norm += slope * slope;
    }
    if (norm === 0) return lowest;
    const length = (step * (bound - floor)) / norm;
    for (let at = 0; at < categories; at++) {
      price[at] = (price[at] as number) - length * ((spend[at] as number) - (used[at] as number));
    }
  }
  return lowest;
}
