import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spendCategories } from '@sg-finance/contract';
import {
  CATEGORY_COUNT,
  rankCards,
  pooledConversionSaving,
  yearlyValue,
  type RankedCard,
  type SpendProfile,
} from '../src/index.js';
import { bestCardSet, bestUseOfWallet } from '../src/wallet-optimiser.js';
import { bestShares, splitValueOf } from '../src/cards/best-wallet-use.js';
import type { SplitRegion } from '../src/cards/split-regions.js';
import {
  activeCategories,
  cardBound,
  poolFeesLeftOut,
  pricedBound,
} from '../src/cards/card-bound.js';
import { walletProgram } from '../src/cards/wallet-model.js';
import { loadSolver, maximise } from '../src/cards/wallet-solver.js';
import { finderOptions, spendOf } from './support/profiles.js';
import {
  profileOf,
  smallCase,
  STEP,
  variantCase,
  type SmallCase,
} from './support/wallet-arbitraries.js';

const options = { ...finderOptions, includeWelcome: true };

type Card = RankedCard<{ slug: string }>;

/** Every way of cutting `units` into `parts` whole parts, in order. */
function compositions(units: number, parts: number): number[][] {
  if (parts === 1) return [[units]];
  const all: number[][] = [];
  for (let first = 0; first <= units; first++) {
    for (const rest of compositions(units - first, parts - 1)) all.push([first, ...rest]);
  }
  return all;
}

/** The best value of the cards trying every split of every category in steps of `STEP`. */
function exhaustiveBest(cards: readonly Card[], small: SmallCase): number {
  const indexes = small.categories.map((category) => spendCategories.indexOf(category));
  const choices = small.units.map((units) => compositions(units, cards.length));
  const shares = cards.map(() => new Float64Array(CATEGORY_COUNT));
  let best = -Infinity;
  const visit = (category: number) => {
    if (category === indexes.length) {
      const value = cards.reduce(
        (sum, card, at) => sum + yearlyValue(card.priced, shares[at] as Float64Array),
        pooledConversionSaving(cards.map((card) => card.priced)),
      );
      best = Math.max(best, value);
      return;
    }
    for (const split of choices[category] as number[][]) {
      split.forEach((units, at) => {
        (shares[at] as Float64Array)[indexes[category] as number] = units * STEP;
      });
      visit(category + 1);
    }
  };
  visit(0);
  return best;
}

