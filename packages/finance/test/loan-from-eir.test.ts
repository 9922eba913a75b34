import { loanFromEir, loanHeadline, type LoanTerms } from '@sg-finance/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankLoans } from '../src/index.js';

/** The EIR the loan calculator shows for the loan at every whole amount and tenure it lends. */
function calculatorEirs(terms: LoanTerms, amounts: Iterable<number>, tenures: Iterable<number>) {
  const eirs: { amount: number; tenureMonths: number; eir: number }[] = [];
  for (const tenureMonths of tenures) {
    for (const amount of amounts) {
      const [ranked] = rankLoans([{ terms }], { amount, tenureMonths, loanType: 'any' });
      if (ranked) eirs.push({ amount, tenureMonths, eir: ranked.cost.eir });
    }
  }
  return eirs;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

const band = fc.record(
  {
    minAmount: fc.integer({ min: 1, max: 3000 }),
    maxTenureMonths: fc.integer({ min: 1, max: 24 }),
    rate: fc.double({ min: 0.5, max: 12, noNaN: true }),
  },
  { requiredKeys: ['rate'] },
);

const loanTerms: fc.Arbitrary<LoanTerms> = fc
  .record({
    basis: fc.constantFrom('flatRate' as const, 'reducingRate' as const),
    rate: fc.double({ min: 0.5, max: 12, noNaN: true }),
    rateBands: fc.array(band, { maxLength: 2 }),
    percent: fc.constantFrom(0, 0.5, 1, 2.5),
    minimum: fc.constantFrom(undefined, 20, 100),
    charged: fc.constantFrom('deducted' as const, 'added' as const),
    minAmount: fc.integer({ min: 1, max: 1000 }),
    spread: fc.integer({ min: 0, max: 2500 }),
    minTenureMonths: fc.integer({ min: 1, max: 12 }),
    tenureSpread: fc.integer({ min: 0, max: 12 }),
  })
  .map((drawn) => ({
    [drawn.basis]: drawn.rate,
    rateBands: drawn.rateBands,
    processingFee: {
      percent: drawn.percent,
      charged: drawn.charged,
      ...(drawn.minimum !== undefined && { minimum: drawn.minimum }),
    },
    minAmount: drawn.minAmount,
    maxAmount: drawn.minAmount + drawn.spread,
    minTenureMonths: drawn.minTenureMonths,
    maxTenureMonths: drawn.minTenureMonths + drawn.tenureSpread,
  }));

describe("a loan's 'from' EIR against the loan calculator", () => {
  it(
    'is the lowest EIR the calculator shows over every whole amount and tenure it lends',
    { timeout: 30000 },
    () => {
      fc.assert(
        fc.property(loanTerms, (terms) => {
          const every = calculatorEirs(
            terms,
            range(terms.minAmount ?? 1, terms.maxAmount ?? 1),
            range(terms.minTenureMonths ?? 1, terms.maxTenureMonths ?? 1),
          );
          const lowest = loanFromEir(terms);
          if (every.length === 0) {
            expect(lowest).toBeUndefined();
            return;
          }
          const least = Math.min(...every.map((each) => each.eir));
          expect(lowest?.eir).toBeCloseTo(least, 8);
          // The amount and tenure it names give that EIR in the calculator.
          const named = every.find(
            (each) => each.amount === lowest?.amount && each.tenureMonths === lowest.tenureMonths,
          );
          expect(named?.eir).toBeCloseTo(least, 8);
        }),
        { numRuns: 25 },
      );
    },
  );

  it('is shown to the hundredth, as the calculator shows the EIR of its cheapest loan', () => {
    // DBS's 3.88% flat, 0.6% fee: every S$500 from S$500 to S$200,000, every tenure of 12 to 60.
    const terms: LoanTerms = {
      flatRate: 3.88,
      processingFee: { percent: 0.6 },
      minAmount: 500,
      maxAmount: 200000,
      minTenureMonths: 12,
      maxTenureMonths: 60,
    };
    const every = calculatorEirs(
      terms,
      range(1, 400).map((step) => step * 500),
      range(12, 60),
    );
    const least = Math.min(...every.map((each) => each.eir));
    expect(loanHeadline(terms)?.figure.value).toBe(Number(least.toFixed(2)));
  });
});
