import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loanCost, rankLoans } from '../src/index.js';

/** What instalments of `payment` for `months` months are worth today at a monthly rate. */
const annuity = (payment: number, months: number, rate: number) =>
  (payment * (1 - Math.pow(1 + rate, -months))) / rate;

describe('loan cost', () => {
  it('works out a one-month loan', () => {
    // 6% flat on S$10,000 for one month: S$50 interest, repaid with the amount.
    const cost = loanCost({ flatRate: 6 }, 10000, 1);
    expect(cost.totalInterest).toBeCloseTo(50, 9);
    expect(cost.monthlyInstalment).toBeCloseTo(10050, 9);
    // 0.5% a month, compounded over a year.
    expect(cost.eir).toBeCloseTo((Math.pow(1.005, 12) - 1) * 100, 6);
    expect(cost.schedule).toEqual([
      { month: 1, instalment: 10050, interest: 50, principal: 10000, balance: 0 },
    ]);
  });

  it('works out an 84-month loan with a processing fee', () => {
    // 3% flat on S$100,000 for 7 years: S$21,000 interest; a 1% fee deducted when paid out.
    const cost = loanCost({ flatRate: 3, processingFee: { percent: 1, minimum: 100 } }, 100000, 84);
    expect(cost.totalInterest).toBeCloseTo(21000, 9);
    expect(cost.monthlyInstalment).toBeCloseTo(121000 / 84, 9);
    expect(cost.processingFee).toBe(1000);
    expect(cost.totalCost).toBeCloseTo(22000, 9);
    // The EIR is the rate at which the 84 instalments are worth the S$99,000 received.
    const monthly = Math.pow(1 + cost.eir / 100, 1 / 12) - 1;
    expect(annuity(121000 / 84, 84, monthly)).toBeCloseTo(99000, 4);
    expect(cost.eir).toBeGreaterThan(5.8);
    expect(cost.eir).toBeLessThan(6.2);
    expect(cost.schedule).toHaveLength(84);
    expect(cost.schedule.at(-1)?.balance).toBe(0);
    // Early instalments are mostly interest, late ones mostly principal.
    expect(cost.schedule[0]!.interest).toBeGreaterThan(cost.schedule[83]!.interest);
  });

  it('ranks the loans that fit the amount, tenure and type by total cost', () => {
    const loans = [
      { slug: 'cheap-car', terms: { loanType: 'car' as const, flatRate: 2 } },
      { slug: 'dear', terms: { loanType: 'personal' as const, flatRate: 4 } },
      {
        slug: 'fee',
        terms: { loanType: 'personal' as const, flatRate: 3, processingFee: { percent: 2 } },
      },
      { slug: 'short', terms: { loanType: 'personal' as const, flatRate: 1, maxTenureMonths: 24 } },
      { slug: 'big', terms: { loanType: 'personal' as const, flatRate: 1, minAmount: 50000 } },
      { slug: 'bare' },
    ];
    const ranked = rankLoans(loans, { amount: 10000, tenureMonths: 36, loanType: 'personal' });
    // fee: 900 interest + 200 fee = 1,100; dear: 1,200.
    expect(ranked.map((entry) => [entry.item.slug, entry.cost.totalCost])).toEqual([
      ['fee', 1100],
      ['dear', 1200],
    ]);
  });

  it('repays exactly the amount and the interest, with an EIR above the flat rate', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 1e7, noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 1, max: 120 }),
        fc.double({ min: 0.01, max: 30, noNaN: true, noDefaultInfinity: true }),
        fc.double({ min: 0, max: 5, noNaN: true, noDefaultInfinity: true }),
        (amount, months, flatRate, feePercent) => {
          const cost = loanCost(
            { flatRate, processingFee: { percent: feePercent } },
            amount,
            months,
          );
          const principal = cost.schedule.reduce((sum, row) => sum + row.principal, 0);
          const interest = cost.schedule.reduce((sum, row) => sum + row.interest, 0);
          expect(principal).toBeCloseTo(amount, 4);
          expect(interest).toBeCloseTo(cost.totalInterest, 4);
          expect(Number.isFinite(cost.eir)).toBe(true);
          expect(cost.eir).toBeGreaterThanOrEqual(flatRate - 1e-9);
          for (const row of cost.schedule) expect(row.interest).toBeGreaterThanOrEqual(-1e-6);
        },
      ),
    );
  });
});
