import { describe, expect, it } from 'vitest';
import type { FixedDepositTerms, SavingTerms } from '@sg-finance/contract';
import {
  depositOption,
  depositSource,
  insuredSplit,
  rankCash,
  savingsSource,
  ssbSource,
  tbillSource,
  type CashAsk,
  type CashProfile,
} from '../src/index.js';

const ask: CashAsk = { amount: 20000, horizonMonths: 12, mayLock: true };
const fresh = { freshFunds: true };

/** A promotion for fresh funds, S$10,000 to S$100,000, banded from S$50,000 for 12 months. */
const promotion: FixedDepositTerms = {
  rateType: 'promotional',
  fundsAccepted: 'freshOnly',
  minDeposit: 10000,
  maxDeposit: 100000,
  rates: [
    { tenureMonths: 6, rate: 2.7 },
    { tenureMonths: 12, rate: 2.4, amountUpTo: 49999 },
    { tenureMonths: 12, rate: 2.5, amountFrom: 50000 },
  ],
};
/** A board rate for any money, renewed at the same rate. */
const board: FixedDepositTerms = {
  rateType: 'board',
  fundsAccepted: 'any',
  minDeposit: 1000,
  rates: [
    { tenureMonths: 3, rate: 1 },
    { tenureMonths: 6, rate: 1.5 },
    { tenureMonths: 12, rate: 1.2 },
  ],
};
const deposit = (terms: FixedDepositTerms, category = 'Bank B') => ({
  title: terms.rateType === 'board' ? 'Board Deposit' : 'Promo Deposit',
  slug: terms.rateType === 'board' ? 'board-deposit' : 'promo-deposit',
  category,
  terms,
});

describe('fixed deposits for cash', () => {
  it('takes the tenure that fits the horizon and pays the most over it', () => {
    // 6 months: 20,000 × 2.7% × 6/12 = 270, once (a renewal is not fresh funds);
    // 12 months: 20,000 × 2.4% × 12/12 = 480. The 12 months pays more.
    const option = depositOption(ask, deposit(promotion), fresh);
    expect(option).toMatchObject({ kind: 'fixedDeposit', bank: 'Bank B', investedSGD: 20000 });
    expect(option?.interestSGD).toBe(480);
    expect(option?.lines).toEqual([
      'Placed S$20,000.00',
      '12 months: S$20,000.00 × 2.4% × 12/12 = S$480.00, paid at maturity',
    ]);
  });

  it('takes the rate of the amount’s band', () => {
    // 60,000 is in the band from 50,000: 60,000 × 2.5% × 12/12 = 1,500.
    expect(depositOption({ ...ask, amount: 60000 }, deposit(promotion), fresh)?.interestSGD).toBe(
      1500,
    );
  });

  it('counts a promotion once and says the months after maturity earn nothing here', () => {
    // Only the 6 months fits in 9: 20,000 × 2.7% × 6/12 = 270; 3 months are left.
    const option = depositOption({ ...ask, horizonMonths: 9 }, deposit(promotion), fresh);
    expect(option?.interestSGD).toBe(270);
    expect(option?.lines.at(-1)).toBe(
      'Counted once (a renewal is not fresh funds): the 3 months left earn nothing here',
    );
  });

  it('renews a board rate at the same rate for the whole tenures the horizon holds', () => {
    // 3 months: 20,000 × 1% × 3/12 = 50, × 4 = 200; 6 months: 20,000 × 1.5% × 6/12 = 150,
    // × 2 = 300; 12 months: 20,000 × 1.2% = 240. Two 6-month tenures pay the most.
    const option = depositOption(ask, deposit(board), fresh);
    expect(option?.interestSGD).toBe(300);
    expect(option?.lines.at(-1)).toBe(
      'Renewed at the same board rate: 2 tenures in 12 months, 2 × S$150.00 = S$300.00',
    );
    // In 8 months: 3 months twice = 100, or 6 months once = 150; 2 months are left.
    const eight = depositOption({ ...ask, horizonMonths: 8 }, deposit(board), fresh);
    expect(eight?.interestSGD).toBe(150);
    expect(eight?.lines.at(-1)).toBe('The 2 months left after the last maturity earn nothing here');
  });

  it('places at most the maximum and nothing under the minimum', () => {
    // 150,000 is over the 100,000 maximum: 100,000 × 2.5% × 12/12 = 2,500.
    const capped = depositOption({ ...ask, amount: 150000 }, deposit(promotion), fresh);
    expect(capped).toMatchObject({ investedSGD: 100000, interestSGD: 2500 });
    expect(capped?.lines[0]).toBe('Placed S$100,000.00, the most it takes');
    expect(depositOption({ ...ask, amount: 9999 }, deposit(promotion), fresh)).toBeUndefined();
  });

  it('offers none for money that is not fresh, may not be locked, or a horizon under every tenure', () => {
    expect(depositOption(ask, deposit(promotion), { freshFunds: false })).toBeUndefined();
    expect(depositOption(ask, deposit(board), { freshFunds: false })?.interestSGD).toBe(300);
    expect(depositOption({ ...ask, mayLock: false }, deposit(board), fresh)).toBeUndefined();
    expect(depositOption({ ...ask, horizonMonths: 5 }, deposit(promotion), fresh)).toBeUndefined();
  });
});

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
const bond = {
  issueCode: 'GX26120F',
  stepUpRates: [1.5, 1.6, 1.7, 1.8, 1.9, 2.0, 2.1, 2.2, 2.3, 2.4],
};
const sixMonths = { tenorMonths: 6 as const, cutOffYield: 1.5, auctionDate: '2026-11-13' };

describe('the four kinds ranked for one amount and horizon', () => {
  it('ranks a fixed deposit, a savings account, a Savings Bond and a T-bill on S$10,000 for 12 months', () => {
    const sources = [
      savingsSource([account], profile),
      depositSource([deposit(promotion)], fresh),
      tbillSource([sixMonths]),
      ssbSource(bond),
    ];
    // Promo Deposit 10,000 × 2.4% = 240; Salary Saver 10,000 × (0.05% + 2%) = 205;
    // Savings Bond 10,000 × 1.5% = 150; 6-month T-bill 2 × 10,000 × 1.5% × 182/365 = 149.59.
    const ranked = rankCash({ ...ask, amount: 10000 }, sources);
    expect(
      ranked.map((option) => [option.name, Math.round(option.interestSGD * 100) / 100]),
    ).toEqual([
      ['Promo Deposit', 240],
      ['Salary Saver', 205],
      ['Savings Bond GX26120F', 150],
      ['6-month T-bill', 149.59],
    ]);
  });

  it('keeps a bank’s savings account and fixed deposit together within S$100,000', () => {
    // On 150,000 for 12 months, every option at Bank A: Salary Saver 0.05% × 150,000 + 2% ×
    // 100,000 = 2,075; Promo Deposit 100,000 (its maximum) × 2.5% = 2,500; Savings Bond 1.5% ×
    // 150,000 = 2,250. The deposit takes Bank A's 100,000; the account finds no room at Bank A;
    // the Savings Bond takes the other 50,000: 750.
    const split = insuredSplit({ ...ask, amount: 150000 }, [
      savingsSource([account], profile),
      depositSource([deposit(promotion, 'Bank A')], fresh),
      ssbSource(bond),
    ]);
    expect(split.parts.map((part) => [part.name, part.investedSGD, part.interestSGD])).toEqual([
      ['Promo Deposit', 100000, 2500],
      ['Savings Bond GX26120F', 50000, 750],
    ]);
    expect(split.leftSGD).toBe(0);
  });
});
