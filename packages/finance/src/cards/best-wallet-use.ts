import { spendCategories, type SpendCategory } from '@sg-finance/contract';
import { cardWorking } from './card-working.js';
import { spendArray } from './card-ranking.js';
import {
  CATEGORY_COUNT,
  convertsWithEarlierCard,
  pooledConversionSaving,
  yearlyValue,
} from './priced-card.js';
import type { SpendProfile } from './spend-profile.js';
import { splitRegions, type SplitRegion } from './split-regions.js';
import { walletProgram } from './wallet-model.js';
import { loadSolver, maximise, SolveTimeLimit } from './wallet-solver.js';
import {
  WALLET_MAX_CARDS,
  type WalletCard,
  type WalletCardUse,
  type WalletUse,
} from './wallet-use.js';

/** Splits are given in cents: a solver's 799.9999999 is the S$800 it stands for. */
const CENTS = 100;

/** The spend profile as an array, after checking every amount is a S$ figure of 0 or more. */
export function checkedSpend(profile: SpendProfile): Float64Array {
  for (const category of spendCategories) {
    const amount = profile[category];
    if (!Number.isFinite(amount) || amount < 0) {
      throw new Error(
        `The spend a month on ${category} must be a S$ amount of 0 or more; it is ${amount}`,
      );
    }
  }
  return spendArray(profile);
}

/**
 * A split worth this much less (S$ a year) than the split as solved has lost a spend condition
 * to the rounding: moving a share by half a cent moves its value by a fraction of a cent, while
 * a minimum spend, tier, fee waiver or welcome offer missed by a cent costs a bonus rate, a fee
 * or an offer.
 */
const ROUNDING_LOSS = 0.1;

/**
 * What the cards pay in year one, added up, each on its share of the spend, with one conversion
 * fee for the cards of a currency whose points pool.
 */
export function splitValueOf(
  cards: readonly WalletCard<unknown>[],
  shares: readonly Float64Array[],
): number {
  return cards.reduce(
    (sum, card, at) => sum + yearlyValue(card.priced, shares[at] as Float64Array),
    pooledConversionSaving(cards.map((card) => card.priced)),
  );
}

/**
 * The solver's shares rounded to cents, each category's shares adding up to its spend exactly
 * (the cents rounding left over go to the largest share). When the rounding loses a spend
 * condition (S$140 + S$167.666… + S$292.333… of counted spend meets a S$600 minimum spend; its
 * S$167.67 + S$292.33 may not), the shares as solved.
 */
function roundedShares(
  cards: readonly WalletCard<unknown>[],
  values: Float64Array,
  columns: number[][][],
  spend: Float64Array,
): Float64Array[] {
  const solved = columns.map(() => new Float64Array(CATEGORY_COUNT));
  const shares = columns.map(() => new Float64Array(CATEGORY_COUNT));
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    const amount = spend[index] as number;
    if (amount <= 0) continue;
    let given = 0;
    let largest = 0;
    columns.forEach((cardColumns, at) => {
      let share = 0;
      for (const column of cardColumns[index] as number[]) share += values[column] as number;
      share = Math.max(0, share);
      (solved[at] as Float64Array)[index] = share;
      const rounded = Math.round(share * CENTS) / CENTS;
      (shares[at] as Float64Array)[index] = rounded;
      given += rounded;
      if (rounded > ((shares[largest] as Float64Array)[index] as number)) largest = at;
    });
    const largestShares = shares[largest] as Float64Array;
    largestShares[index] =
      Math.round(((largestShares[index] as number) + amount - given) * CENTS) / CENTS;
  }
  const lost = splitValueOf(cards, solved) - splitValueOf(cards, shares);
  return lost > ROUNDING_LOSS ? solved : shares;
}

/** Each card's share of the spend valued as the card finder values a card, with its working. */
export function walletUseOf<Item>(
  cards: readonly WalletCard<Item>[],
  shares: readonly Float64Array[],
): WalletUse<Item> {
  const split: Partial<Record<SpendCategory, number[]>> = {};
  spendCategories.forEach((category, index) => {
    const byCard = shares.map((share) => share[index] as number);
    if (byCard.some((amount) => amount > 0)) split[category] = byCard;
  });
  const priced = cards.map((card) => card.priced);
  const uses = cards.map((card, at): WalletCardUse<Item> => {
    const share = shares[at] as Float64Array;
    const profile = Object.fromEntries(
      spendCategories.map((category, index) => [category, share[index] as number]),
    ) as Record<SpendCategory, number>;
    const spend: Partial<Record<SpendCategory, number>> = {};
    for (const category of spendCategories)
      if (profile[category] > 0) spend[category] = profile[category];
    const { value, lines } = cardWorking(card.terms, card.priced, profile, {
      convertsWith: convertsWithEarlierCard(priced, at),
    });
    return { card, spend, value, working: lines };
  });
  return { cards: uses, split, netSGD: uses.reduce((sum, use) => sum + use.value.netSGD, 0) };
}

/** Throws when the wallet is empty, larger than `WALLET_MAX_CARDS` or holds a card twice. */
function checkWallet(cards: readonly WalletCard<unknown>[]): void {
  if (cards.length < 1 || cards.length > WALLET_MAX_CARDS) {
    throw new Error(
      `The best use of a wallet is worked out for 1 to ${WALLET_MAX_CARDS} cards; ${cards.length} were given`,
    );
  }
  if (new Set(cards.map((card) => card.item)).size !== cards.length) {
    throw new Error('The wallet holds the same card twice');
  }
}

