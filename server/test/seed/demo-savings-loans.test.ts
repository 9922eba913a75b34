import { loanRates, savingHeadline } from '@sg-finance/contract';
import { loanCost, savingInterest } from '@sg-finance/finance';
import { describe, expect, it } from 'vitest';
import { quotedRequest } from '../../src/seed/data/demo-loan.js';
import { demoLoans } from '../../src/seed/data/loans.js';
import { demoSavings } from '../../src/seed/data/savings.js';

const loans = demoLoans.map((demo) => [demo.slug, demo] as const);
const savings = demoSavings.map((demo) => [demo.slug, demo] as const);

describe('the demo loans', () => {
  it.each(loans)('%s quotes the EIR the calculator works out for each of its rates', (_, demo) => {
    const terms = demo.terms as Parameters<typeof loanRates>[0];
    const rates = loanRates(terms);
    expect(rates.length).toBeGreaterThan(0);
    for (const rate of rates) {
      const { amount, tenureMonths } = quotedRequest(terms, rate);
      const cost = loanCost(terms, amount, tenureMonths);
      expect(cost.rate, `${demo.slug} at ${amount}`).toBe(rate.rate);
      expect(rate.eir, `${demo.slug} at ${amount}`).toBe(Number(cost.eir.toFixed(2)));
    }
  });

  it('hold flat-rate and reducing-balance loans, bands and both ways of charging the fee', () => {
    const terms = demoLoans.map((demo) => demo.terms as Parameters<typeof loanRates>[0]);
    expect(terms.filter((loan) => loan.reducingRate !== undefined).length).toBeGreaterThan(1);
    expect(terms.filter((loan) => loan.flatRate !== undefined).length).toBeGreaterThan(5);
    expect(terms.some((loan) => (loan.rateBands ?? []).length > 0)).toBe(true);
    expect(terms.some((loan) => loan.processingFee?.charged === 'added')).toBe(true);
  });

  it('quote the advertised pairs of SG-FIGURES.md for S$10,000 over 2 years', () => {
    // HSBC 3.2% → 6%, DBS 3.88% → 7.9%, OCBC 5.43% → 11.47%, as banks round them.
    const eirOf = (slug: string) =>
      (demoLoans.find((demo) => demo.slug === slug)!.terms as { eir: number }).eir;
    expect(eirOf('hsbc-personal-loan').toFixed(0)).toBe('6');
    expect(eirOf('dbs-personal-loan').toFixed(1)).toBe('7.9');
    expect(eirOf('ocbc-extracash-loan')).toBe(11.47);
  });
});

describe('the demo savings accounts', () => {
  const everything = {
    salary: 1e6,
    spend: 1e6,
    bills: 1e6,
    grow: 1e6,
    invest: true,
    insure: true,
  };

  it.each(savings)('%s pays its headline rate when every condition is met', (_, demo) => {
    const terms = demo.terms as Parameters<typeof savingHeadline>[0];
    const headline = savingHeadline(terms)!;
    const balance = Number(
      /S\$([\d,]+)$/.exec(headline.condition ?? '')?.[1]?.replaceAll(',', '') ?? 10000,
    );
    // Simple interest (not compounded) on the balance the headline names, as banks quote it.
    const interest = savingInterest(
      { ...terms, interestCredited: 'yearly' },
      { balance, ...everything },
    );
    expect(interest.effectiveRate.toFixed(2)).toBe(headline.figure.value.toFixed(2));
  });

  it('pay UOB One S$2,850 a year on S$150,000 with a salary and card spend, as its source works it out', () => {
    const uob = demoSavings.find((demo) => demo.slug === 'uob-one-account')!;
    const terms = {
      ...(uob.terms as Parameters<typeof savingHeadline>[0]),
      interestCredited: 'yearly' as const,
    };
    // From 1 December 2025: 75,000 × 1% + 50,000 × 2.5% + 25,000 × 3.4% = 750 + 1,250 + 850.
    const profile = {
      balance: 150000,
      salary: 1600,
      spend: 500,
      bills: 0,
      grow: 0,
      invest: false,
      insure: false,
    };
    expect(savingInterest(terms, profile).yearlySGD).toBeCloseTo(2850, 9);
    expect(savingHeadline(terms)?.figure.value).toBe(1.9);
    // Without the salary only the base: 150,000 × 0.05% = 75.
    expect(savingInterest(terms, { ...profile, salary: 0 }).yearlySGD).toBeCloseTo(75, 9);
  });
});