function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, at) =>
    subsets(items.slice(at + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

function ranked(small: SmallCase, profile: SpendProfile): Card[] {
  return rankCards(small.cards, profile, options).ranked;
}

describe('the best use of a wallet, checked against every split', () => {
  it('pays the best of every split in S$100 steps or more (the same on those steps), for 1 to 3 cards of 4 to 7', async () => {
    await fc.assert(
      fc.asyncProperty(
        smallCase(4, 7, 4, 4),
        fc.integer({ min: 1, max: 3 }),
        async (small, size) => {
          const profile = profileOf(small);
          const wallet = ranked(small, profile).slice(0, size);
          const use = await bestUseOfWallet(wallet, profile);
          const stepsBest = exhaustiveBest(wallet, small);
          // A card whose cap and whose counted spend bind different categories can pay the most
          // on half steps (S$50 of dining under the cap, S$50 of top-ups to reach its welcome
          // offer): then the best split pays more than any on the steps.
          const onSteps = Object.values(use.split).every((shares) =>
            shares.every((share) => share % STEP === 0),
          );
          if (onSteps) expect(use.netSGD).toBeCloseTo(stepsBest, 6);
          else expect(use.netSGD).toBeGreaterThan(stepsBest - 1e-6);
          // Each category's split adds up to its spend.
          small.categories.forEach((category, at) => {
            const given = (use.split[category] ?? []).reduce((sum, amount) => sum + amount, 0);
            expect(given).toBeCloseTo((small.units[at] as number) * STEP, 9);
          });
        },
      ),
      { numRuns: 60 },
    );
  }, 240_000);
});

describe('the branch and bound over HiGHS LPs', () => {
  it("finds the objective of HiGHS's own MIP solver, used past the node limit", async () => {
    const highs = await loadSolver();
    await fc.assert(
      fc.asyncProperty(smallCase(2, 5, 4, 20), async (small) => {
        const profile = profileOf(small);
        const cards = ranked(small, profile).map((card) => card.priced);
        fc.pre(cards.length > 0);
        const { program } = walletProgram(
          cards,
          Float64Array.from(spendCategories, (category) => profile[category]),
        );
        const objective = (values: Float64Array | undefined) =>
          program.offset +
          program.colCost.reduce((sum, cost, column) => sum + cost * (values?.[column] ?? 0), 0);
        const ours = objective(maximise(highs, program));
        const theirs = objective(maximise(highs, program, { nodeLimit: 0 }));
        expect(ours).toBeCloseTo(theirs, 6);
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});

describe("a solved wallet's prices", () => {
  it('bound another set of cards at or above its best split, in every region of the search', async () => {
    const highs = await loadSolver();
    await fc.assert(
      fc.asyncProperty(smallCase(2, 5, 4, 20), async (small) => {
        const profile = profileOf(small);
        const cards = ranked(small, profile);
        fc.pre(cards.length > 1);
        const spend = Float64Array.from(spendCategories, (category) => profile[category]);
        const solved = cards.slice(0, -1);
        let prices: Float64Array | undefined;
        let regions: SplitRegion[] | undefined;
        bestShares(highs, solved, spend, {
          onPrices: (given) => (prices = given),
          onRegions: (given) => (regions = given),
        });
        const other = cards.slice(1);
        const shares = bestShares(highs, other, spend) as Float64Array[];
        const value = splitValueOf(other, shares);
        const active = activeCategories(spend);
        const otherBounds = other.map((card) => cardBound(card.priced, spend, active));
        const activeSpend = Float64Array.from(active, (index) => spend[index] as number);
        const poolFees = poolFeesLeftOut(other.map((card) => card.priced));
        expect(prices).toHaveLength(active.length);
        const atRoot = pricedBound(otherBounds, activeSpend, prices as Float64Array) - poolFees;
        expect(atRoot).toBeGreaterThanOrEqual(value - 1e-6);
        // The first card of the solved set is not in the other: regions restricting it do not apply.
        if (!regions || regions.some((region) => region.counted[0] !== undefined)) return;
        const inRegions = Math.max(
          ...regions.map((region) =>
            pricedBound(otherBounds, activeSpend, region.prices, [
              ...region.counted.slice(1),
              undefined,
            ]),
          ),
        );
        expect(inRegions - poolFees).toBeGreaterThanOrEqual(value - 1e-6);
      }),
      { numRuns: 300 },
    );
  }, 240_000);
});

describe('the best use of a wallet, checked against HiGHS', () => {
  it("pays on its split, rounded to cents, what HiGHS's MIP optimum pays, on spend in cents", async () => {
    const highs = await loadSolver();
    await fc.assert(
      fc.asyncProperty(
        variantCase(4, 12),
        fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 4, maxLength: 4 }),
        async (small, cents) => {
          // Caps on a whole reward and spend off the S$100 steps: shares of thirds of a cent.
          const profile = spendOf(
            Object.fromEntries(
              small.categories.map((category, at) => [
                category,
                (small.units[at] as number) * STEP + (cents[at] as number) / 100 + 0.33,
              ]),
            ),
          );
          const wallet = ranked(small, profile).slice(0, 5);
          fc.pre(wallet.length > 0);
          const { program } = walletProgram(
            wallet.map((card) => card.priced),
            Float64Array.from(spendCategories, (category) => profile[category]),
          );
          const values = maximise(highs, program, { nodeLimit: 0 }) as Float64Array;
          const optimum = program.colCost.reduce(
            (sum, cost, column) => sum + cost * (values[column] as number),
            program.offset,
          );
          const use = await bestUseOfWallet(wallet, profile);
          // Rounding each share to a cent moves the value by a fraction of a cent a month.
          expect(Math.abs(use.netSGD - optimum)).toBeLessThan(0.1);
        },
      ),
      { numRuns: 40 },
    );
  }, 240_000);
});

describe('the best set of cards, checked against every set', () => {
  it('equals the best of every set of 1 to 3 cards of 4 to 7', async () => {
    await fc.assert(
      fc.asyncProperty(
        smallCase(4, 7, 4, 6),
        fc.integer({ min: 1, max: 3 }),
        async (small, size) => {
          const profile = profileOf(small);
          const cards = ranked(small, profile);
          fc.pre(cards.length >= size);
          let best = -Infinity;
          for (const set of subsets(cards, size)) {
            best = Math.max(best, (await bestUseOfWallet(set, profile)).netSGD);
          }
          const found = await bestCardSet(cards, profile, size);
          expect(found.cards).toHaveLength(size);
          expect(found.netSGD).toBeCloseTo(best, 6);
        },
      ),
      { numRuns: 40 },
    );
  }, 240_000);
});
