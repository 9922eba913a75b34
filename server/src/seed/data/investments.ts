import { investment } from './demo-builders.js';
import { offer, type DemoListing } from './demo-listing.js';

/** More brokers, their tiers and detail lines written from their terms. */
const moreInvestments: DemoListing[] = [
  investment({
    title: 'POSB Invest-Saver',
    slug: 'posb-invest-saver',
    subtitle: 'Buy ETFs monthly from S$100 with a flat sales charge',
    category: 'POSB',
    priority: 70,
    offers: [['First month sales charge waived', 'New plan']],
    keyFeatures: ['STI ETF and bond ETFs', 'Monthly from S$100', 'Stop at any time'],
    terms: { commission: [{ market: 'SG', percent: 0.82 }], custodyFeeMonthly: 0, minDeposit: 100 },
  }),
  investment({
    title: 'HSBC InvestDirect',
    slug: 'hsbc-investdirect',
    subtitle: 'Trade seven markets from your HSBC account',
    category: 'HSBC',
    priority: 60,
    offers: [['Zero commission on your first 20 trades', 'New account', 20]],
    keyFeatures: [
      'SGX, US, Hong Kong and more',
      'Trade in multiple currencies',
      'Research from HSBC analysts',
    ],
    terms: {
      commission: [
        { market: 'SG', percent: 0.1, minimum: 10 },
        { market: 'US', percent: 0.1, minimum: 15 },
        { market: 'HK', percent: 0.25, minimum: 25 },
      ],
      custodyFeeMonthly: 0,
      minDeposit: 0,
    },
  }),
  investment({
    title: 'Citi Wealth Trading Account',
    slug: 'citi-wealth-trading-account',
    subtitle: 'Global shares for Citigold clients',
    category: 'Citibank',
    priority: 50,
    offers: [['S$200 cash with S$50,000 of fresh funds invested', 'Citigold']],
    keyFeatures: [
      'Shares of 13 markets',
      'A relationship manager',
      'Bonds and structured products',
    ],
    terms: {
      commission: [
        { market: 'SG', percent: 0.25, minimum: 25 },
        { market: 'US', percent: 0.2, minimum: 20 },
        { market: 'HK', percent: 0.25, minimum: 25 },
      ],
      custodyFeeMonthly: 5,
      minDeposit: 50000,
    },
  }),
  investment({
    title: 'OCBC Securities Online',
    slug: 'ocbc-securities-online',
    subtitle: 'Low-cost trading of SGX and US shares',
    category: 'OCBC',
    priority: 65,
    offers: [['US trades at US$0 commission for 3 months', 'New account']],
    keyFeatures: [
      'Cash upfront or CDP account',
      'Fractional US shares',
      'Free real-time SGX prices',
    ],
    terms: {
      commission: [
        { market: 'SG', percent: 0.08, minimum: 10 },
        { market: 'US', percent: 0, fixed: 1.5 },
        { market: 'HK', percent: 0.2, minimum: 20 },
      ],
      custodyFeeMonthly: 0,
      minDeposit: 0,
    },
  }),
  investment({
    title: 'American Express Robo Portfolio',
    slug: 'american-express-robo-portfolio',
    subtitle: 'A managed ETF portfolio for card members',
    category: 'American Express',
    priority: 30,
    offers: [['Management fee waived for 6 months', 'Card members']],
    keyFeatures: [
      'Portfolios built from global ETFs',
      'Rebalanced automatically',
      'Start from S$1,000',
    ],
    terms: { commission: [{ market: 'US', percent: 0 }], custodyFeeMonthly: 0, minDeposit: 1000 },
  }),
];

