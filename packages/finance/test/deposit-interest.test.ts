import {
  depositRateLines,
  fixedDepositHeadline,
  sdicLine,
  sdicOverLimitWarning,
  type FixedDepositTerms,
} from '@sg-finance/contract';
import { describe, expect, it } from 'vitest';
import { depositInterest, noDepositReason, rankDeposits } from '../src/index.js';

/** A deposit banded by amount: S$1,000 to S$19,999 and from S$20,000. */
const banded: FixedDepositTerms = {
  minDeposit: 1000,
  rates: [
    { tenureMonths: 6, rate: 2.15, amountFrom: 1000, amountUpTo: 19_999 },
    { tenureMonths: 12, rate: 2.45, amountFrom: 1000, amountUpTo: 19_999 },
    { tenureMonths: 12, rate: 2.6, amountFrom: 20_000 },
  ],
};

const promo: FixedDepositTerms = {
  minDeposit: 10_000,
  maxDeposit: 500_000,
  rates: [
    { tenureMonths: 3, rate: 2.65 },
    { tenureMonths: 6, rate: 2.7 },
    { tenureMonths: 9, rate: 2.55 },
  ],
};

describe('a fixed deposit’s interest (simple, paid at maturity)', () => {
  it('is amount × rate × months/12, by hand to the cent', () => {
    // 10,000 × 2.70% = 270.00 a year; half of it for 6 months: 135.00.
    expect(depositInterest(promo, 10_000, 6)).toEqual({
      rate: 2.7,
      interestSGD: 135,
      maturitySGD: 10_135,
      working: 'S$10,000.00 × 2.7% × 6/12 = S$135.00, paid at maturity',
    });
    // 12,345 × 2.55% = 314.7975 a year; × 9/12 = 236.098125, to the cent 236.10.
    expect(depositInterest(promo, 12_345, 9)).toMatchObject({
      interestSGD: 236.1,
      maturitySGD: 12_581.1,
    });
    // 10,000 × 2.65% × 3/12 = 66.25.
    expect(depositInterest(promo, 10_000, 3)).toMatchObject({ interestSGD: 66.25 });
  });

  it('takes the rate of the amount’s band', () => {
    // 15,000 × 2.45% = 367.50 for 12 months; 20,000 × 2.60% = 520.00.
    expect(depositInterest(banded, 15_000, 12)).toMatchObject({ rate: 2.45, interestSGD: 367.5 });
    expect(depositInterest(banded, 20_000, 12)).toMatchObject({ rate: 2.6, interestSGD: 520 });
  });

  it('says why a deposit does not take the amount or the tenure', () => {
    expect(depositInterest(promo, 9_999, 6)).toEqual({ reason: 'Takes at least S$10,000' });
    expect(depositInterest(promo, 600_000, 6)).toEqual({ reason: 'Takes at most S$500,000' });
    expect(depositInterest(promo, 10_000, 12)).toEqual({
      reason: 'No 12 months rate: offers 3, 6 and 9 months',
    });
    expect(depositInterest(banded, 20_000, 6)).toEqual({
      reason: 'No 6 months rate for S$20,000',
    });
    expect(depositInterest({}, 20_000, 6)).toEqual({ reason: 'Gives no rates' });
  });

  it('ranks the deposits that take the amount by interest, and lists the others with reasons', () => {
    const items = [
      { title: 'Banded', terms: banded },
      { title: 'Promo', terms: promo },
      { title: 'No terms' },
    ];
    // At 20,000 for 6 months: Promo 20,000 × 2.70% × 6/12 = 270.00; Banded has no 6-month rate
    // from S$20,000.
    const { ranked, refused } = rankDeposits(items, 20_000, 6);
    expect(ranked.map(({ item, interest }) => [item.title, interest.interestSGD])).toEqual([
      ['Promo', 270],
    ]);
    expect(refused.map(({ item, reason }) => [item.title, reason])).toEqual([
      ['Banded', 'No 6 months rate for S$20,000'],
    ]);
  });
});

describe('a fixed deposit’s terms in words', () => {
  it('leads with its best rate and the tenure of it', () => {
    expect(fixedDepositHeadline(promo)).toEqual({
      figure: { value: 2.7, unit: 'percent/year' },
      qualifier: 'up to',
      condition: 'for 6 months',
    });
    expect(fixedDepositHeadline(banded)).toMatchObject({
      condition: 'for 12 months, from S$20,000',
    });
    expect(fixedDepositHeadline({})).toBeUndefined();
  });

  it('lists its rates by tenure and band', () => {
    expect(depositRateLines(banded)).toEqual([
      '6 months: 2.15% a year (S$1,000 to S$19,999)',
      '12 months: 2.45% a year (S$1,000 to S$19,999)',
      '12 months: 2.6% a year (from S$20,000)',
    ]);
  });
});

describe('deposit insurance', () => {
  it('says in plain words whether SDIC insures a product', () => {
    expect(sdicLine(true)).toBe('Insured by SDIC up to S$100,000 per depositor per bank');
    expect(sdicLine(false)).toBe('Not insured by SDIC');
  });

  it('warns only over S$100,000 in one bank, with the part not insured', () => {
    expect(sdicOverLimitWarning(100_000)).toBeUndefined();
    expect(sdicOverLimitWarning(150_000)).toBe(
      'S$150,000 in one bank is over the S$100,000 SDIC insures per depositor per bank: S$50,000 would not be insured.',
    );
  });
});

describe('when no deposit takes the amount for the tenure', () => {
  it('names a tenure none offers, with the tenures offered', () => {
    expect(noDepositReason([banded, promo], 10_000, 7)).toBe(
      'No fixed deposit offers 7 months: they offer 3, 6, 9 and 12 months.',
    );
  });

  it('names an amount under every minimum, with the least any takes', () => {
    // Banded takes from S$1,000 (its minimum and its lowest band); Promo from S$10,000.
    expect(noDepositReason([banded, promo], 500, 6)).toBe(
      'No fixed deposit takes S$500: the least one takes is S$1,000.',
    );
  });

  it('says neither alone when the tenure and the amount are each taken, but not together', () => {
    // 6 months is offered, and 600,000 is over Promo's maximum and outside Banded's 6-month band.
    expect(noDepositReason([banded, promo], 600_000, 6)).toBe(
      'No fixed deposit offers 6 months for S$600,000.',
    );
    expect(noDepositReason([{}], 600_000, 6)).toBeUndefined();
  });
});
