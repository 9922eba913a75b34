import {
  bestShares,
  bestUseOfWallet,
  checkedSpend,
  greedyShares,
  splitValueOf,
  walletUseOf,
} from './best-wallet-use.js';
import {
  activeCategories,
  cardBound,
  levelBound,
  ownPricesBound,
  pricedBound,
  poolFeesLeftOut,
  reducedProfit,
  setBound as sharedSpendBound,
  type CardBound,
} from './card-bound.js';
import { ClosedSetBuilder, dominance, type Dominance } from './card-dominance.js';
import { yearlyValue, type PricedCard } from './priced-card.js';
import type { SpendProfile } from './spend-profile.js';
import { loadSolver, SolveTimeLimit } from './wallet-solver.js';
import {
  WALLET_MAX_CARDS,
  type WalletCard,
  type WalletCardUse,
  type WalletGap,
  type WalletUse,
} from './wallet-use.js';

/** Rounds of price updates for the Lagrangian bound. */
const PRICE_ROUNDS = 20;
/** A set is solved only when its bound beats the best found by more than this (S$). */
const BOUND_TOLERANCE = 1e-6;

type Highs = Awaited<ReturnType<typeof loadSolver>>;

/** A search that has run this long lets other work run before it goes on (ms). */
const SLICE_MS = 20;

/** Prices of each active category and every card's reduced profit at them: one bound. */
interface PricedBound {
  /** price · spend */
  base: number;
  profits: Float64Array;
  /** What no set pays more than at these prices: `base` plus the largest profits. */
  bound: number;
}

export interface BestSetOptions {
  /**
   * The most ms (wall clock) the search may take from its start; its first set is solved
   * whatever the time. When it is reached, the best set found so far is the answer, with
   * `complete` false and the most any set can pay.
   */
  timeLimitMs?: number;
}

/** The best set found, and whether it is proven the best. */
export interface BestCardSet<Item> extends WalletUse<Item> {
  /** True when no set pays more; false when the time limit stopped the search first. */
  complete: boolean;
  /** No set of this size pays more than this, S$ in year one: `netSGD` when complete. */
  boundSGD: number;
}

/** Lets other work (requests, a page's input) run before the search goes on. */
function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function checkSize(size: number, available: number): void {
  if (!Number.isInteger(size) || size < 1 || size > WALLET_MAX_CARDS) {
    throw new Error(`A set of cards has 1 to ${WALLET_MAX_CARDS} cards; ${size} was asked`);
  }
  if (size > available) {
    throw new Error(`A set of ${size} cards was asked from a catalogue of ${available}`);
  }
}

/** A set solved, and the prices of its categories in its linear relaxation. */
interface SolvedSet {
  /** The set's cards, by their place in the catalogue, in order. */
  set: number[];
  prices: Float64Array;
  /**
   * The regions its search split it into, when it branched on cards' cases only: each with its
   * prices and the counted spend of the cases left to the cards it restricts (by catalogue place).
   */
  regions?: { prices: Float64Array; counted: Map<number, readonly number[]> }[];
}

/**
 * The exact best value of sets of cards, each set solved once; a set that cannot beat the best
 * found when it is solved is known by that bound only.
 */
class SetValues {
  private readonly known = new Map<string, number>();
  best = -Infinity;
  bestSet: number[] = [];
  /** The best split of the best set's spend, as `bestShares` gives it. */
  bestShares: Float64Array[] = [];
  /** The best set's split is `greedyShares`'s, not yet proven its best (`provenBest`). */
  bestByGreedy = false;

  constructor(
    private readonly highs: Highs,
    private readonly cards: readonly WalletCard<unknown>[],
    private readonly spend: Float64Array,
    /** `performance.now()` past which a solve throws `SolveTimeLimit`; the first always ends. */
    private readonly deadline: number,
  ) {}

  /** Every set solved, the latest last, with its prices (`solvedPricesBound`). */
  readonly solved: SolvedSet[] = [];

