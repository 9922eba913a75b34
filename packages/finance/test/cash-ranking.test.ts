import { describe, expect, it } from 'vitest';
import type { SavingTerms } from '@sg-finance/contract';
import {
  insuredSplit,
  rankCash,
  savingOption,
  savingsSource,
  ssbOption,
  ssbSource,
  tbillOption,
  tbillSource,
  type CashAsk,
  type CashProfile,
} from '../src/index.js';

const ask: CashAsk = { amount: 10000, horizonMonths: 12, mayLock: true };
const sixMonths = { tenorMonths: 6 as const, cutOffYield: 1.5, auctionDate: '2026-11-13' };
const oneYear = { tenorMonths: 12 as const, cutOffYield: 1.4, auctionDate: '2026-10-16' };
const bond = {
  issueCode: 'GX26120F',
  stepUpRates: [1.5, 1.6, 1.7, 1.8, 1.9, 2.0, 2.1, 2.2, 2.3, 2.4],
};
const profile: CashProfile = {
  salary: 3000,
  spend: 0,
  bills: 0,
  grow: 0,
  invest: false,
  insure: false,
};
const salaryBonus: SavingTerms = {
  baseRate: 0.05,
  bonus: [{ condition: 'salary', threshold: 1800, rate: 2, balanceUpTo: 100000 }],
};
const account = {
  title: 'Salary Saver',
  slug: 'salary-saver',
  category: 'Bank A',
  terms: salaryBonus,
};

describe('T-bills', () => {
  it('rolls a 6-month T-bill over at the same cut-off: two tenors in 12 months', () => {
    // Each tenor: 10,000 × 1.5% × 182 / 365 = 74.794520...; two tenors = 149.589041...
    const option = tbillOption(ask, sixMonths);
    expect(option?.investedSGD).toBe(10000);
    expect(option?.interestSGD).toBeCloseTo(149.589041, 5);
    expect(option?.lines.at(-1)).toBe(
      '2 tenors in 12 months, rolled over at the same cut-off: 2 × S$74.79',
    );
  });

  it('counts only whole tenors: 17 months hold two 6-month tenors, not three', () => {
    expect(tbillOption({ ...ask, horizonMonths: 17 }, sixMonths)?.interestSGD).toBeCloseTo(
      149.589041,
      5,
    );
  });

  it('invests the largest multiple of S$1,000: S$10,999 buys S$10,000 of face', () => {
    // 1-year: 10,000 × 1.4% × 364 / 365 = 139.616438...
    const option = tbillOption({ ...ask, amount: 10999 }, oneYear);
    expect(option?.investedSGD).toBe(10000);
    expect(option?.interestSGD).toBeCloseTo(139.616438, 5);
  });

  it('offers none under S$1,000, for a horizon shorter than the tenor, or unlocked money', () => {
    expect(tbillOption({ ...ask, amount: 999 }, sixMonths)).toBeUndefined();
    expect(tbillOption({ ...ask, horizonMonths: 5 }, sixMonths)).toBeUndefined();
    expect(tbillOption({ ...ask, horizonMonths: 11 }, oneYear)).toBeUndefined();
    expect(tbillOption({ ...ask, mayLock: false }, sixMonths)).toBeUndefined();
  });
});

describe('Savings Bonds', () => {
  it('pays a Savings Bond held 18 months for each whole month at that year’s rate', () => {
    // Year 1: 10,000 × 1.5% × 12/12 = 150; year 2: 10,000 × 1.6% × 6/12 = 80; total 230.
    const option = ssbOption({ ...ask, horizonMonths: 18 }, bond);
    expect(option?.interestSGD).toBeCloseTo(230, 9);
    expect(option?.lines).toContain('Year 2: S$10,000.00 × 1.6% × 6 / 12 months = S$80.00');
  });

  it('invests multiples of S$500 from S$500, locked or not, for ten years at most', () => {
    expect(ssbOption({ ...ask, amount: 1499, mayLock: false }, bond)?.investedSGD).toBe(1000);
    expect(ssbOption({ ...ask, amount: 499 }, bond)).toBeUndefined();
    // 1,000 × (1.5 + 1.6 + ... + 2.4)% = 1,000 × 19.5% = 195 over ten years, and no more after.
    expect(ssbOption({ ...ask, amount: 1000, horizonMonths: 150 }, bond)?.interestSGD).toBeCloseTo(
      195,
      9,
    );
  });
});

describe('savings accounts for cash', () => {
  it('pays a year’s interest for the conditions met, times months / 12', () => {
    // 10,000 × (0.05% + 2%) = 205 a year; over 6 months 102.50.
    const option = savingOption({ ...ask, horizonMonths: 6 }, profile, account);
    expect(option?.interestSGD).toBeCloseTo(102.5, 9);
    // Without the salary the bonus is not paid: 10,000 × 0.05% × 6/12 = 2.50.
    const noSalary = savingOption({ ...ask, horizonMonths: 6 }, { ...profile, salary: 0 }, account);
    expect(noSalary?.interestSGD).toBeCloseTo(2.5, 9);
  });
});

describe('ranking and the insured split', () => {
  it('ranks savings, T-bills and Savings Bonds by interest over 12 months', () => {
    const ranked = rankCash(ask, [
      savingsSource([account], profile),
      tbillSource([sixMonths, oneYear]),
      ssbSource(bond),
    ]);
    // Salary Saver 205; 6-month 149.59; Savings Bond 150; 1-year 139.62.
    expect(
      ranked.map((option) => [option.name, Math.round(option.interestSGD * 100) / 100]),
    ).toEqual([
      ['Salary Saver', 205],
      ['Savings Bond GX26120F', 150],
      ['6-month T-bill', 149.59],
      ['1-year T-bill', 139.62],
    ]);
  });

  it('keeps each bank within S$100,000 and puts the rest in the next best', () => {
    // On 150,000 the bonus stops at 100,000: 0.05% × 150,000 + 2.5% × 100,000 = 2,575 a year,
    // more than the Savings Bond's 1.5% × 150,000 = 2,250, so the account ranks first.
    const richer = {
      ...account,
      terms: { ...salaryBonus, bonus: [{ ...salaryBonus.bonus![0]!, rate: 2.5 }] },
    };
    const split = insuredSplit({ ...ask, amount: 150000 }, [
      savingsSource([richer], profile),
      ssbSource(bond),
    ]);
    // Salary Saver takes 100,000 (0.05% + 2.5% on 100,000 = 2,550); the Savings Bond 50,000 (750).
    expect(split.parts.map((part) => [part.name, part.investedSGD])).toEqual([
      ['Salary Saver', 100000],
      ['Savings Bond GX26120F', 50000],
    ]);
    expect(split.parts[0]?.interestSGD).toBeCloseTo(2550, 9);
    expect(split.parts[1]?.interestSGD).toBeCloseTo(750, 9);
    expect(split.leftSGD).toBe(0);
  });
});
