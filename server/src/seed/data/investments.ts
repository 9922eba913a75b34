import type { InvestmentTerms, TermSource } from '@sg-finance/contract';
import { investment } from './demo-builders.js';
import type { DemoListing } from './demo-listing.js';

/** The page the figures follow, and that page's own date (the latest date it states). */
const source = (url: string, verifiedAt: string): TermSource => ({
  url,
  verifiedAt,
  verifiedBy: 'SG Finance Rewards editors',
});

/** What every SGX trade pays SGX: 0.0075% trading and 0.0325% clearing fee. */
const sgxFees = { exchangeFeePercent: 0.0075, clearingFeePercent: 0.0325 } as const;

/** Singapore's 9% GST, charged by these brokers on every fee of a trade. */
const gstOnAll: InvestmentTerms['gst'] = {
  percent: 9,
  on: ['commission', 'platformFee', 'exchangeFee', 'clearingFee'],
};

/**
 * Brokers and a regular savings plan of Singapore, each fee as the page in `terms.source` states
 * it on that page's date; tiers and detail lines are written from the terms. Brokers whose fees
 * no dated source gives are left out.
 */
export const demoInvestments: DemoListing[] = [
  investment({
    title: 'moomoo Universal Account',
    slug: 'moomoo-universal-account',
    subtitle: 'SGX and US shares from one app, US shares priced per share',
    category: 'moomoo',
    priority: 95,
    offers: [['Welcome rewards for funded accounts: see moomoo', 'New account', 10]],
    keyFeatures: ['Fractional US shares', 'Commission and platform fee shown separately', 'Cash in S$ and US$'],
    terms: {
      source: source('https://moomoo.com/sg/support/topic5_368?lang=en-us', '2024-01-01'),
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
      ],
      gst: gstOnAll,
    },
  }),
  investment({
    title: 'POEMS Cash Plus',
    slug: 'poems-cash-plus',
    subtitle: 'SGX trades at 0.08% with no minimum, US trades at a flat fee',
    category: 'POEMS',
    priority: 85,
    offers: [['Lower rates as your account grows: see POEMS', 'Tiers']],
    keyFeatures: [
      'Starter tier: SGX 0.08% with no minimum, US trades US$3.88 flat',
      'No platform fee and no US or Hong Kong custody fee',
      'Settle in ten currencies',
    ],
    terms: {
      source: source('https://www.poems.com.sg/cash-plus/', '2023-07-17'),
      commission: [
        { market: 'SG', percent: 0.08, ...sgxFees },
        { market: 'US', currency: 'USD', fixed: 3.88 },
      ],
      gst: gstOnAll,
      custodyFeeMonthly: 0,
    },
  }),
  investment({
    title: 'OCBC Blue Chip Investment Plan',
    slug: 'ocbc-blue-chip-investment-plan',
    subtitle: 'Buy blue chips and ETFs every month with a fixed sum',
    category: 'OCBC',
    priority: 60,
    offers: [['Lower fees for customers under 30: see OCBC', 'Young investors']],
    keyFeatures: [
      'A fixed sum each month by GIRO',
      'Fee of 0.3% of each investment, at least S$5 a counter',
      'Stop at any time',
    ],
    terms: {
      source: source(
        'https://moneychatroom.blogspot.com/2013/10/hidden-cost-of-blue-chip-investment-plan.html',
        '2013-10-17',
      ),
      commission: [{ market: 'SG', percent: 0.3, minimum: 5 }],
    },
  }),
];
