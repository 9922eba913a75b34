import { describe, expect, it } from 'vitest';
import {
  loanHeadline,
  loanLowestEir,
  loanRateFor,
  loanTermsSchema,
  savingBestRate,
  savingHeadline,
  savingMaxRate,
  savingTermsSchema,
  type SavingTerms,
} from '../src/index.js';

const messageOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

/** UOB One style: spend only, or salary and spend with rates rising by tier of the balance. */
const eitherOr: SavingTerms = {
  baseRate: 0.05,
  bonus: [
    { group: 'Spend only', condition: 'spend', threshold: 500, rate: 0.65, balanceUpTo: 75000 },
    ...[
      { rate: 1, balanceUpTo: 75000 },
      { rate: 2.5, balanceFrom: 75000, balanceUpTo: 125000 },
      { rate: 3.4, balanceFrom: 125000, balanceUpTo: 150000 },
    ].map((tier) => ({
      group: 'Salary and spend',
      condition: 'salary' as const,
      threshold: 1600,
      alsoRequires: [{ condition: 'spend' as const, threshold: 500 }],
      ...tier,
    })),
  ],
  bonusBalanceCap: 150000,
};

describe('savings terms', () => {
  it('accept groups of bonuses and monthly crediting, and old records as they were', () => {
    expect(savingTermsSchema.parse({ ...eitherOr, interestCredited: 'monthly' })).toEqual({
      ...eitherOr,
      interestCredited: 'monthly',
    });
    const old = { baseRate: 0.05, bonus: [{ condition: 'grow', threshold: 0, rate: 1 }] };
    expect(savingTermsSchema.parse(old)).toEqual(old);
    expect(messageOf(savingTermsSchema.safeParse({ interestCredited: 'daily' }))).toEqual([
      'interestCredited: must be one of monthly, yearly',
    ]);
  });

  it('quote the best effective rate on a whole balance, every condition met', () => {
    // Salary and spend on S$150,000: 75,000 × 1% + 50,000 × 2.5% + 25,000 × 3.4%
    // = 750 + 1,250 + 850 = 2,850, 1.9% of 150,000, plus the 0.05% base: 1.95%.
    // (Spend only tops out at 0.65% + 0.05% = 0.7%.)
    const best = savingBestRate(eitherOr);
    expect(best?.rate).toBeCloseTo(1.95, 9);
    expect(best?.balance).toBe(150000);
    expect(savingMaxRate(eitherOr)).toBeCloseTo(1.95, 9);
    expect(savingHeadline(eitherOr)).toEqual({
      figure: { value: 1.95, unit: 'percent/year' },
      qualifier: 'up to',
      condition: 'with a S$1,600 salary and S$500 card spend, on S$150,000',
    });
  });

  it('headline a flat bonus on every balance up to its cap, and "maintain or grow"', () => {
    // OCBC 360 style, first S$75,000 and next S$25,000: at S$100,000 (75 × 1.2 + 25 × 2.4) / 100
    // = 1.5% salary, (75 × 0.4 + 25 × 0.8) / 100 = 0.5% save: 0.05 + 1.5 + 0.5 = 2.05%.
    const ocbc: SavingTerms = {
      baseRate: 0.05,
      bonus: [
        { condition: 'salary', threshold: 1800, rate: 1.2, balanceUpTo: 75000 },
        {
          condition: 'salary',
          threshold: 1800,
          rate: 2.4,
          balanceFrom: 75000,
          balanceUpTo: 100000,
        },
        { condition: 'grow', threshold: 500, rate: 0.4, balanceUpTo: 75000 },
        { condition: 'grow', threshold: 500, rate: 0.8, balanceFrom: 75000, balanceUpTo: 100000 },
      ],
      bonusBalanceCap: 100000,
    };
    expect(savingHeadline(ocbc)).toEqual({
      figure: { value: 2.05, unit: 'percent/year' },
      qualifier: 'up to',
      condition: 'with a S$1,800 salary and the balance grown by S$500, on S$100,000',
    });
    // 0.05% + 1.5% on every balance up to S$100,000.
    const keep: SavingTerms = {
      baseRate: 0.05,
      bonus: [{ condition: 'grow', threshold: 0, rate: 1.5 }],
      bonusBalanceCap: 100000,
    };
    expect(savingHeadline(keep)).toEqual({
      figure: { value: 1.55, unit: 'percent/year' },
      qualifier: 'up to',
      condition: 'with the balance kept or grown, on up to S$100,000',
    });
    // With more than three conditions, each is named without its amount.
    const many: SavingTerms = {
      baseRate: 0.05,
      bonus: [
        { condition: 'salary', threshold: 1800, rate: 1.2 },
        { condition: 'spend', threshold: 500, rate: 0.4 },
        { condition: 'insure', threshold: 2000, rate: 1.2 },
        { condition: 'invest', threshold: 20000, rate: 1.2 },
      ],
      bonusBalanceCap: 100000,
    };
    // 0.05 + 1.2 + 0.4 + 1.2 + 1.2 = 4.05% on every balance up to S$100,000.
    expect(savingHeadline(many)?.condition).toBe(
      'with salary, card spend, an insurance and an investment, on up to S$100,000',
    );
    expect(savingHeadline({ baseRate: 1.2 })).toEqual({
      figure: { value: 1.2, unit: 'percent/year' },
    });
    expect(savingHeadline({})).toBeUndefined();
  });
});