  /** The time limit stopped a solve: its set's value is not known. */
  stopped = false;

  /** The set's value, or undefined when the time limit stopped its solve. */
  valueOf(set: readonly number[]): number | undefined {
    const sorted = [...set].sort((a, b) => a - b);
    const key = sorted.join(',');
    let value = this.known.get(key);
    if (value === undefined) {
      const cards = sorted.map((at) => this.cards[at] as WalletCard<unknown>);
      const deadline = this.best === -Infinity ? Infinity : this.deadline;
      let shares: Float64Array[] | undefined;
      let solved: SolvedSet | undefined;
      try {
        shares = bestShares(this.highs, cards, this.spend, {
          cutoff: this.best,
          deadline,
          onPrices: (prices) => {
            solved = { set: sorted, prices };
            this.solved.push(solved);
          },
          onRegions: (regions) => {
            if (!solved) return;
            solved.regions = regions.map((region) => ({
              prices: region.prices,
              counted: new Map(
                sorted.flatMap((card, at) => {
                  const counted = region.counted[at];
                  return counted ? [[card, counted] as const] : [];
                }),
              ),
            }));
          },
        });
      } catch (error) {
        if (!(error instanceof SolveTimeLimit)) throw error;
        this.stopped = true;
        return undefined;
      }
      // No split beats the best set found: the set is worth at most that.
      value = shares ? splitValueOf(cards, shares) : this.best;
      this.known.set(key, value);
      if (shares && value > this.best) {
        this.best = value;
        this.bestSet = sorted;
        this.bestShares = shares;
        this.bestByGreedy = false;
      }
    }
    return value;
  }

  /**
   * What the set pays on the split `greedyShares` finds, without the solver: a value some set
   * reaches, so a floor for the search, taken as the best when it is above it.
   */
  greedyValueOf(set: readonly number[]): number {
    const cards = set.map((at) => this.cards[at] as WalletCard<unknown>);
    const shares = greedyShares(cards, this.spend);
    const value = splitValueOf(cards, shares);
    if (value > this.best) {
      this.best = value;
      this.bestSet = [...set].sort((a, b) => a - b);
      this.bestShares = this.bestSet.map((at) => shares[set.indexOf(at)] as Float64Array);
      this.bestByGreedy = true;
    }
    return value;
  }

  /**
   * The best set's split solved, when a greedy split made it the best (never below that);
   * false when the time limit stopped the solve, the greedy split kept.
   */
  provenBest(): boolean {
    if (!this.bestByGreedy) return true;
    const cards = this.bestSet.map((at) => this.cards[at] as WalletCard<unknown>);
    try {
      this.bestShares = bestShares(this.highs, cards, this.spend, {
        deadline: this.deadline,
      }) as Float64Array[];
    } catch (error) {
      if (!(error instanceof SolveTimeLimit)) throw error;
      return false;
    }
    this.bestByGreedy = false;
    return true;
  }

  timeUp(): boolean {
    return this.stopped || (this.best > -Infinity && performance.now() > this.deadline);
  }
}

/** The indexes of the `size` largest entries of `values` among `within`. */
function topOf(values: Float64Array, within: readonly number[], size: number): number[] {
  return [...within].sort((a, b) => (values[b] as number) - (values[a] as number)).slice(0, size);
}

/**
 * Lagrangian bounds on the best set: with a price on each S$ of each category, a set is worth at
 * most price·spend plus its cards' reduced profits (`reducedProfit`), so the best set at most
 * price·spend plus the `size` largest. The prices are lowered where the best cards at them take
 * more than the spend and raised where they take less (subgradient steps toward the best value
 * found), and the set of those cards is valued each round (solved in the first, then on a
 * greedy split: `greedyValueOf`), so the best found rises as the bound falls. Returns every
 * round's bound.
 */
