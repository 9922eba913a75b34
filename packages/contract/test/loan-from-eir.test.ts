import { describe, expect, it } from 'vitest';
import { loanFromEir, loanHeadline, loanRepayment, type LoanTerms } from '../src/index.js';

/** What `months` instalments of `payment` are worth today at a monthly rate. */
const presentValue = (payment: number, months: number, monthlyRate: number) =>
  (payment * (1 - Math.pow(1 + monthlyRate, -months))) / monthlyRate;

describe("a loan's 'from' EIR: the lowest over every amount and tenure it lends", () => {
  it('is a flat rate without a fee over one month rather than two', () => {
    // 6% flat, 1 or 2 months. One month: S$1,000 + S$5 interest repaid at once, 0.5% a month,
    // EIR 12 × 0.5% = 6%. Two months: S$10 interest, 2 × S$505 worth S$1,000 at 0.666% a
    // month, EIR 7.99%. The EIR is the same at every amount (no fee): the smallest, S$1, is named
    // by leaving it out.
    const terms: LoanTerms = { flatRate: 6, minTenureMonths: 1, maxTenureMonths: 2 };
    const twoMonths = loanRepayment(terms, 1000, 2);
    expect(presentValue(505, 2, twoMonths.eir / 1200)).toBeCloseTo(1000, 6);
    expect(twoMonths.eir).toBeCloseTo(7.99, 2);
    expect(loanFromEir(terms)).toMatchObject({ amount: 1, tenureMonths: 1 });
    expect(loanFromEir(terms)?.eir).toBeCloseTo(6, 9);
    expect(loanHeadline(terms)).toEqual({
      figure: { value: 6, unit: 'percent/year' },
      qualifier: 'from',
      condition: 'EIR (6% flat) over 1 month',
    });
  });

  it('names the smallest amount from which a fee’s minimum stops weighing more', () => {
    // 12% on the reducing balance over 12 months, a 1% fee of at least S$100, S$5,000 to
    // S$20,000. S$5,000 pays S$100 (2%); from S$10,000 the fee is 1%, the least share it takes.
    // S$10,000: instalment 10,000 × 1% / (1 − 1.01^−12) = S$888.49, and S$9,900 is paid out:
    // 12 × 888.49 are worth 9,900 at 1.1594% a month, EIR 13.91%.
    const terms: LoanTerms = {
      reducingRate: 12,
      processingFee: { percent: 1, minimum: 100 },
      minAmount: 5000,
      maxAmount: 20000,
      minTenureMonths: 12,
      maxTenureMonths: 12,
    };
    const lowest = loanFromEir(terms);
    expect(lowest).toMatchObject({ amount: 10000, tenureMonths: 12 });
    expect(presentValue(888.4878867834, 12, (lowest?.eir ?? 0) / 1200)).toBeCloseTo(9900, 4);
    expect(lowest?.eir).toBeCloseTo(13.91, 2);
    expect(loanRepayment(terms, 5000, 12).eir).toBeCloseTo(15.85, 2);
    expect(loanHeadline(terms)?.condition).toBe(
      'EIR (12% on the reducing balance) on S$10,000 over 12 months',
    );
  });

  it('takes a band’s lower rate where it starts', () => {
    // 4% flat, 3% from S$30,000, no fee, 12 to 24 months. S$30,000 over 12 months: S$900
    // interest, 12 × S$2,575 worth S$30,000 at 0.4577% a month, EIR 5.49%; S$29,999 pays 4%
    // (EIR 7.30%).
    const terms: LoanTerms = {
      flatRate: 4,
      rateBands: [{ minAmount: 30000, rate: 3 }],
      minAmount: 1000,
      maxAmount: 50000,
      minTenureMonths: 12,
      maxTenureMonths: 24,
    };
    const lowest = loanFromEir(terms);
    expect(lowest).toMatchObject({ amount: 30000, tenureMonths: 12, rate: { rate: 3 } });
    expect(presentValue(2575, 12, (lowest?.eir ?? 0) / 1200)).toBeCloseTo(30000, 4);
    expect(loanHeadline(terms)).toEqual({
      figure: { value: 5.49, unit: 'percent/year' },
      qualifier: 'from',
      condition: 'EIR (3% flat) on S$30,000 over 12 months',
    });
    expect(loanRepayment(terms, 29999, 12).eir).toBeCloseTo(7.3, 2);
  });

  it('is lower than the EIR the bank quotes for one amount and tenure', () => {
    // DBS's 3.88% flat with a 0.6% fee: 7.88% on S$10,000 over 24 months as quoted, 7.70% on
    // S$20,000 over 36 months, and 7.46% over 60 months, the longest (the fee spread thinnest).
    const terms: LoanTerms = {
      flatRate: 3.88,
      eir: 7.88,
      processingFee: { percent: 0.6 },
      minAmount: 500,
      maxAmount: 200000,
      minTenureMonths: 12,
      maxTenureMonths: 60,
    };
    expect(loanRepayment(terms, 10000, 24).eir).toBeCloseTo(7.88, 2);
    expect(loanRepayment(terms, 20000, 36).eir).toBeCloseTo(7.7, 2);
    expect(loanHeadline(terms)).toEqual({
      figure: { value: 7.46, unit: 'percent/year' },
      qualifier: 'from',
      condition: 'EIR (3.88% flat) over 60 months',
    });
  });

  it('is undefined when the loan lends nothing it gives a rate for', () => {
    expect(loanFromEir({ eir: 6 })).toBeUndefined();
    expect(loanFromEir({ flatRate: 3, minAmount: 100, processingFee: { percent: 100 } })).toBe(
      undefined,
    );
  });
});
