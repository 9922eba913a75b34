import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestCardPair,
  CATEGORY_COUNT,
  pairValue,
  priceCard,
  rankCards,
  spendArray,
  pooledConversionSaving,
  yearlyValue,
} from '../src/index.js';
import { cardTermsArbitrary, spendProfileArbitrary } from './support/arbitraries.js';
import { diningCard, groceriesCard } from './support/cards.js';
import { card, finderOptions, spendOf } from './support/profiles.js';

describe('the best pair of cards', () => {
  const flat = card('flat', { rewardType: 'cashback', baseRate: 1 });
  const profile = spendOf({ dining: 300, groceries: 300 });

  it('routes each category to the card that pays most and beats any single card', () => {
    const { ranked } = rankCards([flat, groceriesCard, diningCard], profile, finderOptions);
    // Alone: dining 30 a month (360), groceries 24 (288), flat 6 (72).
    expect(ranked.map((ranked) => [ranked.item.slug, ranked.netSGD])).toEqual([
      ['dining', 360],
      ['groceries', 288],
      ['flat', 72],
    ]);
    const pair = bestCardPair(ranked, profile);
    // Dining to the dining card (30 a month), groceries to the groceries card (24 a month).
    expect(pair?.netSGD).toBeCloseTo(648, 9);
    expect(pair?.gainSGD).toBeCloseTo(288, 9);
    const bySlug = pair && { first: pair.first.item.slug, second: pair.second.item.slug };
    expect(
      pair &&
        bySlug && {
          dining: bySlug[pair.routing.dining ?? 'first'],
          groceries: bySlug[pair.routing.groceries ?? 'first'],
        },
    ).toEqual({ dining: 'dining', groceries: 'groceries' });
  });

  it('keeps a minimum spend in mind: the routing that unlocks a bonus wins', () => {
    // The bonus card pays 5% on dining only with S$500 of spend a month, so the groceries go
    // to it too, though the flat card pays more on groceries alone.
    const bonus = card('bonus', {
      rewardType: 'cashback',
      minMonthlySpend: 500,
      earn: [{ category: 'dining', rate: 5 }],
    });
    const { ranked } = rankCards([bonus, flat], profile, finderOptions);
    const pair = bestCardPair(ranked, profile);
    // Everything to the bonus card: 300 × 5% × 12 = 180; splitting would give 36.
    expect(pair?.netSGD).toBeCloseTo(180, 9);
    expect(pair?.gainSGD).toBeCloseTo(0, 9);
  });

  it('keeps a spend tier reached: only spend that leaves the tier card above it moves', () => {
    // The tier card pays 3% on everything from S$800 a month, at most S$30 a month.
    const tier = card('tier', {
      rewardType: 'cashback',
      spendTiers: [{ minSpend: 800, rate: 3, rewardCap: 30 }],
    });
    const spend = spendOf({ dining: 300, groceries: 500, other: 300 });
    const { ranked } = rankCards([tier, diningCard], spend, finderOptions);
    // Alone: tier 1,100 × 3% = 33, capped at 30 (360 a year); dining 300 × 10% = 30 (360).
    expect(ranked.map((entry) => entry.netSGD)).toEqual([360, 360]);
    const pair = bestCardPair(ranked, spend);
    // Dining to the dining card (30 a month); groceries and other, S$800, keep the tier card
    // at its tier: 800 × 3% = 24. (30 + 24) × 12 = 648. Moving other too would leave S$500.
    expect(pair?.netSGD).toBeCloseTo(648, 9);
    expect(pair?.gainSGD).toBeCloseTo(288, 9);
    const cardOf = (side: 'first' | 'second' | undefined) => pair?.[side ?? 'first'].item.slug;
    expect([
      cardOf(pair?.routing.dining),
      cardOf(pair?.routing.groceries),
      cardOf(pair?.routing.other),
    ]).toEqual(['dining', 'tier', 'tier']);
  });

  it('values a pair as the best routing worked out card by card, category by category', () => {
    fc.assert(
      fc.property(
        cardTermsArbitrary,
        cardTermsArbitrary,
        spendProfileArbitrary,
        (firstTerms, secondTerms, profile) => {
          const first = priceCard(firstTerms, finderOptions);
          const second = priceCard(secondTerms, finderOptions);
          if (!first || !second) return;
          const spend = spendArray(profile);
          let best = -Infinity;
          for (let mask = 0; mask < 1 << CATEGORY_COUNT; mask++) {
            // Only routings of categories with spend differ; the others stay with the first.
            if (spend.some((amount, index) => amount === 0 && mask & (1 << index))) continue;
            const toSecond = spend.map((amount, index) => (mask & (1 << index) ? amount : 0));
            const toFirst = spend.map((amount, index) => amount - (toSecond[index] as number));
            best = Math.max(
              best,
              yearlyValue(first, toFirst) +
                yearlyValue(second, toSecond) +
                pooledConversionSaving([first, second]),
            );
          }
          expect(pairValue(first, second, spend).netSGD).toBeCloseTo(best, 6);
        },
      ),
      { numRuns: 60 },
    );
  }, 30_000);

  it('finds the pair that trying every pair finds, however the candidates are pruned', () => {
    fc.assert(
      fc.property(
        fc.array(cardTermsArbitrary, { minLength: 2, maxLength: 12 }),
        spendProfileArbitrary,
        fc.boolean(),
        (terms, spend, includeWelcome) => {
          const options = { ...finderOptions, includeWelcome };
          const cards = terms.map((cardTerms, index) => card(`card-${index}`, cardTerms));
          const { ranked } = rankCards(cards, spend, options);
          const pair = bestCardPair(ranked, spend);
          let best = -Infinity;
          for (let i = 0; i < ranked.length; i++) {
            for (let j = i + 1; j < ranked.length; j++) {
              const value = pairValue(
                (ranked[i] as (typeof ranked)[number]).priced,
                (ranked[j] as (typeof ranked)[number]).priced,
                spendArray(spend),
              );
              best = Math.max(best, value.netSGD);
            }
          }
          if (ranked.length < 2) expect(pair).toBeUndefined();
          else expect(pair?.netSGD).toBeCloseTo(best, 6);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});