describe('loan terms', () => {
  const banded = {
    flatRate: 5.5,
    eir: 10.5,
    rateBands: [
      { minAmount: 30000, rate: 3.5, eir: 6.95 },
      { maxTenureMonths: 24, rate: 4.5, eir: 8.6 },
    ],
    processingFee: { percent: 1, charged: 'added' as const },
  };

  it('accept reducing-balance rates, bands and a fee added to the loan', () => {
    expect(loanTermsSchema.parse(banded)).toEqual(banded);
    expect(loanTermsSchema.parse({ reducingRate: 6.5 })).toEqual({ reducingRate: 6.5 });
  });

  it.each([
    [
      { flatRate: 3, reducingRate: 6 },
      'reducingRate: give a flat rate or a reducing-balance rate, not both',
    ],
    [
      { rateBands: [{ rate: 3 }] },
      'rateBands: need a flat rate or a reducing-balance rate, which says how the bands charge',
    ],
    [
      { flatRate: 3, rateBands: [{ minAmount: 5000, maxAmount: 1000, rate: 3 }] },
      'rateBands.0.maxAmount: must be at least minAmount',
    ],
    [
      { flatRate: 3, processingFee: { percent: 1, charged: 'later' } },
      'processingFee.charged: must be one of deducted, added',
    ],
  ])('refuse %j', (terms, message) => {
    expect(messageOf(loanTermsSchema.safeParse(terms))).toEqual([message]);
  });

  it('take the rate of the first band that holds a request', () => {
    expect(loanRateFor(banded, 40000, 12)).toMatchObject({ basis: 'flat', rate: 3.5, eir: 6.95 });
    expect(loanRateFor(banded, 10000, 12)).toMatchObject({ rate: 4.5, eir: 8.6 });
    expect(loanRateFor(banded, 10000, 36)).toEqual({ basis: 'flat', rate: 5.5, eir: 10.5 });
    expect(loanRateFor({ reducingRate: 6 }, 10000, 36)).toEqual({ basis: 'reducing', rate: 6 });
    expect(loanRateFor({}, 10000, 36)).toBeUndefined();
  });

  it('headline the lowest EIR over the amounts and tenures they lend, as the calculator works it', () => {
    expect(loanLowestEir(banded)).toBe(6.95);
    // Without a fee, a flat rate's EIR is lowest over the shortest tenure, 1 month (12 × the
    // monthly rate one instalment repays at: the rate itself), and the band of S$30,000 or more
    // has the lowest rate, 3.5%.
    expect(loanHeadline({ flatRate: 5.5, rateBands: banded.rateBands })).toEqual({
      figure: { value: 3.5, unit: 'percent/year' },
      qualifier: 'from',
      condition: 'EIR (3.5% flat) on S$30,000 over 1 month',
    });
    expect(loanHeadline({ reducingRate: 6.5 })).toEqual({
      figure: { value: 6.5, unit: 'percent/year' },
      qualifier: 'from',
      condition: 'EIR (6.5% on the reducing balance) over 1 month',
    });
    expect(
      loanHeadline({ flatRate: 3.2, eir: 6, minTenureMonths: 24, maxTenureMonths: 24 }),
    ).toEqual({
      figure: { value: 6.03, unit: 'percent/year' },
      qualifier: 'from',
      condition: 'EIR (3.2% flat) over 24 months',
    });
    expect(loanHeadline({ eir: 6 })).toBeUndefined();
  });
});