export interface SharesOptions {
  /** Only a split worth more than this in year one is returned: undefined when none is. */
  cutoff?: number;
  /** A `performance.now()` time past which the solve throws `SolveTimeLimit`. */
  deadline?: number;
  /**
   * Given the prices of each S$ a month of each category with spend in the program's linear
   * relaxation, S$ a year (its spend rows' dual values, in the categories' order): at them the
   * cards' Lagrangian bound (`pricedBound`) is close to that relaxation, and so is the bound of a
   * set that differs by a card or two.
   */
  onPrices?: (prices: Float64Array) => void;
  /**
   * Given, when the solve branched on the cards' cases only, the regions its search split the
   * program into, each with its prices (`splitRegions`): together they bound the cards (or a
   * set holding every card a region restricts) more tightly than `onPrices`'s prices.
   */
  onRegions?: (regions: SplitRegion[]) => void;
}

/**
 * The best split over the cards, as each card's S$ a month of each category; with a `cutoff`,
 * undefined when no split is worth more than it in year one. Past `deadline` it throws
 * `SolveTimeLimit`.
 */
export function bestShares(
  highs: Awaited<ReturnType<typeof loadSolver>>,
  cards: readonly WalletCard<unknown>[],
  spend: Float64Array,
  { cutoff = -Infinity, deadline = Infinity, onPrices, onRegions }: SharesOptions = {},
): Float64Array[] | undefined {
  const { program, shareColumns, spendRows, caseColumns } = walletProgram(
    cards.map((card) => card.priced),
    spend,
  );
  const valueOfSplit = (values: Float64Array) =>
    splitValueOf(cards, roundedShares(cards, values, shareColumns, spend));
  let rootPrices = new Float64Array(spendRows.length);
  const values = maximise(highs, program, {
    cutoff,
    deadline,
    answerValue: valueOfSplit,
    ...((onPrices || onRegions) && {
      onRootDuals: (rowDual: Float64Array) => {
        rootPrices = Float64Array.from(spendRows, (row) => rowDual[row] as number);
        onPrices?.(rootPrices);
      },
    }),
    ...(onRegions && {
      onLeaves: (leaves, integerColumns) =>
        onRegions(splitRegions(leaves, integerColumns, caseColumns, spendRows, rootPrices)),
    }),
  });
  return values && roundedShares(cards, values, shareColumns, spend);
}

/**
 * A split that needs no solver: each category with spend, the largest first, wholly to the card
 * whose value rises most with it on top of what the card was given before. The answer of a solve
 * stopped by its time limit, so a person still sees a use of every card (said to be unproven).
 */
export function greedyShares(cards: readonly WalletCard<unknown>[], spend: Float64Array) {
  const shares = cards.map(() => new Float64Array(CATEGORY_COUNT));
  const order = [...spend.keys()]
    .filter((index) => (spend[index] as number) > 0)
    .sort((a, b) => (spend[b] as number) - (spend[a] as number));
  for (const index of order) {
    let chosen = 0;
    let bestRise = -Infinity;
    cards.forEach((card, at) => {
      const share = shares[at] as Float64Array;
      const before = yearlyValue(card.priced, share);
      share[index] = spend[index] as number;
      const rise = yearlyValue(card.priced, share) - before;
      share[index] = 0;
      if (rise > bestRise) {
        bestRise = rise;
        chosen = at;
      }
    });
    (shares[chosen] as Float64Array)[index] = spend[index] as number;
  }
  return shares;
}

export interface WalletUseOptions {
  /**
   * The most ms (wall clock) the solve may take; past it the answer is `greedyShares`'s split
   * with `complete` false.
   */
  timeLimitMs?: number;
}

/** A use of the cards, and whether its split is proven the best. */
export interface BestWalletUse<Item> extends WalletUse<Item> {
  complete: boolean;
}

/**
 * The best use of the cards a person holds: each category's spend a month split over them so
 * that their net value in year one added up is the most it can be, a category's spend moving to
 * the next best card once a cap is reached (the first S$1,000 of online spend on a 4 mpd card
 * capped there, the rest on the next). Minimum spends, spend tiers, caps of a category, of the
 * card and shared by categories, S$5 blocks, categories that earn nothing or do not count, the
 * fee waiver, welcome offer and FX fee are those of the card finder's valuation; the split is
 * the maximum of a mixed integer program solved by HiGHS, and each card's figures are then the
 * card finder's own for its share. Past `timeLimitMs` the split is `greedyShares`'s, with
 * `complete` false.
 */
export async function bestUseOfWallet<Item>(
  cards: readonly WalletCard<Item>[],
  profile: SpendProfile,
  { timeLimitMs = Infinity }: WalletUseOptions = {},
): Promise<BestWalletUse<Item>> {
  checkWallet(cards);
  const spend = checkedSpend(profile);
  const highs = await loadSolver();
  const deadline = performance.now() + timeLimitMs;
  try {
    const shares = bestShares(highs, cards, spend, { deadline }) as Float64Array[];
    return { ...walletUseOf(cards, shares), complete: true };
  } catch (error) {
    if (!(error instanceof SolveTimeLimit)) throw error;
    return { ...walletUseOf(cards, greedyShares(cards, spend)), complete: false };
  }
}