function priceRounds(
  bounds: readonly CardBound[],
  within: readonly number[],
  spend: Float64Array,
  size: number,
  values: SetValues,
): PricedBound[] {
  const categories = spend.length;
  const price = new Float64Array(categories);
  // Start from the price the size-th best card pays on a category's first S$.
  for (let at = 0; at < categories; at++) {
    const highs = within.map((card) => (bounds[card] as CardBound).high[at] as number);
    highs.sort((a, b) => b - a);
    price[at] = Math.max(0, highs[Math.min(size, highs.length) - 1] ?? 0);
  }
  const rounds: PricedBound[] = [];
  const taken = new Float64Array(categories);
  const used = new Float64Array(categories);
  let step = 1;
  let lowest = Infinity;
  let sinceLower = 0;
  for (let round = 0; round < PRICE_ROUNDS; round++) {
    const priced = pricedRound(bounds, within, spend, size, price);
    rounds.push(priced);
    const { bound } = priced;
    const top = topOf(priced.profits, within, size);
    // The first top set is solved, for a first answer worth giving when time runs out.
    if (round === 0) values.valueOf(top);
    else values.greedyValueOf(top);
    if (values.timeUp()) break;
    if (bound < lowest - 1e-9) {
      lowest = bound;
      sinceLower = 0;
    } else if (++sinceLower >= 3) {
      step /= 2;
      sinceLower = 0;
    }
    const gap = bound - values.best;
    if (gap <= BOUND_TOLERANCE) break;
    used.fill(0);
    for (const card of top) {
      reducedProfit(bounds[card] as CardBound, price, spend, taken);
      for (let at = 0; at < categories; at++)
        used[at] = (used[at] as number) + (taken[at] as number);
    }
    let norm = 0;
    for (let at = 0; at < categories; at++) {
      const slope = (spend[at] as number) - (used[at] as number);
      norm += slope * slope;
    }
    if (norm === 0) break;
    const length = (step * gap) / norm;
    for (let at = 0; at < categories; at++) {
      price[at] = (price[at] as number) - length * ((spend[at] as number) - (used[at] as number));
    }
  }
  return rounds;
}

/** How many of the tightest price rounds have their top set solved before sets are listed. */
const TOP_SETS_SOLVED = 3;

/**
 * Solves the top sets of the rounds with the lowest bounds. Their greedy splits are a weak floor
 * (S$40-390 a year below the best on the bench's profiles of 5 from 200), and every set whose
 * bound beats the floor is listed: solved, they put it near the best, and about a tenth as many
 * sets are listed.
 */
function solveTightestTops(
  rounds: readonly PricedBound[],
  within: readonly number[],
  size: number,
  values: SetValues,
): void {
  const tightest = [...rounds].sort((a, b) => a.bound - b.bound).slice(0, TOP_SETS_SOLVED);
  for (const round of tightest) {
    if (values.timeUp()) return;
    values.valueOf(topOf(round.profits, within, size));
  }
}

/** Every card's reduced profit at one price of each category, and the bound it gives every set. */
function pricedRound(
  bounds: readonly CardBound[],
  within: readonly number[],
  spend: Float64Array,
  size: number,
  price: Float64Array,
): PricedBound {
  const profits = new Float64Array(bounds.length).fill(-Infinity);
  for (const card of within) profits[card] = reducedProfit(bounds[card] as CardBound, price, spend);
  let base = 0;
  for (let at = 0; at < spend.length; at++) base += (price[at] as number) * (spend[at] as number);
  const top = topOf(profits, within, size);
  const bound = base + top.reduce((sum, card) => sum + (profits[card] as number), 0);
  return { base, profits, bound };
}

/** A set's bound: the lowest any round gives it. */
function setBound(rounds: readonly PricedBound[], set: readonly number[]): number {
  let lowest = Infinity;
  for (const round of rounds) {
    let bound = round.base;
    for (const card of set) bound += round.profits[card] as number;
    if (bound < lowest) lowest = bound;
  }
  return lowest;
}

