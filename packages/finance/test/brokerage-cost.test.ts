import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFERENCE_FX_SGD, type InvestmentTerms, type Market } from '@sg-finance/contract';
import {
  brokerageCost,
  brokerageWorking,
  rankBrokers,
  type MarketTrading,
  type TradingProfile,
} from '../src/index.js';

/** moomoo-style: SGX by percent with minimums and SGX fees, US per share in US$, 9% GST. */
const perShareBroker: InvestmentTerms = {
  commission: [
    {
      market: 'SG',
      percent: 0.03,
      minimum: 0.99,
      platformFee: { percent: 0.03, minimum: 1.5 },
      exchangeFeePercent: 0.0075,
      clearingFeePercent: 0.0325,
    },
    {
      market: 'US',
      currency: 'USD',
      perShare: 0.0049,
      minimum: 0.99,
      platformFee: { perShare: 0.005, minimum: 1 },
    },
  ],
  gst: { percent: 9, on: ['commission', 'platformFee', 'exchangeFee', 'clearingFee'] },
  custodyFeeMonthly: 0,
};

/** A bank broker of older records: percent with an S$ minimum on every market. */
const bankBroker: InvestmentTerms = {
  commission: [
    { market: 'SG', percent: 0.08, minimum: 10 },
    { market: 'US', percent: 0.1, minimum: 1, fixed: 0.5 },
  ],
  custodyFeeMonthly: 2,
};

const none: MarketTrading = { tradesPerMonth: 0, shares: 0, price: 0 };
const profileOf = (trading: Partial<Record<Market, MarketTrading>>): TradingProfile => ({
  markets: { SG: none, US: none, HK: none, ...trading },
  fxSGD: REFERENCE_FX_SGD,
});

