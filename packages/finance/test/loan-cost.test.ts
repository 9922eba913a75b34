import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { largestLoanAmount, loanCost, rankLoans } from '../src/index.js';

/** What instalments of `payment` for `months` months are worth today at a monthly rate. */
const annuity = (payment: number, months: number, rate: number) =>
  (payment * (1 - Math.pow(1 + rate, -months))) / rate;

describe('loan cost', () => {
  it('works out a one-month flat-rate loan', () => {
    // 6% flat on S$10,000 for one month: S$50 interest, repaid with the amount.
    const cost = loanCost({ flatRate: 6 }, 10000, 1);
    expect(cost.totalInterest).toBeCloseTo(50, 9);
    expect(cost.monthlyInstalment).toBeCloseTo(10050, 9);
    // 10,050 repays 10,000 at 0.5% a month; the EIR is 12 × 0.5% = 6%.
    expect(cost.eir).toBeCloseTo(6, 6);
    expect(cost.schedule).toEqual([
      { month: 1, instalment: 10050, interest: 50, principal: 10000, balance: 0 },
    ]);
  });

  it('works out an 84-month flat-rate loan with a processing fee deducted', () => {
    // 3% flat on S$100,000 for 7 years: S$21,000 interest; a 1% fee deducted when paid out.
    const cost = loanCost({ flatRate: 3, processingFee: { percent: 1, minimum: 100 } }, 100000, 84);
    expect(cost.totalInterest).toBeCloseTo(21000, 6);
    expect(cost.monthlyInstalment).toBeCloseTo(121000 / 84, 9);
    expect(cost.processingFee).toBe(1000);
    expect(cost.received).toBe(99000);
    expect(cost.totalCost).toBeCloseTo(22000, 6);
    // The EIR is twelve times the monthly rate at which the 84 instalments are worth the
    // S$99,000 received.
    expect(annuity(121000 / 84, 84, cost.eir / 1200)).toBeCloseTo(99000, 4);
    expect(cost.eir).toBeGreaterThan(5.8);
    expect(cost.eir).toBeLessThan(6.2);
    expect(cost.schedule).toHaveLength(84);
    expect(cost.schedule.at(-1)?.balance).toBe(0);
    // Early instalments are mostly interest, late ones mostly principal.
    expect(cost.schedule[0]!.interest).toBeGreaterThan(cost.schedule[83]!.interest);
  });

  it('works out a reducing-balance loan: its EIR is its rate when there is no fee', () => {
    // S$12,000 at 12% a year on the reducing balance over 12 months: 1% a month.
    // Instalment = 12,000 × 0.01 / (1 − 1.01^−12) = 120 / (1 − 0.887449) = S$1,066.19.
    const cost = loanCost({ reducingRate: 12 }, 12000, 12);
    expect(cost.basis).toBe('reducing');
    expect(cost.monthlyInstalment).toBeCloseTo(1066.19, 2);
    // Interest = 12 × 1,066.1855 − 12,000 = S$794.23.
    expect(cost.totalInterest).toBeCloseTo(794.23, 2);
    // Month 1: 1% of 12,000 = S$120 interest, 1,066.19 − 120 = S$946.19 principal.
    expect(cost.schedule[0]!.interest).toBeCloseTo(120, 9);
    expect(cost.schedule[0]!.principal).toBeCloseTo(946.19, 2);
    expect(cost.schedule[0]!.balance).toBeCloseTo(11053.81, 2);
    expect(cost.eir).toBeCloseTo(12, 6);
  });

  it('adds the processing fee to what is owed, or deducts it from what is paid out', () => {
    // S$10,000 at 3% flat over 12 months with a 2% (S$200) fee.
    const deducted = loanCost({ flatRate: 3, processingFee: { percent: 2 } }, 10000, 12);
    // Owed 10,000: interest 300, instalment 10,300 / 12 = 858.33; S$9,800 paid out.
    expect(deducted.monthlyInstalment).toBeCloseTo(858.33, 2);
    expect(deducted.received).toBe(9800);
    expect(deducted.totalCost).toBeCloseTo(500, 9);
    const added = loanCost(
      { flatRate: 3, processingFee: { percent: 2, charged: 'added' } },
      10000,
      12,
    );
    // Owed 10,200: interest 306, instalment 10,506 / 12 = 875.50; the whole S$10,000 paid out.
    expect(added.principal).toBe(10200);
    expect(added.monthlyInstalment).toBeCloseTo(875.5, 9);
    expect(added.received).toBe(10000);
    expect(added.totalCost).toBeCloseTo(506, 9);
    expect(added.schedule.at(-1)?.balance).toBe(0);
  });

  it('takes the rate of the first band that holds the amount and tenure', () => {
    const terms = {
      flatRate: 5.5,
      rateBands: [
        { minAmount: 30000, rate: 3.5, eir: 6.6 },
        { maxTenureMonths: 24, rate: 4.5 },
      ],
    };
    // S$40,000 over 36 months: the first band, 40,000 × 3.5% × 3 = S$4,200.
    const large = loanCost(terms, 40000, 36);
    expect(large.rate).toBe(3.5);
    expect(large.quotedEir).toBe(6.6);
    expect(large.totalInterest).toBeCloseTo(4200, 6);
    // S$40,000 over 24 months holds both bands: the first listed wins.
    expect(loanCost(terms, 40000, 24).rate).toBe(3.5);
    // S$10,000 over 24 months: the second band, 10,000 × 4.5% × 2 = S$900.
    expect(loanCost(terms, 10000, 24).totalInterest).toBeCloseTo(900, 6);
    // S$10,000 over 36 months: no band, the loan's own 5.5%: S$1,650.
    expect(loanCost(terms, 10000, 36).totalInterest).toBeCloseTo(1650, 6);
  });

  // S$10,000 over 2 years as advertised (../shared/SG-FIGURES.md, asiaone.com 2022). Flat
  // interest = 10,000 × rate × 2; instalment = (10,000 + interest) / 24. The fee is the one that
  // reproduces the quoted EIR to its last decimal (packages/finance/README.md).
  it.each([
    // HSBC 3.2%: 640 interest, 443.33 a month, no fee: 6.03%, quoted as 6%.
    ['HSBC', 3.2, 0, 6, 0],
    // DBS 3.88%: 776 interest, 449.00 a month; S$60 deducted: 7.88%, quoted as 7.9%.
    ['DBS', 3.88, 60, 7.9, 1],
    // OCBC ExtraCash 5.43%: 1,086 interest, 461.92 a month; S$135.50 deducted: 11.47%.
    ['OCBC', 5.43, 135.5, 11.47, 2],
  ])('reproduces %s’s advertised EIR for %s%% flat', (_bank, flatRate, fee, quoted, decimals) => {
    const cost = loanCost({ flatRate, processingFee: { percent: 0, minimum: fee } }, 10000, 24);
    expect(Number(cost.eir.toFixed(decimals))).toBe(quoted);
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

  it('names the largest amount the loans lend', () => {
    expect(
      largestLoanAmount([{ terms: { maxAmount: 30000 } }, { terms: { maxAmount: 250000 } }, {}]),
    ).toBe(250000);
    expect(largestLoanAmount([{ terms: { flatRate: 3 } }])).toBeUndefined();
  });

  it('repays exactly the amount and the interest, with an EIR above the flat rate', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 1e7, noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 1, max: 120 }),
        fc.double({ min: 0.01, max: 30, noNaN: true, noDefaultInfinity: true }),
        fc.double({ min: 0, max: 5, noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom('deducted' as const, 'added' as const),
        (amount, months, flatRate, feePercent, charged) => {
          const cost = loanCost(
            { flatRate, processingFee: { percent: feePercent, charged } },
            amount,
            months,
          );
          const principal = cost.schedule.reduce((sum, row) => sum + row.principal, 0);
          const interest = cost.schedule.reduce((sum, row) => sum + row.interest, 0);
          expect(principal).toBeCloseTo(cost.principal, 4);
          expect(interest).toBeCloseTo(cost.totalInterest, 4);
          expect(Number.isFinite(cost.eir)).toBe(true);
          expect(cost.eir).toBeGreaterThanOrEqual(flatRate - 1e-9);
          for (const row of cost.schedule) expect(row.interest).toBeGreaterThanOrEqual(-1e-6);
        },
      ),
    );
  });

  it('gives a reducing-balance loan an EIR of at least its rate, and its rate without a fee', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 1e7, noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 1, max: 120 }),
        fc.double({ min: 0.01, max: 30, noNaN: true, noDefaultInfinity: true }),
        fc.double({ min: 0, max: 5, noNaN: true, noDefaultInfinity: true }),
        (amount, months, reducingRate, feePercent) => {
          const bare = loanCost({ reducingRate }, amount, months);
          expect(bare.eir).toBeCloseTo(reducingRate, 6);
          const withFee = loanCost(
            { reducingRate, processingFee: { percent: feePercent } },
            amount,
            months,
          );
          expect(withFee.eir).toBeGreaterThanOrEqual(reducingRate - 1e-6);
          expect(withFee.schedule.at(-1)?.balance).toBe(0);
        },
      ),
    );
  });
});
