import { spendCategories, type CardTerms } from '@sg-finance/contract';
import type { SpendProfile } from '@sg-finance/finance';
import { bestYearlyValue, thenAndTodaySentence, type RankOptions } from './then-and-today';

/** S$300 on dining and S$300 on groceries a month, nothing else. */
const profile = {
  ...Object.fromEntries(spendCategories.map((category) => [category, 0])),
  dining: 300,
  groceries: 300,
} as SpendProfile;
const options: RankOptions = { mileValueCents: 2, includeWelcome: false, rewardWanted: 'either' };

const diningCard = (capSGD: number): { terms: CardTerms } => ({
  terms: {
    rewardType: 'cashback',
    earn: [{ category: 'dining', rate: 10 }],
    monthlyCap: { amount: capSGD, on: 'reward' },
  },
});
const flatCard = { terms: { rewardType: 'cashback', baseRate: 1 } as CardTerms };

describe('what changed for a profile between a day and today', () => {
  it('compares the best card of each catalogue, worked by hand', () => {
    // On 1 Jan: dining 300 × 10% = 30 a month, at the S$30 cap: 30 × 12 = S$360 a year.
    const then = bestYearlyValue([diningCard(30)], profile, options);
    // Today the cap is cut to S$20: 20 × 12 = S$240 a year, still above the flat card's
    // (300 + 300) × 1% × 12 = S$72.
    const today = bestYearlyValue([flatCard, diningCard(20)], profile, options);
    expect([then, today]).toEqual([360, 240]);
    expect(thenAndTodaySentence('2026-01-01', then, today)).toBe(
      'This profile earned S$360.00 a year on 01/Jan/2026 and S$240.00 today.',
    );
  });

  it('says so when no card is ranked on one of the two days', () => {
    const then = bestYearlyValue([], profile, options);
    // The flat card alone: (300 + 300) × 1% × 12 = S$72 a year.
    const today = bestYearlyValue([flatCard], profile, options);
    expect(thenAndTodaySentence('2026-03-05', then, today)).toBe(
      'No card was ranked for this profile on 05/Mar/2026; today it earns S$72.00 a year.',
    );
    expect(thenAndTodaySentence('2026-03-05', today, then)).toBe(
      'This profile earned S$72.00 a year on 05/Mar/2026; today no card is ranked for it.',
    );
    expect(thenAndTodaySentence('2026-03-05', undefined, undefined)).toBe(
      'No card is ranked for this profile on 05/Mar/2026 or today.',
    );
  });
});