/**
 * A bound on a set at a solved set's prices: the most of its regions' bounds (each card
 * restricted as there) when every card they restrict is in the set, else at its root's prices.
 */
function solvedSetBound(
  set: readonly number[],
  cards: readonly CardBound[],
  spend: Float64Array,
  solved: SolvedSet,
): number {
  const { regions } = solved;
  if (regions?.every((region) => [...region.counted.keys()].every((card) => set.includes(card)))) {
    let most = -Infinity;
    for (const region of regions) {
      const counted = set.map((card) => region.counted.get(card));
      most = Math.max(most, pricedBound(cards, spend, region.prices, counted));
    }
    return most;
  }
  return pricedBound(cards, spend, solved.prices);
}

/** How many solved sets' prices `solvedPricesBound` tries on a set. */
const SOLVED_PRICES_TRIED = 10;

/**
 * A bound on a set at the prices of sets solved before, those with the most cards in common
 * with it first (the latest first among them), stopping at the first at most `floor`. At a solved
 * set's prices its own bound is close to its linear relaxation, and a set that differs by a card
 * or two is often bounded below the best found there without a solve of its own.
 */
function solvedPricesBound(
  set: readonly number[],
  cards: readonly CardBound[],
  spend: Float64Array,
  solved: readonly SolvedSet[],
  floor: number,
): number {
  const shared = Int8Array.from(solved, (other) => {
    let count = 0;
    for (const card of other.set) if (set.includes(card)) count++;
    return count;
  });
  let lowest = Infinity;
  let tried = 0;
  for (let common = set.length; common > 0; common--) {
    for (let at = solved.length - 1; at >= 0; at--) {
      if (shared[at] !== common) continue;
      const bound = solvedSetBound(set, cards, spend, solved[at] as SolvedSet);
      lowest = Math.min(lowest, bound);
      if (lowest <= floor || ++tried === SOLVED_PRICES_TRIED) return lowest;
    }
  }
  return lowest;
}

/** A set the search has still to rule out or solve. */
interface PromisingSet {
  set: number[];
  bound: number;
  /** The conversion fees its pools pay, which its cards' bounds leave out (`poolFeesLeftOut`). */
  poolFees: number;
}

/**
 * Every closed set (`ClosedSetBuilder`) of `size` of the cards whose bound (in the round of the
 * lowest bound, then every round) beats the best value found: a search over the cards by their
 * reduced profit in that round, a branch left when even the largest profits still to come cannot
 * lift it above that. Throws `SolveTimeLimit` past the time limit.
 */
function promisingSets(
  priced: readonly PricedCard[],
  bounds: readonly CardBound[],
  spend: Float64Array,
  rounds: readonly PricedBound[],
  { kept: within, dominators }: Dominance,
  size: number,
  values: SetValues,
): PromisingSet[] {
  const floor = values.best;
  const tightest = rounds.reduce((best, round) => (round.bound < best.bound ? round : best));
  const profits = tightest.profits;
  const order = [...within].sort((a, b) => (profits[b] as number) - (profits[a] as number));
  const closed = new ClosedSetBuilder(dominators, order);
  const found: PromisingSet[] = [];
  const chosen: number[] = [];
  let visits = 0;
  const search = (from: number, sum: number) => {
    if (++visits % 4096 === 0 && values.timeUp()) throw new SolveTimeLimit();
    const left = size - chosen.length;
    if (left === 0) {
      if (closed.missing > 0) return;
      const poolFees = poolFeesLeftOut(chosen.map((card) => priced[card] as PricedCard));
      const roundsBound = setBound(rounds, chosen);
      // The shared-spend bound only when the rounds leave the set in: most sets they rule out.
      if (roundsBound - poolFees <= floor + BOUND_TOLERANCE) return;
      const bound =
        Math.min(
          roundsBound,
          sharedSpendBound(
            chosen.map((card) => bounds[card] as CardBound),
            spend,
          ),
        ) - poolFees;
      if (bound > floor + BOUND_TOLERANCE) found.push({ set: [...chosen], bound, poolFees });
      return;
    }
    for (let at = from; at <= order.length - left; at++) {
      let most = sum;
      for (let next = at; next < at + left; next++)
        most += profits[order[next] as number] as number;
      if (most <= floor + BOUND_TOLERANCE) return;
      const card = order[at] as number;
      if (closed.add(card, left - 1)) {
        chosen.push(card);
        search(at + 1, sum + (profits[card] as number));
        chosen.pop();
        closed.remove(card);
      }
      // Every set further on passes over this card: none is closed if the set needs it.
      if (closed.isNeeded(card)) return;
    }
  };
  search(0, tightest.base);
  return found.sort((a, b) => b.bound - a.bound);
}

