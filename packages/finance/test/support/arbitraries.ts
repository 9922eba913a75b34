import fc from 'fast-check';
import {
  cardRewardTypes,
  spendCategories,
  type CardTerms,
  type SpendCategory,
} from '@sg-finance/contract';
import type { SpendProfile } from '../../src/index.js';

const money = (max: number) => fc.double({ min: 0, max, noNaN: true, noDefaultInfinity: true });
const rate = fc.double({ min: 0, max: 10, noNaN: true, noDefaultInfinity: true });
const cap = fc.record({
  amount: money(500),
  on: fc.constantFrom('reward' as const, 'bonusSpend' as const),
});

/** Card terms as the contract allows them, with every rule the calculation knows. */
export const cardTermsArbitrary: fc.Arbitrary<CardTerms> = fc.record(
  {
    rewardType: fc.constantFrom(...cardRewardTypes),
    annualFee: money(700),
    annualFeeWaivedYears: fc.integer({ min: 0, max: 3 }),
    minMonthlySpend: money(2000),
    baseRate: fc.double({ min: 0, max: 2, noNaN: true, noDefaultInfinity: true }),
    earn: fc.uniqueArray(
      fc.record({
        category: fc.constantFrom(...spendCategories),
        rate,
        cap: fc.option(cap, { nil: undefined }),
      }),
      { selector: (earn) => earn.category, maxLength: 5 },
    ),
    monthlyCap: cap,
    welcome: fc.record({
      value: money(50000),
      unit: fc.constantFrom('SGD' as const, 'miles' as const, 'points' as const),
      minSpend: money(5000),
      withinDays: fc.integer({ min: 1, max: 365 }),
    }),
    milesPerPoint: fc.double({ min: 0.1, max: 2, noNaN: true, noDefaultInfinity: true }),
    fxFee: fc.double({ min: 0, max: 4, noNaN: true, noDefaultInfinity: true }),
  },
  { requiredKeys: ['rewardType'] },
);

export const spendProfileArbitrary: fc.Arbitrary<SpendProfile> = fc.record(
  Object.fromEntries(spendCategories.map((category) => [category, money(3000)])) as Record<
    SpendCategory,
    fc.Arbitrary<number>
  >,
);
