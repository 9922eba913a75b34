import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InvestmentTerms } from '@sg-finance/contract';
import { brokerageCost, rankBrokers } from '../src/index.js';

const broker: InvestmentTerms = {
  commission: [
    { market: 'SG', percent: 0.08, minimum: 10 },
    { market: 'US', percent: 0.1, minimum: 1, fixed: 0.5 },
  ],
  custodyFeeMonthly: 2,
};

describe('brokerage cost', () => {
  it('adds commissions a year on each market, with minimums, and the custody fee', () => {
    // SG: 0.08% of 5,000 is 4, below the 10 minimum: 2 trades × 10 × 12 = 240.
    // US: 0.1% of 5,000 is 5, plus 0.5: 1 trade × 5.5 × 12 = 66. Custody 24.
    const cost = brokerageCost(broker, {
      tradesPerMonth: { SG: 2, US: 1, HK: 0 },
      tradeSizeSGD: 5000,
    });
    expect(cost).toEqual({ yearlySGD: 330, commissionSGD: { SG: 240, US: 66 }, custodySGD: 24 });
  });

  it('leaves out brokers without a market traded on, and ranks the rest by cost', () => {
    const ranked = rankBrokers(
      [
        { slug: 'sg-us', terms: broker },
        { slug: 'cheap-sg', terms: { commission: [{ market: 'SG' as const, percent: 0.05 }] } },
        { slug: 'none' },
      ],
      { tradesPerMonth: { SG: 1, US: 0, HK: 0 }, tradeSizeSGD: 1000 },
    );
    expect(ranked.map((entry) => [entry.item.slug, entry.cost.yearlySGD])).toEqual([
      ['cheap-sg', 6],
      ['sg-us', 144],
    ]);
    expect(
      rankBrokers([{ terms: { commission: [{ market: 'SG' as const, percent: 0.05 }] } }], {
        tradesPerMonth: { SG: 0, US: 1, HK: 0 },
        tradeSizeSGD: 1000,
      }),
    ).toEqual([]);
  });

  it('never costs less for more trades', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true }),
        (trades, more, size) => {
          const profile = (sg: number) => ({
            tradesPerMonth: { SG: sg, US: 0, HK: 0 },
            tradeSizeSGD: size,
          });
          const fewer = brokerageCost(broker, profile(trades))!;
          const larger = brokerageCost(broker, profile(trades + more))!;
          expect(larger.yearlySGD).toBeGreaterThanOrEqual(fewer.yearlySGD);
          expect(Number.isFinite(larger.yearlySGD)).toBe(true);
        },
      ),
    );
  });
});
