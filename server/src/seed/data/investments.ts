import type { InvestmentTerms, TermSource } from '@sg-finance/contract';
import { investment } from './demo-builders.js';
import type { DemoListing } from './demo-listing.js';

const checkedBy = 'SG Finance Rewards editors';
const source = (url: string, verifiedAt: string): TermSource => ({
  url,
  verifiedAt,
  verifiedBy: checkedBy,
});

/** What every SGX trade pays SGX: 0.0075% trading and 0.0325% clearing fee. */
const sgxFees = { exchangeFeePercent: 0.0075, clearingFeePercent: 0.0325 } as const;

/** Singapore's 9% GST, charged by these brokers on every fee of a trade. */
const gstOnAll: InvestmentTerms['gst'] = {
  percent: 9,
  on: ['commission', 'platformFee', 'exchangeFee', 'clearingFee'],
};

/**
 * Brokers in the styles of Singapore's app brokers (per-share US pricing, platform fees beside the
 * commission), cash-plus and bank brokers (percentages with minimums, tiers by trade size) and
 * regular savings plans. Demonstration figures after the pages in `source`; tiers and detail lines
 * are written from the terms.
 */
export const demoInvestments: DemoListing[] = [
  investment({
    title: 'moomoo Universal Account',
    slug: 'moomoo-universal-account',
    subtitle: 'SGX, US and Hong Kong shares from one app, US shares priced per share',
    category: 'moomoo',
    priority: 95,
    offers: [['Free Apple share when you fund your account', 'New account', 10]],
    keyFeatures: ['Fractional US shares', 'Level 2 US prices free', 'Cash account in S$, US$, HK$'],
    terms: {
      source: source('https://www.moomoo.com/sg/support/topic5_368', '2026-11-03'),
      commission: [
        {
          market: 'SG',
          percent: 0.03,
          minimum: 0.99,
          platformFee: { percent: 0.03, minimum: 1.5 },
          ...sgxFees,
        },
        {
          market: 'US',
          currency: 'USD',
          perShare: 0.0049,
          minimum: 0.99,
          platformFee: { perShare: 0.005, minimum: 1 },
        },
        {
          market: 'HK',
          currency: 'HKD',
          percent: 0.03,
          minimum: 3,
          platformFee: { fixed: 15 },
        },
      ],
      gst: gstOnAll,
      custodyFeeMonthly: 0,
      minDeposit: 0,
    },
  }),
  investment({
    title: 'Tiger Brokers Trading Account',
    slug: 'tiger-brokers-trading-account',
    subtitle: 'Low per-share US pricing and SGX trades at 0.03%',
    category: 'Tiger Brokers',
    priority: 90,
    offers: [['Commission-free US trades for 180 days', 'New account']],
    keyFeatures: ['US options and ETFs', 'Paper trading account', 'Extended-hours US trading'],
    terms: {
      source: source('https://www.tigerbrokers.com.sg/commissions', '2026-10-28'),
      commission: [
        {
          market: 'SG',
          percent: 0.03,
          minimum: 0.99,
          platformFee: { percent: 0.03, minimum: 1 },
          ...sgxFees,
        },
        {
          market: 'US',
          currency: 'USD',
          perShare: 0.005,
          minimum: 0.99,
          platformFee: { perShare: 0.005, minimum: 1 },
        },
        {
          market: 'HK',
          currency: 'HKD',
          percent: 0.03,
          minimum: 3,
          platformFee: { percent: 0.03, minimum: 3 },
        },
      ],
      gst: gstOnAll,
      custodyFeeMonthly: 0,
      minDeposit: 0,
    },
  }),
  investment({
    title: 'POEMS Cash Plus',
    slug: 'poems-cash-plus',
    subtitle: 'SGX trades at 0.08% with no minimum, US trades at a flat fee',
    category: 'POEMS',
    priority: 85,
    offers: [['A trading credit with your first deposit', 'New account']],
    keyFeatures: [
      'Shares in your own CDP account',
      'Unit trusts and bonds',
      'Research from Phillip',
    ],
    terms: {
      source: source('https://www.poems.com.sg/pricing/', '2026-11-10'),
      commission: [
        { market: 'SG', percent: 0.08, ...sgxFees },
        { market: 'US', currency: 'USD', fixed: 3.88 },
      ],
      gst: gstOnAll,
      custodyFeeMonthly: 0,
      minDeposit: 0,
    },
  }),
  investment({
    title: 'Interactive Brokers Pro',
    slug: 'interactive-brokers-pro',
    subtitle: 'Per-share US pricing and markets worldwide for active traders',
    category: 'Interactive Brokers',
    priority: 80,
    offers: [['Interest on idle US$ cash', 'All clients']],
    keyFeatures: [
      'Shares of markets worldwide',
      'Margin and options',
      'Trader Workstation platform',
    ],
    terms: {
      source: source(
        'https://www.interactivebrokers.com.sg/en/pricing/commissions-stocks.php',
        '2026-10-15',
      ),
      commission: [
        { market: 'SG', percent: 0.08, minimum: 2.5, ...sgxFees },
        { market: 'US', currency: 'USD', perShare: 0.005, minimum: 1 },
        { market: 'HK', currency: 'HKD', percent: 0.08, minimum: 18 },
      ],
      gst: gstOnAll,
      custodyFeeMonthly: 0,
      minDeposit: 0,
    },
  }),
  investment({
    title: 'DBS Vickers Cash Upfront',
    slug: 'dbs-vickers-cash-upfront',
    subtitle: 'SGX commission tiered by trade size, from your DBS account',
    category: 'DBS',
    priority: 75,
    offers: [['A cash credit after your first trade', 'Welcome reward']],
    keyFeatures: [
      'Pay from your DBS or POSB account',
      'Shares in your CDP account',
      'Research reports',
    ],
    terms: {
      source: source('https://www.dbs.com.sg/vickers/en/pricing', '2026-11-05'),
      commission: [
        {
          market: 'SG',
          percent: 0.18,
          minimum: 10,
          tiers: [
            { fromTradeValue: 50_000, percent: 0.12 },
            { fromTradeValue: 100_000, percent: 0.08 },
          ],
          ...sgxFees,
        },
        { market: 'US', currency: 'USD', percent: 0.18, minimum: 10 },
        { market: 'HK', currency: 'HKD', percent: 0.18, minimum: 88 },
      ],
      gst: gstOnAll,
      custodyFeeMonthly: 0,
      minDeposit: 0,
    },
  }),
  investment({
    title: 'OCBC Securities Online',
    slug: 'ocbc-securities-online',
    subtitle: 'SGX and US shares, commission tiered by trade size',
    category: 'OCBC',
    priority: 70,
    offers: [['Three months of commission-free US trades', 'New account']],
    keyFeatures: [
      'Cash upfront or CDP account',
      'Free real-time SGX prices',
      'Trade via app or phone',
    ],
    terms: {
      source: source('https://www.iocbc.com/pricing', '2026-10-22'),
      commission: [
        {
          market: 'SG',
          percent: 0.275,
          minimum: 25,
          tiers: [
            { fromTradeValue: 50_000, percent: 0.22, minimum: 25 },
            { fromTradeValue: 100_000, percent: 0.18, minimum: 25 },
          ],
          ...sgxFees,
        },
        { market: 'US', currency: 'USD', percent: 0.25, minimum: 20 },
      ],
      gst: gstOnAll,
      custodyFeeMonthly: 0,
      minDeposit: 0,
    },
  }),
  investment({
    title: 'Standard Chartered Online Trading',
    slug: 'standard-chartered-online-trading',
    subtitle: 'Shares of SGX, US and Hong Kong in a multi-currency account',
    category: 'Standard Chartered',
    priority: 60,
    offers: [['Cash when you fund your account and trade once', 'Funding bonus']],
    keyFeatures: ['Multi-currency settlement account', 'Shares, ETFs and bonds', 'Price alerts'],
    terms: {
      source: source('https://www.sc.com/sg/investment/online-trading/', '2026-10-30'),
      commission: [
        { market: 'SG', percent: 0.2, minimum: 10, ...sgxFees },
        { market: 'US', currency: 'USD', percent: 0.2, minimum: 10 },
        { market: 'HK', currency: 'HKD', percent: 0.25, minimum: 100 },
      ],
      gst: gstOnAll,
      custodyFeeMonthly: 0,
      minDeposit: 0,
    },
  }),
  investment({
    title: 'UOB Kay Hian Starter Account',
    slug: 'uob-kay-hian-starter-account',
    subtitle: 'A first brokerage account with local support',
    category: 'UOB',
    priority: 55,
    offers: [['Three months of commission-free SGX trades', 'Starter offer']],
    keyFeatures: ['Beginner research guides', 'Trade via app or phone', 'Local support team'],
    terms: {
      source: source('https://www.utrade.com.sg/pricing', '2026-09-30'),
      commission: [
        { market: 'SG', percent: 0.18, minimum: 18, ...sgxFees },
        { market: 'US', currency: 'USD', percent: 0.3, minimum: 20 },
      ],
      gst: gstOnAll,
      custodyFeeMonthly: 2,
      minDeposit: 1000,
    },
  }),
  investment({
    title: 'HSBC InvestDirect',
    slug: 'hsbc-investdirect',
    subtitle: 'Trade SGX, US and Hong Kong shares from your HSBC account',
    category: 'HSBC',
    priority: 50,
    offers: [['Zero commission on your first 20 trades', 'New account', 20]],
    keyFeatures: [
      'Trade in several currencies',
      'Research from HSBC analysts',
      'One login with your bank',
    ],
    terms: {
      source: source('https://www.hsbc.com.sg/investments/products/online-trading/', '2026-10-08'),
      commission: [
        { market: 'SG', percent: 0.25, minimum: 25, ...sgxFees },
        { market: 'US', currency: 'USD', percent: 0.25, minimum: 20 },
        { market: 'HK', currency: 'HKD', percent: 0.25, minimum: 100 },
      ],
      gst: gstOnAll,
      custodyFeeMonthly: 0,
      minDeposit: 0,
    },
  }),
  investment({
    title: 'OCBC Blue Chip Investment Plan',
    slug: 'ocbc-blue-chip-investment-plan',
    subtitle: 'Buy blue chips and ETFs every month from S$100',
    category: 'OCBC',
    priority: 45,
    offers: [['A cash reward after 3 months of regular investing', 'Regular savings']],
    keyFeatures: [
      'A fixed sum each month',
      'Dollar-cost averaging made automatic',
      'Stop at any time',
    ],
    terms: {
      source: source(
        'https://www.ocbc.com/personal-banking/investments/blue-chip-investment-plan',
        '2026-11-12',
      ),
      commission: [{ market: 'SG', percent: 0.3, minimum: 1 }],
      gst: { percent: 9, on: ['commission'] },
      custodyFeeMonthly: 0,
      minDeposit: 100,
    },
  }),
  investment({
    title: 'POSB Invest-Saver',
    slug: 'posb-invest-saver',
    subtitle: 'Buy ETFs and unit trusts monthly from S$100',
    category: 'POSB',
    priority: 40,
    offers: [['First month sales charge waived', 'New plan']],
    keyFeatures: ['STI ETF and bond ETFs', 'From your POSB account', 'Stop at any time'],
    terms: {
      source: source(
        'https://www.posb.com.sg/personal/investments/other-investments/invest-saver',
        '2026-11-12',
      ),
      commission: [{ market: 'SG', percent: 0.82 }],
      custodyFeeMonthly: 0,
      minDeposit: 100,
    },
  }),
];
