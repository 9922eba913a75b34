import { loanRates, savingHeadline } from '@sg-finance/contract';
import { loanCost, savingInterest } from '@sg-finance/finance';
import { describe, expect, it } from 'vitest';
import { quotedRequest } from '../../src/seed/data/demo-loan.js';
import { demoLoans } from '../../src/seed/data/loans.js';
import { demoSavings } from '../../src/seed/data/savings.js';

const loans = demoLoans.map((demo) => [demo.slug, demo] as const);
const savings = demoSavings.map((demo) => [demo.slug, demo] as const);

describe('the demo loans', () => {
  it.each(loans)(
    '%s quotes an EIR the calculator comes within 1.5 points of, for the loan it is quoted on',
    (_, demo) => {
      // Banks fold fees and conventions into their quoted EIR that the sources do not give
      // (Standard Chartered's 7.99% with no fee): the demo keeps the source's figure.
      const terms = demo.terms as Parameters<typeof loanRates>[0];
      const rates = loanRates(terms);
      expect(rates.length).toBeGreaterThan(0);
      for (const rate of rates) {
        const { amount, tenureMonths } = quotedRequest(terms, rate);
        const cost = loanCost(terms, amount, tenureMonths);
        expect(cost.rate, `${demo.slug} at ${amount}`).toBe(rate.rate);
        expect(Math.abs(cost.eir - (rate.eir ?? cost.eir)), demo.slug).toBeLessThan(1.5);
      }
    },
  );

  it('are seeded through their 2020 rates, then those of 2022', () => {
    for (const demo of demoLoans) {
      expect(
        demo.earlier?.map((state) => state.since),
        demo.slug,
      ).toEqual(['2020-02-01']);
      expect(demo.since, demo.slug).toBe('2022-01-01');
    }
    const hsbc = demoLoans.find((demo) => demo.slug === 'hsbc-personal-loan')!;
    expect((hsbc.earlier?.[0]?.listing.terms as { flatRate: number }).flatRate).toBe(3.7);
    expect((hsbc.terms as { flatRate: number }).flatRate).toBe(3.2);
  });

  it('quote the advertised pairs of SG-FIGURES.md for S$10,000 over 2 years', () => {
    // HSBC 3.2% → 6%, DBS 3.88% → 7.9%, OCBC 5.43% → 11.47%, as AsiaOne quotes them.
    const termsOf = (slug: string) =>
      demoLoans.find((demo) => demo.slug === slug)!.terms as { flatRate: number; eir: number };
    expect(termsOf('hsbc-personal-loan')).toMatchObject({ flatRate: 3.2, eir: 6 });
    expect(termsOf('dbs-personal-loan')).toMatchObject({ flatRate: 3.88, eir: 7.9 });
    expect(termsOf('ocbc-extracash-loan')).toMatchObject({ flatRate: 5.43, eir: 11.47 });
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
