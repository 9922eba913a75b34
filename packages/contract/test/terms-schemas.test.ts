import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  cardTermsSchema,
  insuranceTermsSchema,
  investmentTermsSchema,
  loanTermsSchema,
  savingTermsSchema,
  unitOf,
} from '../src/index.js';

/** 'path: message' of the first problem, as the API answers it. */
function firstProblem(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
}

const miles = {
  rewardType: 'miles',
  annualFee: 196.2,
  annualFeeWaivedYears: 1,
  minIncome: 30_000,
  baseRate: 1.2,
  earn: [{ category: 'overseas', rate: 2.2 }],
  monthlyCap: { amount: 1000, on: 'bonusSpend' },
  welcome: { value: 30_000, unit: 'miles', minSpend: 800, withinDays: 30 },
  fxFee: 3.25,
};

describe('card terms', () => {
  it('accepts full terms and no terms at all', () => {
    expect(cardTermsSchema.parse(miles)).toEqual(miles);
    expect(cardTermsSchema.parse({})).toEqual({});
  });

  it.each([
    [{ annualFee: -1 }, 'annualFee: must not be negative'],
    [{ annualFee: '196' }, 'annualFee: must be a number'],
    [{ annualFee: 1e12 }, 'annualFee: must be at most 100000000'],
    [{ baseRate: 101 }, 'baseRate: must be at most 100'],
    [{ rewardType: 'gold' }, 'rewardType: must be one of cashback, miles, points'],
    [
      { rewardType: 'cashback', earn: [{ category: 'shoes', rate: 5 }] },
      'earn.0.category: must be one of dining, groceries, online, transport, travel, overseas, petrol, bills, insurance, education, government, walletTopUps, other',
    ],
    [{ monthlyCap: { on: 'reward' } }, 'monthlyCap.amount: is required'],
    [{ annualFeeWaivedYears: 1.5 }, 'annualFeeWaivedYears: must be a whole number'],
    [{ earn: [{ category: 'dining', rate: 5 }] }, 'rewardType: is required with earn rates'],
    [{ spendTiers: [{ minSpend: 600, rate: 3 }] }, 'rewardType: is required with earn rates'],
    [
      {
        rewardType: 'cashback',
        spendTiers: [
          { minSpend: 1000, rate: 3 },
          { minSpend: 600, rate: 2 },
        ],
      },
      'spendTiers: must list the tiers from the lowest spend up',
    ],
    [
      { sharedCaps: [{ categories: ['online'], amount: 1000, on: 'bonusSpend' }] },
      'sharedCaps.0.categories: must name at least 2 categories',
    ],
    [{ noEarnCategories: ['bills', 'bills'] }, 'noEarnCategories: must name each category once'],
    [
      { notCountedCategories: ['tax'] },
      'notCountedCategories.0: must be one of dining, groceries, online, transport, travel, overseas, petrol, bills, insurance, education, government, walletTopUps, other',
    ],
    [{ capPeriod: 'quarter' }, 'capPeriod: must be one of calendarMonth, statementMonth'],
    [{ earnBlock: 0 }, 'earnBlock: must be more than 0'],
    [{ minAge: 17 }, 'minAge: must be at least 18'],
    [
      { welcome: { value: 100, unit: 'SGD', newToBankOnly: 'yes' } },
      'welcome.newToBankOnly: must be yes or no',
    ],
  ])('refuses %j with "%s"', (terms, message) => {
    expect(firstProblem(cardTermsSchema, terms)).toBe(message);
  });

  it('accepts the terms of Singapore cards: exclusions, shared caps, tiers, blocks, eligibility', () => {
    const terms = {
      rewardType: 'cashback',
      annualFee: 196.2,
      annualFeeWaiverSpend: 25_000,
      minIncome: 30_000,
      minIncomeForeigner: 45_000,
      minAge: 21,
      notCountedCategories: ['insurance', 'government'],
      baseRate: 0.3,
      spendTiers: [
        { minSpend: 600, rate: 3.33, rewardCap: 20 },
        { minSpend: 2000, rate: 5, rewardCap: 100 },
      ],
      earn: [{ category: 'online', rate: 6 }],
      noEarnCategories: ['walletTopUps', 'education'],
      sharedCaps: [{ categories: ['online', 'dining'], amount: 30, on: 'reward' }],
      capPeriod: 'statementMonth',
      earnBlock: 5,
      welcome: { value: 300, unit: 'SGD', minSpend: 500, withinDays: 30, newToBankOnly: true },
    };
    expect(cardTermsSchema.parse(terms)).toEqual(terms);
  });

  it('refuses a category given twice and an unknown term', () => {
    expect(
      firstProblem(cardTermsSchema, {
        rewardType: 'cashback',
        earn: [
          { category: 'dining', rate: 5 },
          { category: 'dining', rate: 6 },
        ],
      }),
    ).toBe('earn: must give each category once');
    expect(firstProblem(cardTermsSchema, { annualFees: 10 })).toMatch(/annualFees/);
  });

  it('declares the unit of each figure', () => {
    expect(unitOf(cardTermsSchema.shape.annualFee)).toBe('SGD/year');
    expect(unitOf(cardTermsSchema.shape.minMonthlySpend)).toBe('SGD/month');
    expect(unitOf(cardTermsSchema.shape.rewardType)).toBeUndefined();
  });
});

