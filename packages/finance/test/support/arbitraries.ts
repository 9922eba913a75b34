import fc from 'fast-check';
import {
  capPeriods,
  cardRewardTypes,
  spendCategories,
  type CardTerms,
  type SpendCategory,
} from '@sg-finance/contract';
import type { SpendProfile } from '../../src/index.js';

const money = (max: number) => fc.double({ min: 0, max, noNaN: true, noDefaultInfinity: true });
const rate = fc.double({ min: 0, max: 10, noNaN: true, noDefaultInfinity: true });
const capBase = fc.constantFrom('reward' as const, 'bonusSpend' as const);
const cap = fc.record({ amount: money(500), on: capBase });
const categories = (minLength: number) =>
  fc.uniqueArray(fc.constantFrom(...spendCategories), { minLength, maxLength: 5 });

/** Card terms as the contract allows them, with every rule the calculation knows. */
export const cardTermsArbitrary: fc.Arbitrary<CardTerms> = fc
  .record(
    {
      rewardType: fc.constantFrom(...cardRewardTypes),
      annualFee: money(700),
      annualFeeWaivedYears: fc.integer({ min: 0, max: 3 }),
      annualFeeWaiverSpend: money(40000),
      minMonthlySpend: money(2000),
      notCountedCategories: categories(1),
      baseRate: fc.double({ min: 0, max: 2, noNaN: true, noDefaultInfinity: true }),
      spendTiers: fc
        .uniqueArray(
          fc.record(
            { minSpend: money(3000), rate, rewardCap: money(200) },
            { requiredKeys: ['minSpend', 'rate'] },
          ),
          { selector: (tier) => tier.minSpend, maxLength: 3 },
        )
        .map((tiers) => [...tiers].sort((a, b) => a.minSpend - b.minSpend)),
      earn: fc.uniqueArray(
        fc.record({
          category: fc.constantFrom(...spendCategories),
          rate,
          cap: fc.option(cap, { nil: undefined }),
        }),
        { selector: (earn) => earn.category, maxLength: 5 },
      ),
      noEarnCategories: categories(1),
      monthlyCap: cap,
      sharedCaps: fc.array(
        fc.record({ categories: categories(2), amount: money(1500), on: capBase }),
        {
          maxLength: 2,
        },
      ),
      capPeriod: fc.constantFrom(...capPeriods),
      earnBlock: fc.constantFrom(1, 5, 10),
      welcome: fc
        .record(
          {
            value: money(50000),
            unit: fc.constantFrom('SGD' as const, 'miles' as const, 'points' as const),
            minSpend: money(5000),
            withinDays: fc.integer({ min: 1, max: 365 }),
            newToBankOnly: fc.boolean(),
          },
          { requiredKeys: ['value', 'unit'] },
        )
        // A spend window needs the spend it is for (the contract refuses one without).
        .map(({ withinDays, ...welcome }) =>
          welcome.minSpend === undefined ? welcome : { ...welcome, withinDays },
        ),
      // Pooling with a fee, a fee without pooling, and pooling without a fee.
      pointsCurrency: fc.constantFrom(
        'dbs-points' as const,
        'citi-thankyou-points' as const,
        'hsbc-points' as const,
      ),
      milesPerPoint: fc.double({ min: 0.1, max: 2, noNaN: true, noDefaultInfinity: true }),
      fxFee: fc.double({ min: 0, max: 4, noNaN: true, noDefaultInfinity: true }),
    },
    { requiredKeys: ['rewardType'] },
  )
  // As the contract has it: a currency for miles and points cards only, giving the ratio itself.
  .map(({ pointsCurrency, milesPerPoint, ...terms }) => {
    if (pointsCurrency === undefined || terms.rewardType === 'cashback') {
      return milesPerPoint === undefined ? terms : { ...terms, milesPerPoint };
    }
    return { ...terms, pointsCurrency };
  });

/** Spend a month in each category; about half the categories have none, as most people's. */
export const spendProfileArbitrary: fc.Arbitrary<SpendProfile> = fc.record(
  Object.fromEntries(
    spendCategories.map((category) => [category, fc.oneof(fc.constant(0), money(3000))]),
  ) as Record<SpendCategory, fc.Arbitrary<number>>,
);
