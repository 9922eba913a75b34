import { describe, expect, it } from 'vitest';
import {
  investmentHeadline,
  investmentTermsSchema,
  listingKindByKey,
  tradeFees,
  typicalTradeCostSGD,
  type InvestmentTerms,
} from '../src/index.js';

/** moomoo-style figures: SGX by percent with minimums, US per share in US$, SGX fees, 9% GST. */
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
};

describe('the fees of one trade', () => {
  it('adds commission, platform, SGX trading and clearing fees and GST on them', () => {
    // 1,000 shares at S$2 = S$2,000. Commission 0.03% = 0.60, below the 0.99 minimum: 0.99.
    // Platform 0.03% = 0.60, below 1.50: 1.50. Trading 0.0075% = 0.15. Clearing 0.0325% = 0.65.
    // GST 9% of (0.99 + 1.50 + 0.15 + 0.65 = 3.29) = 0.2961. Total 3.5861.
    const fees = tradeFees(perShareBroker, 'SG', { shares: 1000, price: 2 })!;
    expect(fees.commission).toBeCloseTo(0.99, 10);
    expect(fees.platformFee).toBeCloseTo(1.5, 10);
    expect(fees.exchangeFee).toBeCloseTo(0.15, 10);
    expect(fees.clearingFee).toBeCloseTo(0.65, 10);
    expect(fees.gst).toBeCloseTo(0.2961, 10);
    expect(fees.totalSGD).toBeCloseTo(3.5861, 10);
  });

  it('prices a US trade per share in US$ and converts the total at the stated rate', () => {
    // 100 shares at US$150 = US$15,000. Commission 100 × 0.0049 = 0.49, below 0.99: 0.99.
    // Platform 100 × 0.005 = 0.50, below 1.00: 1.00. GST 9% of 1.99 = 0.1791. Total US$2.1691,
    // at US$1 = S$1.35: S$2.928285.
    const fees = tradeFees(
      perShareBroker,
      'US',
      { shares: 100, price: 150 },
      {
        SGD: 1,
        USD: 1.35,
        HKD: 0.17,
      },
    )!;
    expect(fees.currency).toBe('USD');
    expect(fees.value).toBe(15_000);
    expect(fees.total).toBeCloseTo(2.1691, 10);
    expect(fees.totalSGD).toBeCloseTo(2.928285, 10);
    // 1,000 shares: commission 4.90 and platform 5.00 pass their minimums; GST 9% of 9.90 = 0.891.
    // US$10.791 × 1.35 = S$14.56785.
    expect(tradeFees(perShareBroker, 'US', { shares: 1000, price: 15 })!.totalSGD).toBeCloseTo(
      14.56785,
      10,
    );
  });

  it('charges a trade by the tier of its size', () => {
    const tiered: InvestmentTerms = {
      commission: [
        {
          market: 'SG',
          percent: 0.28,
          minimum: 25,
          tiers: [
            { fromTradeValue: 100_000, percent: 0.18 },
            { fromTradeValue: 50_000, percent: 0.22 },
          ],
        },
      ],
    };
    // S$5,000 × 0.28% = 14, below the S$25 minimum: 25.
    expect(tradeFees(tiered, 'SG', { shares: 5000, price: 1 })!.commission).toBeCloseTo(25, 10);
    // S$49,999 × 0.28% = 139.9972: below the first tier.
    expect(tradeFees(tiered, 'SG', { shares: 49_999, price: 1 })!.commission).toBeCloseTo(
      139.9972,
      10,
    );
    // S$50,000 reaches the 0.22% tier: 110; S$100,000 the 0.18% tier: 180.
    expect(tradeFees(tiered, 'SG', { shares: 50_000, price: 1 })!.commission).toBeCloseTo(110, 10);
    expect(tradeFees(tiered, 'SG', { shares: 100_000, price: 1 })!.commission).toBeCloseTo(180, 10);
  });

  it('reads an S$ row of a US market on the S$ value of the trade, as older records are', () => {
    const older: InvestmentTerms = {
      commission: [{ market: 'US', percent: 0.1, minimum: 10, fixed: 1 }],
    };
    // 10 shares at US$150 = US$1,500 = S$2,025 at 1.35. 0.1% = 2.025, below 10: 10, plus 1.
    expect(tradeFees(older, 'US', { shares: 10, price: 150 })!.totalSGD).toBeCloseTo(11, 10);
    expect(tradeFees(older, 'SG', { shares: 10, price: 150 })).toBeUndefined();
  });

  it('charges GST only on the fees named, each once', () => {
    const terms: InvestmentTerms = {
      commission: [{ market: 'SG', percent: 0.1, clearingFeePercent: 0.0325 }],
      gst: { percent: 9, on: ['commission', 'commission'] },
    };
    // S$10,000: commission 10, clearing 3.25; GST 9% of the commission only: 0.90. Total 14.15.
    expect(tradeFees(terms, 'SG', { shares: 10_000, price: 1 })!.totalSGD).toBeCloseTo(14.15, 10);
  });
});