export const demoInvestments: DemoListing[] = [
  {
    title: 'DBS Vickers Online Trading Account',
    slug: 'dbs-vickers-online-trading-account',
    subtitle: 'Trade SGX, US and Hong Kong shares from one account',
    category: 'DBS',
    priority: 90,
    terms: {
      commission: [
        { market: 'SG', percent: 0.12, minimum: 10 },
        { market: 'US', percent: 0, fixed: 2 },
        { market: 'HK', percent: 0.18, minimum: 15 },
      ],
      custodyFeeMonthly: 0,
      minDeposit: 0,
    },
    tiers: {
      tier1: 'Min. age 18',
      tier2: 'No minimum deposit',
      tier3: 'CDP account linking available',
    },
    rewardOffer: [
      offer('DBS', 'Zero commission on your first 10 US trades', 'New account'),
      offer('DBS', 'S$50 cash credit after your first trade', 'Welcome reward'),
    ],
    lists: {
      keyFeatures: [
        'Access to 10 markets including SGX, NYSE and HKEX',
        'Real-time prices and research reports',
        'Fractional trading of US shares',
      ],
      commisionFees: [
        'SGX: 0.12% or S$10, whichever is higher',
        'US: US$0 commission, platform fee US$1.50 per trade',
        'HKEX: 0.18% or HK$88',
      ],
      additionalDetails: ['Custody fee: waived', 'Clearing fee: 0.0325% of trade value for SGX'],
    },
  },
  {
    title: 'OCBC Invest Builder Plan',
    slug: 'ocbc-invest-builder-plan',
    subtitle: 'Build a portfolio with monthly investments from S$100',
    category: 'OCBC',
    priority: 80,
    terms: { commission: [{ market: 'SG', percent: 0.3 }], custodyFeeMonthly: 0, minDeposit: 100 },
    tiers: {
      tier1: 'Min. S$100 per month',
      tier2: 'Choice of ETFs and blue-chip shares',
      tier3: 'Cancel at any time',
    },
    rewardOffer: [
      offer('OCBC', 'S$30 cash reward after 3 months of regular investing', 'Regular savings'),
    ],
    lists: {
      keyFeatures: [
        'Invest a fixed amount every month',
        'Dollar-cost averaging made automatic',
        'Dividends reinvested on request',
      ],
      commisionFees: ['Sales charge: 0.5% per transaction', 'No platform fee'],
      additionalDetails: ['Funds debited from your OCBC account on the 15th of each month'],
    },
  },
  {
    title: 'Standard Chartered Online Trading',
    slug: 'standard-chartered-online-trading',
    subtitle: 'Low-cost access to 15 global exchanges',
    category: 'Standard Chartered',
    priority: 70,
    terms: {
      commission: [
        { market: 'SG', percent: 0.2, minimum: 10 },
        { market: 'US', percent: 0.2, minimum: 10 },
        { market: 'HK', percent: 0.25, minimum: 25 },
      ],
      custodyFeeMonthly: 0,
      minDeposit: 0,
    },
    tiers: {
      tier1: 'Min. age 18',
      tier2: 'Singapore residents only',
      tier3: 'No account opening fee',
    },
    rewardOffer: [
      offer(
        'Standard Chartered',
        'S$100 cash when you fund S$5,000 and trade once',
        'Funding bonus',
      ),
    ],
    lists: {
      keyFeatures: [
        'Trade shares, ETFs and bonds',
        'Multi-currency settlement account',
        'Mobile app with price alerts',
      ],
      commisionFees: ['SGX: 0.2% or S$10', 'US: 0.2% or US$3'],
      additionalDetails: ['No custody fees', 'Dividend handling fee: 1% of dividend'],
    },
  },
  {
    title: 'UOB Kay Hian Starter Account',
    slug: 'uob-kay-hian-starter-account',
    subtitle: 'An easy first brokerage account for new investors',
    category: 'UOB',
    priority: 60,
    terms: {
      commission: [
        { market: 'SG', percent: 0.18, minimum: 18 },
        { market: 'US', percent: 0.3, minimum: 20 },
        { market: 'HK', percent: 0.3, minimum: 30 },
      ],
      custodyFeeMonthly: 2,
      minDeposit: 1000,
    },
    tiers: {
      tier1: 'Min. age 18',
      tier2: 'Min. deposit S$1,000',
      tier3: 'Cash or CDP account',
    },
    rewardOffer: [offer('UOB', 'Three months of commission-free SGX trades', 'Starter offer')],
    lists: {
      keyFeatures: ['Beginner research guides', 'Trade via app or phone', 'Local support team'],
      commisionFees: ['SGX: 0.18% or S$12', 'US: US$3.50 per trade'],
      additionalDetails: ['Inactivity fee: none'],
    },
  },
  {
    title: 'CIMB Regular Invest Account',
    slug: 'cimb-regular-invest-account',
    subtitle: 'Invest in unit trusts from S$50 a month',
    category: 'CIMB',
    priority: 50,
    terms: { commission: [{ market: 'SG', percent: 0.5 }], custodyFeeMonthly: 0, minDeposit: 50 },
    tiers: {
      tier1: 'Min. S$50 per month',
      tier2: 'Over 100 unit trusts',
      tier3: 'Switch funds for free',
    },
    rewardOffer: [offer('CIMB', 'S$20 cashback after your first 6 monthly investments', 'Loyalty')],
    lists: {
      keyFeatures: [
        'Wide range of equity and bond funds',
        'Free fund switching twice a year',
        'Online statements',
      ],
      commisionFees: ['Sales charge: 1% for equity funds', 'Bond funds: 0.5%'],
      additionalDetails: ['Platform fee: 0.2% p.a. of holdings'],
    },
  },
  ...moreInvestments,
];