/**
 * The closed sets of `size` of the cards (`dominance`), searched as `bestCardSet` says; the
 * most any set can pay that the search has not ruled out (the best found when it ends).
 */
async function searchSets(
  catalogue: readonly WalletCard<unknown>[],
  spend: Float64Array,
  size: number,
  values: SetValues,
): Promise<number> {
  const active = activeCategories(spend);
  const activeSpend = Float64Array.from(active, (index) => spend[index] as number);
  const bounds = catalogue.map((card) => cardBound(card.priced, spend, active));
  const scores = Float64Array.from(catalogue, (card) => yearlyValue(card.priced, spend));
  const dominated = dominance(
    catalogue.map((card) => card.priced),
    bounds,
    active,
    activeSpend,
    scores,
    size,
  );
  const within = dominated.kept;
  const priced = catalogue.map((card) => card.priced);
  const rounds = priceRounds(bounds, within, activeSpend, size, values);
  const lowest = Math.min(...rounds.map((round) => round.bound));
  solveTightestTops(rounds, within, size, values);
  if (values.stopped) return lowest;
  // The solved sets' prices bound every set too, most of them tighter than the rounds'.
  const listingRounds = [
    ...rounds,
    ...values.solved.map((solved) => pricedRound(bounds, within, activeSpend, size, solved.prices)),
  ];
  let sets: PromisingSet[];
  try {
    sets = promisingSets(priced, bounds, activeSpend, listingRounds, dominated, size, values);
  } catch (error) {
    if (error instanceof SolveTimeLimit) return lowest;
    throw error;
  }
  const noPrices = new Float64Array(activeSpend.length);
  let sliceStart = performance.now();
  for (const { set, bound, poolFees } of sets) {
    if (bound <= values.best + BOUND_TOLERANCE) break;
    const cards = set.map((card) => bounds[card] as CardBound);
    // The cards' bounds leave their pools' conversion fees out: the floor they must beat is higher.
    const floor = values.best + BOUND_TOLERANCE + poolFees;
    if (levelBound(cards, activeSpend) <= floor) continue;
    if (solvedPricesBound(set, cards, activeSpend, values.solved, floor) <= floor) continue;
    if (ownPricesBound(cards, activeSpend, noPrices, floor) <= floor) continue;
    if (performance.now() - sliceStart > SLICE_MS) {
      await pause();
      sliceStart = performance.now();
    }
    // The sets left are sorted by bound: none pays more than this one's.
    if (values.timeUp() || values.valueOf(set) === undefined) return Math.min(lowest, bound);
  }
  return values.best;
}

