import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SavingTerms } from '@sg-finance/contract';
import { rankSavings, savingInterest, type SavingProfile } from '../src/index.js';

const terms: SavingTerms = {
  baseRate: 0.05,
  bonus: [
    { condition: 'salary', threshold: 1800, rate: 2, balanceUpTo: 75000 },
    { condition: 'salary', threshold: 7500, rate: 2.5, balanceUpTo: 75000 },
    { condition: 'spend', threshold: 500, rate: 0.5, balanceUpTo: 75000 },
    {
      condition: 'invest',
      threshold: 0,
      rate: 1,
      balanceFrom: 75000,
      balanceUpTo: 100000,
      alsoRequires: [{ condition: 'salary', threshold: 1800 }],
    },
  ],
  bonusBalanceCap: 100000,
  minBalance: 3000,
  fallBelowFee: 2,
};

const profile: SavingProfile = {
  balance: 75000,
  salary: 3000,
  spend: 600,
  bills: 0,
  grow: 0,
  invest: false,
  insure: false,
};

describe('savings interest', () => {
  it('pays each bonus up to its tier: at the tier boundary the whole tier earns it', () => {
    // 75,000 × (0.05% + 2% + 0.5%)
    const atBoundary = savingInterest(terms, profile);
    expect(atBoundary.yearlySGD).toBeCloseTo(37.5 + 1500 + 375, 9);
    expect(atBoundary.effectiveRate).toBeCloseTo(2.55, 9);
    // One dollar on: base interest on it, no bonus.
    expect(savingInterest(terms, { ...profile, balance: 75001 }).yearlySGD).toBeCloseTo(
      37.5005 + 1500 + 375,
      9,
    );
  });

  it('pays a bonus needing two conditions only when both are met, within the bonus cap', () => {
    // The 1% tier from 75,000 to 100,000 needs an investment and a salary.
    const result = savingInterest(terms, { ...profile, balance: 150000, invest: true });
    expect(result.yearlySGD).toBeCloseTo(75 + 1500 + 375 + 250, 9);
    const noSalary = savingInterest(terms, {
      ...profile,
      balance: 150000,
      invest: true,
      salary: 0,
    });
    expect(noSalary.yearlySGD).toBeCloseTo(75 + 375, 9);
    expect(noSalary.lines.map((line) => line.text)).toContain(
      'Bonus 1% for an investment bought and salary of S$1,800.00 a month credited on the balance from S$75,000.00 to S$100,000.00: on S$25,000.00 (condition not met)',
    );
  });

  it('pays only the highest bonus of one condition and tier', () => {
    const result = savingInterest(terms, { ...profile, salary: 8000 });
    expect(result.yearlySGD).toBeCloseTo(37.5 + 1875 + 375, 9);
  });

  it('gives nothing on no balance, and charges the fall-below fee', () => {
    const result = savingInterest(terms, { ...profile, balance: 0 });
    expect(result.yearlySGD).toBe(-24);
    expect(result.effectiveRate).toBe(0);
  });

  it('ranks accounts by interest a year and leaves out those without terms', () => {
    const ranked = rankSavings(
      [{ slug: 'plain', terms: { baseRate: 1 } }, { slug: 'none' }, { slug: 'bonus', terms }],
      profile,
    );
    expect(ranked.map((entry) => entry.item.slug)).toEqual(['bonus', 'plain']);
  });

  it('never pays less for a larger balance, and always a finite figure', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e8, noNaN: true, noDefaultInfinity: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        (balance, more, invest) => {
          const less = savingInterest(terms, { ...profile, balance, invest });
          const larger = savingInterest(terms, { ...profile, balance: balance + more, invest });
          expect(Number.isFinite(less.effectiveRate)).toBe(true);
          expect(larger.yearlySGD).toBeGreaterThanOrEqual(less.yearlySGD - 1e-6);
        },
      ),
    );
  });
});
