import type { SpendProfile } from '@sg-finance/finance';
import { rankCards } from '@sg-finance/finance';
import { describe, expect, it } from 'vitest';
import { demoCreditCards } from '../../src/seed/data/credit-cards.js';
import { noSpend } from '../support/no-spend.js';

const yearOf = (slug: string, spend: Partial<SpendProfile>) => {
  const card = demoCreditCards.find((demo) => demo.slug === slug)!;
  const { ranked } = rankCards(
    [card],
    { ...noSpend, ...spend },
    {
      mileValueCents: 1.5,
      includeWelcome: false,
      rewardWanted: 'either',
    },
  );
  return ranked[0]?.netSGD;
};

describe('the demo CIMB cards, as their terms of 23 November 2018 state them', () => {
  it('the Platinum Mastercard caps transport and petrol together at S$50 a statement month', () => {
    // S$700 a month, over the S$600 the 10% needs. Travel: 100 × 10% = 10. Transport and petrol:
    // the first S$500 of their S$600 earn the S$50 cap, the other S$100 the base 0.2% = 0.20.
    // (60.20 a month) × 12 = 722.40; with a cap each, 30 + 30 + 10 = 70 a month, 840 a year.
    expect(
      yearOf('cimb-platinum-mastercard', { transport: 300, petrol: 300, travel: 100 }),
    ).toBeCloseTo(722.4, 9);
    // Under the cap: (200 + 200) × 10% = 40, travel 200 × 10% = 20: 60 a month, 720 a year.
    expect(
      yearOf('cimb-platinum-mastercard', { transport: 200, petrol: 200, travel: 200 }),
    ).toBeCloseTo(720, 9);
  });
});
