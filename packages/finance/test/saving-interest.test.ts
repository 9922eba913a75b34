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
      'Bonus 1% on S$25,000.00 (balance from S$75,000 to S$100,000): you buy an investment through the bank; no salary (the condition needs S$1,800) (condition not met)',
    );
  });

  it('speaks of the visitor’s own figures in the working', () => {
    const result = savingInterest(terms, { ...profile, salary: 3500, spend: 200 });
    expect(result.lines.map((line) => line.text)).toEqual([
      'Base 0.05% on S$75,000.00',
      'Bonus 2% on S$75,000.00 (balance from S$0 to S$75,000): your salary of S$3,500 meets the S$1,800 condition',
      'Bonus 2.5% on S$75,000.00 (balance from S$0 to S$75,000): your salary of S$3,500 is below the S$7,500 condition (condition not met)',
      'Bonus 0.5% on S$75,000.00 (balance from S$0 to S$75,000): your card spend of S$200 is below the S$500 condition (condition not met)',
      'Bonus 1% on S$0.00 (balance from S$75,000 to S$100,000): no investment bought; your salary of S$3,500 meets the S$1,800 condition (condition not met)',
    ]);
  });

  it('pays only the highest bonus of one condition and tier', () => {
    const result = savingInterest(terms, { ...profile, salary: 8000 });
    expect(result.yearlySGD).toBeCloseTo(37.5 + 1875 + 375, 9);
  });

  it('pays the better of two groups of bonuses', () => {
    // S$100,000 with a S$3,500 salary and S$500 spend. Spend only: 75,000 × 0.65% = 487.50.
    // Salary and spend: 75,000 × 1% + 25,000 × 2.5% = 750 + 625 = 1,375. Base: 100,000 ×
    // 0.05% = 50. The better group: 50 + 1,375 = 1,425.
    const both = { ...profile, balance: 100000, salary: 3500, spend: 500 };
    const result = savingInterest(eitherOr, both);
    expect(result.yearlySGD).toBeCloseTo(1425, 9);
    expect(result.lines.map((line) => line.text)).toContain(
      'Spend only: Bonus 0.65% on S$75,000.00 (balance from S$0 to S$75,000): your card spend of S$500 meets the S$500 condition (the Salary and spend bonuses pay more)',
    );
    // With no salary only the spend group is met: 50 + 487.50 = 537.50.
    expect(savingInterest(eitherOr, { ...both, salary: 0 }).yearlySGD).toBeCloseTo(537.5, 9);
    // On S$10,000: spend only 65, salary and spend 100: still the better one, 5 + 100.
    expect(savingInterest(eitherOr, { ...both, balance: 10000 }).yearlySGD).toBeCloseTo(105, 9);
  });

  it('pays a "maintain or grow" bonus when the balance is kept, at growth 0', () => {
    const keep: SavingTerms = {
      baseRate: 0.05,
      bonus: [{ condition: 'grow', threshold: 0, rate: 1.5 }],
      bonusBalanceCap: 100000,
    };
    // 20,000 × (0.05% + 1.5%) = 10 + 300 = 310.
    const result = savingInterest(keep, { ...profile, balance: 20000, grow: 0 });
    expect(result.yearlySGD).toBeCloseTo(310, 9);
    expect(result.lines[1]!.text).toBe(
      'Bonus 1.5% on S$20,000.00: your balance growth of S$0 a month meets the keep-or-grow condition',
    );
    // A bonus for growing by S$500 is not met by keeping the balance: only the base, S$10.
    const grow: SavingTerms = {
      ...keep,
      bonus: [{ condition: 'grow', threshold: 500, rate: 1.5 }],
    };
    expect(savingInterest(grow, { ...profile, balance: 20000, grow: 0 }).yearlySGD).toBeCloseTo(
      10,
      9,
    );
  });

  it('compounds interest credited monthly', () => {
    // 2.4% a year credited monthly: 0.2% a month, 10,000 × (1.002^12 − 1) = 10,000 × 0.0242658
    // = S$242.66, of which S$240 simple interest and S$2.66 interest on interest.
    const monthly = savingInterest(
      { baseRate: 2.4, interestCredited: 'monthly' },
      { ...profile, balance: 10000 },
    );
    expect(monthly.yearlySGD).toBeCloseTo(242.66, 2);
    expect(monthly.lines.map((line) => [line.text, line.yearlySGD])).toEqual([
      ['Base 2.4% on S$10,000.00', 240],
      [
        'Interest credited monthly: each month’s interest earns interest from the next month',
        expect.closeTo(2.66, 2),
      ],
    ]);
    expect(savingInterest({ baseRate: 2.4 }, { ...profile, balance: 10000 }).yearlySGD).toBe(240);
  });

  it('gives nothing on no balance, and charges the fall-below fee', () => {
    const result = savingInterest(terms, { ...profile, balance: 0 });
    expect(result.yearlySGD).toBe(-24);
    expect(result.effectiveRate).toBe(0);
    expect(result.lines.at(-1)?.text).toBe(
      'Fall-below fee of S$2.00 a month: your balance of S$0 is under the S$3,000 minimum',
    );
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
        fc.constantFrom(terms, eitherOr, { ...eitherOr, interestCredited: 'monthly' as const }),
        fc.double({ min: 0, max: 1e8, noNaN: true, noDefaultInfinity: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        (account, balance, more, invest) => {
          const less = savingInterest(account, { ...profile, balance, invest });
          const larger = savingInterest(account, { ...profile, balance: balance + more, invest });
          expect(Number.isFinite(less.effectiveRate)).toBe(true);
          expect(larger.yearlySGD).toBeGreaterThanOrEqual(less.yearlySGD - 1e-6);
          const sum = less.lines.reduce((total, line) => total + (line.yearlySGD ?? 0), 0);
          expect(sum).toBeCloseTo(less.yearlySGD, 4);
        },
      ),
    );
  });
});