describe('the broker headline and sorts', () => {
  it('leads with the cheapest typical trade, every charge included', () => {
    // SGX typical trade (1,000 at S$2): S$3.5861 as above. US typical trade (10 at US$150):
    // 0.049 → 0.99, 0.05 → 1.00, GST 0.1791, US$2.1691 × 1.35 = S$2.928285, the cheaper.
    expect(investmentHeadline(perShareBroker)).toEqual({
      figure: { value: 2.93, unit: 'SGD' },
      qualifier: 'from',
      condition: 'for 10 US shares at US$150 (US$1 = S$1.35), all charges included',
    });
    expect(typicalTradeCostSGD(perShareBroker, 'SG')).toBeCloseTo(3.5861, 10);
    expect(listingKindByKey('investment').headline).toBe(investmentHeadline);
    expect(investmentHeadline({ custodyFeeMonthly: 0 })).toBeUndefined();
    // A Hong Kong trade leads only a broker of Hong Kong alone: 500 shares at HK$24 = HK$12,000;
    // 0.03% = HK$3.60 plus HK$15 = HK$18.60, at HK$1 = S$0.17: S$3.162.
    const hongKong: InvestmentTerms = {
      commission: [{ market: 'HK', currency: 'HKD', percent: 0.03, minimum: 3, fixed: 15 }],
    };
    expect(investmentHeadline(hongKong)).toEqual({
      figure: { value: 3.16, unit: 'SGD' },
      qualifier: 'from',
      condition: 'for 500 Hong Kong shares at HK$24 (HK$1 = S$0.17), before stamp duty and levies',
    });
    expect(
      investmentHeadline({ commission: [...perShareBroker.commission!, ...hongKong.commission!] })
        ?.condition,
    ).toMatch(/^for 10 US shares/);
  });

  it('sorts and compares by the typical trade', () => {
    const kind = listingKindByKey('investment');
    const sgSort = kind.termSorts.find((sort) => sort.name === 'commissionSG')!;
    expect(sgSort.value(perShareBroker)).toBeCloseTo(3.5861, 10);
    const usField = kind.termFields.find((field) => field.key === 'commission.US')!;
    expect(usField.value(perShareBroker)).toEqual({
      value: expect.closeTo(2.928285, 10),
      unit: 'SGD',
    });
  });

  it('filters brokers by market', () => {
    expect(listingKindByKey('investment').termFilters).toEqual([
      { name: 'market', kind: 'equals', term: 'commission.market', values: ['SG', 'US', 'HK'] },
    ]);
  });
});

describe('the broker terms schema', () => {
  it('accepts the new fields and the older records alike', () => {
    expect(investmentTermsSchema.parse(perShareBroker)).toEqual(perShareBroker);
    const older = { commission: [{ market: 'SG', percent: 0.08, minimum: 10, fixed: 0.5 }] };
    expect(investmentTermsSchema.parse(older)).toEqual(older);
  });

  it.each([
    [
      { commission: [{ market: 'US', currency: 'JPY' }] },
      'commission.0.currency: must be one of SGD, USD, HKD',
    ],
    [{ gst: { percent: 9, on: [] } }, 'gst.on: must name at least one fee'],
    [
      { gst: { percent: 9, on: ['custody'] } },
      'gst.on.0: must be one of commission, platformFee, exchangeFee, clearingFee',
    ],
    [
      { commission: [{ market: 'SG', platformFee: { perShare: -1 } }] },
      'commission.0.platformFee.perShare: must not be negative',
    ],
    [
      {
        commission: [
          {
            market: 'SG',
            tiers: [
              { fromTradeValue: 50_000, percent: 0.2 },
              { fromTradeValue: 50_000, percent: 0.1 },
            ],
          },
        ],
      },
      'commission.0.tiers: must give each fromTradeValue once',
    ],
  ])('refuses %j with a message naming the field', (terms, message) => {
    const issue = investmentTermsSchema.safeParse(terms).error?.issues[0];
    expect(issue && `${issue.path.join('.')}: ${issue.message}`).toBe(message);
  });
});