describe('brokerage cost', () => {
  it('works a per-share US trade with FX, platform fee and GST into a year', () => {
    // 100 shares at US$150 = US$15,000, 2 trades a month = 24 a year.
    // Commission 100 × US$0.0049 = US$0.49, below the US$0.99 minimum: US$0.99.
    // Platform fee 100 × US$0.005 = US$0.50, below the US$1 minimum: US$1.00.
    // GST 9% × (0.99 + 1.00) = US$0.1791. One trade US$2.1691 × 1.35 = S$2.928285.
    // A year: 24 × 2.928285 = S$70.27884; no custody fee.
    const profile = profileOf({ US: { tradesPerMonth: 2, shares: 100, price: 150 } });
    const cost = brokerageCost(perShareBroker, profile)!;
    expect(cost.byMarket.US!.perTrade.total).toBeCloseTo(2.1691, 10);
    expect(cost.byMarket.US!.tradesPerYear).toBe(24);
    expect(cost.yearlySGD).toBeCloseTo(70.27884, 8);
    expect(brokerageWorking(perShareBroker, profile, cost)).toEqual([
      { text: 'United States: one trade of 100 shares at US$150 = US$15,000.00' },
      {
        text: 'Commission: 100 × US$0.0049 = US$0.49, at least US$0.99',
        amount: 'US$0.99',
      },
      { text: 'Platform fee: 100 × US$0.005 = US$0.50, at least US$1.00', amount: 'US$1.00' },
      {
        text: 'GST 9% on the commission and platform fee',
        amount: 'US$0.18',
      },
      { text: 'One trade', amount: 'US$2.17' },
      { text: 'One trade in S$ at US$1 = S$1.35', amount: 'S$2.93' },
      { text: '24 trades a year on United States', amount: 'S$70.28' },
      { text: 'Custody fee: S$0.00 a month × 12', amount: 'S$0.00' },
    ]);
  });

  it('adds SGX trading and clearing fees and GST on every fee of an SGX trade', () => {
    // 5,000 shares at S$1.20 = S$6,000. Commission 0.03% = 1.80 (above 0.99).
    // Platform 0.03% = 1.80 (above 1.50). Trading 0.0075% = 0.45. Clearing 0.0325% = 1.95.
    // GST 9% × 6.00 = 0.54. One trade S$6.54; 3 a month = 36 a year: S$235.44.
    const cost = brokerageCost(
      perShareBroker,
      profileOf({ SG: { tradesPerMonth: 3, shares: 5000, price: 1.2 } }),
    )!;
    expect(cost.byMarket.SG!.perTrade.totalSGD).toBeCloseTo(6.54, 10);
    expect(cost.yearlySGD).toBeCloseTo(235.44, 8);
    const profile = profileOf({ SG: { tradesPerMonth: 3, shares: 5000, price: 1.2 } });
    expect(brokerageWorking(perShareBroker, profile, cost).slice(0, 8)).toEqual([
      { text: 'Singapore (SGX): one trade of 5,000 shares at S$1.20 = S$6,000.00' },
      { text: 'Commission: 0.03% of S$6,000.00 = S$1.80, at least S$0.99', amount: 'S$1.80' },
      { text: 'Platform fee: 0.03% of S$6,000.00 = S$1.80, at least S$1.50', amount: 'S$1.80' },
      { text: 'Exchange trading fee: 0.0075% of S$6,000.00', amount: 'S$0.45' },
      { text: 'Clearing fee: 0.0325% of S$6,000.00', amount: 'S$1.95' },
      {
        text: 'GST 9% on the commission, platform fee, trading fee and clearing fee',
        amount: 'S$0.54',
      },
      { text: 'One trade', amount: 'S$6.54' },
      { text: '36 trades a year on Singapore (SGX)', amount: 'S$235.44' },
    ]);
  });

  it('adds commissions a year on each market, with minimums, and the custody fee', () => {
    // SG: 2,500 shares at S$2 = S$5,000; 0.08% = 4, below the 10 minimum: 2 × 12 × 10 = 240.
    // US: 10 shares at US$370.37 ≈ US$3,703.70 = S$5,000 at 1.35; 0.1% = 5, plus 0.5: 12 × 5.5
    // = 66. Custody 2 × 12 = 24. Total 330.
    const cost = brokerageCost(
      bankBroker,
      profileOf({
        SG: { tradesPerMonth: 2, shares: 2500, price: 2 },
        US: { tradesPerMonth: 1, shares: 10, price: 5000 / 1.35 / 10 },
      }),
    )!;
    expect(cost.byMarket.SG!.yearlySGD).toBeCloseTo(240, 8);
    expect(cost.byMarket.US!.yearlySGD).toBeCloseTo(66, 8);
    expect(cost.custodySGD).toBe(24);
    expect(cost.yearlySGD).toBeCloseTo(330, 8);
  });

  it('leaves out brokers without a market traded on, and ranks the rest by cost', () => {
    const cheapSg: InvestmentTerms = { commission: [{ market: 'SG', percent: 0.05 }] };
    // 1,000 shares at S$1 = S$1,000 once a month. cheap-sg: 0.05% = 0.50 × 12 = 6.
    // sg-us: 0.08% = 0.80, below 10: 10 × 12 = 120, plus custody 24 = 144.
    const ranked = rankBrokers(
      [
        { slug: 'sg-us', terms: bankBroker },
        { slug: 'cheap-sg', terms: cheapSg },
        { slug: 'none' },
      ],
      profileOf({ SG: { tradesPerMonth: 1, shares: 1000, price: 1 } }),
    );
    expect(ranked.map((entry) => [entry.item.slug, entry.cost.yearlySGD])).toEqual([
      ['cheap-sg', expect.closeTo(6, 8)],
      ['sg-us', expect.closeTo(144, 8)],
    ]);
    expect(
      rankBrokers(
        [{ terms: cheapSg }],
        profileOf({ US: { tradesPerMonth: 1, shares: 1, price: 1 } }),
      ),
    ).toEqual([]);
  });

  const trading = fc.record({
    tradesPerMonth: fc.integer({ min: 0, max: 100 }),
    shares: fc.integer({ min: 0, max: 1_000_000 }),
    price: fc.double({ min: 0, max: 5000, noNaN: true, noDefaultInfinity: true }),
  });

  it('never costs less for more trades', () => {
    fc.assert(
      fc.property(trading, fc.integer({ min: 0, max: 100 }), (sg, more) => {
        for (const broker of [perShareBroker, bankBroker]) {
          const fewer = brokerageCost(broker, profileOf({ SG: sg }))!;
          const larger = brokerageCost(
            broker,
            profileOf({ SG: { ...sg, tradesPerMonth: sg.tradesPerMonth + more } }),
          )!;
          expect(larger.yearlySGD).toBeGreaterThanOrEqual(fewer.yearlySGD);
          expect(Number.isFinite(larger.yearlySGD)).toBe(true);
        }
      }),
    );
  });

  it('never charges a trade less for more shares, nor less than its minimums', () => {
    fc.assert(
      fc.property(trading, fc.integer({ min: 0, max: 1000 }), (us, more) => {
        const trade = { ...us, tradesPerMonth: 1 };
        const cost = brokerageCost(perShareBroker, profileOf({ US: trade }))!;
        const bigger = brokerageCost(
          perShareBroker,
          profileOf({ US: { ...trade, shares: trade.shares + more } }),
        )!;
        expect(bigger.yearlySGD).toBeGreaterThanOrEqual(cost.yearlySGD - 1e-9);
        // The minimums with GST: (0.99 + 1.00) × 1.09 = US$2.1691 a trade.
        expect(cost.byMarket.US!.perTrade.total).toBeGreaterThanOrEqual(2.1691 - 1e-9);
      }),
    );
  });
});