describe('savings, loan, investment and insurance terms', () => {
  it('accept realistic terms', () => {
    const saving = {
      baseRate: 0.05,
      bonus: [
        { condition: 'salary', threshold: 1800, rate: 2, balanceUpTo: 100_000 },
        {
          condition: 'spend',
          threshold: 500,
          rate: 1.5,
          alsoRequires: [{ condition: 'salary', threshold: 1600 }],
        },
      ],
      bonusBalanceCap: 100_000,
      minBalance: 3000,
      fallBelowFee: 2,
    };
    expect(savingTermsSchema.parse(saving)).toEqual(saving);
    const loan = {
      loanType: 'personal',
      flatRate: 3.48,
      eir: 6.5,
      processingFee: { percent: 1, minimum: 100 },
      minAmount: 1000,
      maxAmount: 200_000,
      minTenureMonths: 12,
      maxTenureMonths: 84,
      minIncome: 30_000,
    };
    expect(loanTermsSchema.parse(loan)).toEqual(loan);
    const broker = {
      commission: [{ market: 'SG', percent: 0.08, minimum: 10, fixed: 0.5 }],
      custodyFeeMonthly: 0,
      minDeposit: 0,
    };
    expect(investmentTermsSchema.parse(broker)).toEqual(broker);
    const insurance = { coverType: 'travel', premiumFrom: 25, premiumPer: 'trip' };
    expect(insuranceTermsSchema.parse(insurance)).toEqual(insurance);
  });

  it.each([
    [
      savingTermsSchema,
      { bonus: [{ condition: 'lottery', threshold: 0, rate: 1 }] },
      'bonus.0.condition: must be one of salary, spend, bills, invest, insure, grow',
    ],
    [
      savingTermsSchema,
      { bonus: [{ condition: 'salary', threshold: 0, rate: 1, balanceFrom: 50, balanceUpTo: 10 }] },
      'bonus.0.balanceUpTo: must be more than balanceFrom',
    ],
    [
      loanTermsSchema,
      { minAmount: 5000, maxAmount: 1000 },
      'maxAmount: must be at least minAmount',
    ],
    [loanTermsSchema, { maxTenureMonths: 0 }, 'maxTenureMonths: must be at least 1'],
    [
      investmentTermsSchema,
      { commission: [{ market: 'JP', percent: 1 }] },
      'commission.0.market: must be one of SG, US, HK',
    ],
    [
      investmentTermsSchema,
      {
        commission: [
          { market: 'SG', percent: 0.08 },
          { market: 'SG', percent: 0.1 },
        ],
      },
      'commission: must give each market once',
    ],
    [insuranceTermsSchema, { premiumFrom: 20 }, 'premiumPer: is required with premiumFrom'],
  ] as const)('refuses bad terms with a message naming the field', (schema, terms, message) => {
    expect(firstProblem(schema, terms)).toBe(message);
  });
});
