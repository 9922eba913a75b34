import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spendCategories } from '@sg-finance/contract';
import { CATEGORY_COUNT, rankCards, yearlyValue } from '../src/index.js';
import { bestCardSet, bestUseOfWallet } from '../src/wallet-optimiser.js';
import { activeCategories, cardBound } from '../src/cards/card-bound.js';
import { dominance } from '../src/cards/card-dominance.js';
import { finderOptions } from './support/profiles.js';
import { profileOf, variantCase } from './support/wallet-arbitraries.js';

const options = { ...finderOptions, includeWelcome: true };

function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, at) =>
    subsets(items.slice(at + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

describe('the dominance of cards', () => {
  it('says a card dominates another only when it pays at least as much on every share', () => {
    fc.assert(
      fc.property(
        variantCase(4, 6),
        fc.array(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 4 }), {
          minLength: 5,
          maxLength: 5,
        }),
        (small, fractions) => {
          const profile = profileOf(small);
          const cards = rankCards(small.cards, profile, options).ranked.map((card) => card.priced);
          const spend = Float64Array.from(spendCategories, (category) => profile[category]);
          const active = activeCategories(spend);
          const activeSpend = Float64Array.from(active, (index) => spend[index] as number);
          const bounds = cards.map((card) => cardBound(card, spend, active));
          const scores = Float64Array.from(cards, (card) => yearlyValue(card, spend));
          const { dominators } = dominance(
            cards,
            bounds,
            active,
            activeSpend,
            scores,
            cards.length,
          );
          // Shares of the spend: each active category a fraction of its spend.
          const shares = fractions.map((row) => {
            const share = new Float64Array(CATEGORY_COUNT);
            active.forEach((index, at) => {
              share[index] = Math.round((spend[index] as number) * (row[at % row.length] ?? 0));
            });
            return share;
          });
          shares.push(spend);
          dominators.forEach((above, worse) => {
            for (const better of above) {
              for (const share of shares) {
                const paid = yearlyValue(cards[better]!, share);
                expect(paid).toBeGreaterThanOrEqual(yearlyValue(cards[worse]!, share) - 1e-9);
              }
            }
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('leaves the best set of 1 to 4 cards the best of every set, on catalogues of variants', async () => {
    await fc.assert(
      fc.asyncProperty(variantCase(4, 6), fc.integer({ min: 1, max: 4 }), async (small, size) => {
        const profile = profileOf(small);
        const cards = rankCards(small.cards, profile, options).ranked;
        fc.pre(cards.length >= size);
        let best = -Infinity;
        for (const set of subsets(cards, size)) {
          best = Math.max(best, (await bestUseOfWallet(set, profile)).netSGD);
        }
        const found = await bestCardSet(cards, profile, size);
        expect(found.complete).toBe(true);
        expect(found.netSGD).toBeCloseTo(best, 6);
      }),
      { numRuns: 30 },
    );
  }, 240_000);
});