/**
 * The set of `size` cards (1 to 5) from the catalogue that pays the most in year one under its
 * best use (`bestUseOfWallet`), the best value first. Only closed sets are searched: a set
 * that holds a card without a card that pays at least as much on every share is never better
 * than the set with that card in its place (`dominance`). Lagrangian bounds (`priceRounds`, their
 * top sets valued on a greedy split, the tightest rounds' solved: `solveTightestTops`) give a
 * first answer and leave the sets whose bound beats it; each is bounded again at the prices of the sets solved before it (`solvedPricesBound`),
 * then at prices of its own (`ownPricesBound`), and solved from the highest bound down until no
 * bound is above the best found. So the answer is the one
 * trying every set would give, unless `timeLimitMs` stops the search first: then the answer is
 * the best set found, `complete` is false and `boundSGD` the most a set can pay.
 */
export async function bestCardSet<Item>(
  catalogue: readonly WalletCard<Item>[],
  profile: SpendProfile,
  size: number,
  { timeLimitMs = Infinity }: BestSetOptions = {},
): Promise<BestCardSet<Item>> {
  checkSize(size, catalogue.length);
  if (new Set(catalogue.map((card) => card.item)).size !== catalogue.length) {
    throw new Error('The catalogue holds the same card twice');
  }
  const spend = checkedSpend(profile);
  const highs = await loadSolver();
  const values = new SetValues(highs, catalogue, spend, performance.now() + timeLimitMs);
  let boundSGD: number;
  if (size === 1) {
    catalogue.forEach((card, at) => {
      const value = yearlyValue(card.priced, spend);
      if (value > values.best) {
        values.best = value;
        values.bestSet = [at];
      }
    });
    values.bestShares = [spend];
    boundSGD = values.best;
  } else {
    boundSGD = await searchSets(catalogue, spend, size, values);
  }
  const splitProven = values.provenBest();
  const cards = values.bestSet.map((at) => catalogue[at] as WalletCard<Item>);
  const use = walletUseOf(cards, values.bestShares);
  const order = use.cards
    .map((cardUse, at) => ({ at, net: cardUse.value.netSGD }))
    .sort((a, b) => b.net - a.net)
    .map((entry) => entry.at);
  const complete = splitProven && boundSGD <= values.best + BOUND_TOLERANCE;
  // A split not proven the best: the set itself may pay up to its own bound.
  const ownBound = splitProven ? -Infinity : setValueBound(cards, spend);
  return {
    ...reorder(use, order),
    complete,
    boundSGD: complete ? use.netSGD : Math.max(boundSGD, use.netSGD, ownBound),
  };
}

/** No split of the spend over the cards pays more than this (`levelBound`). */
function setValueBound(cards: readonly WalletCard<unknown>[], spend: Float64Array): number {
  const active = activeCategories(spend);
  const activeSpend = Float64Array.from(active, (index) => spend[index] as number);
  return levelBound(
    cards.map((card) => cardBound(card.priced, spend, active)),
    activeSpend,
  );
}

/** The wallet use with its cards (and every category's split) in another order. */
function reorder<Item>(use: WalletUse<Item>, order: readonly number[]): WalletUse<Item> {
  const split: WalletUse<Item>['split'] = {};
  for (const [category, byCard] of Object.entries(use.split) as [keyof typeof split, number[]][]) {
    split[category] = order.map((at) => byCard[at] as number);
  }
  return {
    cards: order.map((at) => use.cards[at] as WalletCardUse<Item>),
    split,
    netSGD: use.netSGD,
  };
}

/**
 * How much more the best set of as many cards as the person holds (from the catalogue and the
 * held cards) pays than the best use of the held cards.
 */
export async function walletGap<Item>(
  catalogue: readonly WalletCard<Item>[],
  held: readonly WalletCard<Item>[],
  profile: SpendProfile,
  options: BestSetOptions = {},
): Promise<WalletGap<Item>> {
  const heldUse = await bestUseOfWallet(held, profile);
  const catalogueItems = new Set(catalogue.map((card) => card.item));
  const pool = [...catalogue, ...held.filter((card) => !catalogueItems.has(card.item))];
  const best = await bestCardSet(pool, profile, held.length, options);
  return { held: heldUse, best, gapSGD: best.netSGD - heldUse.netSGD };
}
