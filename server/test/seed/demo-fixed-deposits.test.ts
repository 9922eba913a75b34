import { fixedDepositHeadline, type FixedDepositTerms } from '@sg-finance/contract';
import { depositInterest } from '@sg-finance/finance';
import { describe, expect, it } from 'vitest';
import { demoFixedDeposits } from '../../src/seed/data/fixed-deposits.js';

const terms = (slug: string) =>
  demoFixedDeposits.find((demo) => demo.slug === slug)!.terms as FixedDepositTerms;

describe('the demo fixed deposits', () => {
  it.each(demoFixedDeposits.map((demo) => [demo.slug, demo] as const))(
    '%s names the page its figures come from and the day they stood',
    (_, demo) => {
      const { source } = demo.terms as FixedDepositTerms;
      expect(source?.url).toMatch(/^https:\/\//);
      expect(source?.verifiedAt).toMatch(/^202[5-6]-\d{2}-\d{2}$/);
    },
  );

  it('pay what their sources table, worked by hand', () => {
    // DBS from 19 November 2025: 10,000 × 1% × 12/12 = 100.00; 10,000 × 0.8% × 6/12 = 40.00.
    expect(depositInterest(terms('dbs-singapore-dollar-fixed-deposit'), 10_000, 12)).toMatchObject({
      interestSGD: 100,
    });
    expect(depositInterest(terms('dbs-singapore-dollar-fixed-deposit'), 10_000, 6)).toMatchObject({
      interestSGD: 40,
    });
    // Maybank's bundle, 1 January 2025: 20,000 × 3.05% × 6/12 = 305.00.
    expect(
      depositInterest(terms('maybank-singapore-dollar-time-deposit'), 20_000, 6),
    ).toMatchObject({ interestSGD: 305 });
    expect(fixedDepositHeadline(terms('dbs-singapore-dollar-fixed-deposit'))).toMatchObject({
      figure: { value: 1 },
      condition: 'for 8 months, from S$1,000',
    });
  });
});
