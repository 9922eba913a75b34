import type { TermSource } from '@sg-finance/contract';
import { saving } from './demo-saving.js';
import type { DemoListing } from './demo-listing.js';

const demoTeam = 'SG Finance demo catalogue';

/** A bank's page the demo figures follow, and the day they were set against it. */
const source = (url: string, verifiedAt: string): TermSource => ({
  url,
  verifiedAt,
  verifiedBy: demoTeam,
});

/**
 * Savings accounts in the style of Singapore's 2025-2026 accounts (../shared/SG-FIGURES.md):
 * OCBC 360, UOB One with its either/or bonus, DBS Multiplier. Figures for demonstration; every
 * figure in the words is one the terms hold.
 */
export const demoSavings: DemoListing[] = [
  saving({
    title: 'OCBC 360 Account',
    slug: 'ocbc-bonus-interest-account',
    subtitle: 'Bonus interest for salary, saving, spending, insuring and investing',
    category: 'OCBC',
    priority: 90,
    offers: [['Cash credit when you credit your salary for 3 months', 'Salary credit']],
    keyFeatures: [
      'Salary of S$1,800 or more: 1.2% on the first S$75,000, 2.4% from there to S$100,000',
      'Grow your balance by S$500 a month: 0.4% and 0.8%',
      'Spend S$500 on an OCBC card: 0.4% on the first S$100,000',
    ],
    terms: {
      source: source(
        'https://www.ocbc.com/personal-banking/deposits/360-savings-account',
        '2025-08-01',
      ),
      baseRate: 0.05,
      bonus: [
        { condition: 'salary', threshold: 1800, rate: 1.2, balanceUpTo: 75000 },
        {
          condition: 'salary',
          threshold: 1800,
          rate: 2.4,
          balanceFrom: 75000,
          balanceUpTo: 100000,
        },
        { condition: 'grow', threshold: 500, rate: 0.4, balanceUpTo: 75000 },
        { condition: 'grow', threshold: 500, rate: 0.8, balanceFrom: 75000, balanceUpTo: 100000 },
        { condition: 'spend', threshold: 500, rate: 0.4, balanceUpTo: 100000 },
        { condition: 'insure', threshold: 2000, rate: 1.2, balanceUpTo: 75000 },
        {
          condition: 'insure',
          threshold: 2000,
          rate: 2.4,
          balanceFrom: 75000,
          balanceUpTo: 100000,
        },
        { condition: 'invest', threshold: 20000, rate: 1.2, balanceUpTo: 75000 },
        {
          condition: 'invest',
          threshold: 20000,
          rate: 2.4,
          balanceFrom: 75000,
          balanceUpTo: 100000,
        },
      ],
      bonusBalanceCap: 100000,
      minBalance: 3000,
      fallBelowFee: 2,
      interestCredited: 'monthly',
    },
  }),
  saving({
    title: 'UOB One Account',
    slug: 'uob-one-account',
    subtitle: 'Card spend alone, or salary with card spend for tiered bonus interest',
    category: 'UOB',
    priority: 85,
    offers: [['Cash credit for new accounts with salary credit', 'New customer']],
    keyFeatures: [
      'Spend S$500 a month only: 0.65% on the first S$75,000',
      'Salary of S$1,600 and S$500 spend: 1%, 2.5% and 3.4% on tiers up to S$150,000',
      'You get whichever of the two pays more',
    ],
    terms: {
      source: source(
        'https://www.uob.com.sg/personal/save/everyday-accounts/one-account.page',
        '2025-12-01',
      ),
      baseRate: 0.05,
      bonus: [
        { group: 'Spend only', condition: 'spend', threshold: 500, rate: 0.65, balanceUpTo: 75000 },
        ...[
          { rate: 1, balanceUpTo: 75000 },
          { rate: 2.5, balanceFrom: 75000, balanceUpTo: 125000 },
          { rate: 3.4, balanceFrom: 125000, balanceUpTo: 150000 },
        ].map((tier) => ({
          group: 'Salary and spend',
          condition: 'salary' as const,
          threshold: 1600,
          alsoRequires: [{ condition: 'spend' as const, threshold: 500 }],
          ...tier,
        })),
      ],
      bonusBalanceCap: 150000,
      minBalance: 1000,
      fallBelowFee: 5,
      interestCredited: 'monthly',
    },
  }),
  saving({
    title: 'DBS Multiplier Account',
    slug: 'dbs-multiplier-account',
    subtitle: 'Higher interest the more you transact with DBS each month',
    category: 'DBS',
    priority: 80,
    offers: [['Cash credit when you credit your salary for 3 months', 'Salary credit']],
    keyFeatures: [
      'Salary of S$1,500 and S$500 card spend: 1.5% bonus',
      'Salary of S$25,000 and S$5,000 card spend: 3.45% bonus',
      'Bonus on the first S$50,000',
    ],
    terms: {
      source: source('https://www.dbs.com.sg/personal/deposits/bank-earn/multiplier', '2025-11-20'),
      baseRate: 0.05,
      bonus: [
        {
          condition: 'salary',
          threshold: 1500,
          rate: 1.5,
          alsoRequires: [{ condition: 'spend', threshold: 500 }],
        },
        {
          condition: 'salary',
          threshold: 25000,
          rate: 3.45,
          alsoRequires: [{ condition: 'spend', threshold: 5000 }],
        },
      ],
      bonusBalanceCap: 50000,
      minBalance: 3000,
      fallBelowFee: 5,
      interestCredited: 'monthly',
    },
  }),
  saving({
    title: 'UOB Stash Account',
    slug: 'uob-stash-savings-account',
    subtitle: 'Bonus interest in every month you keep or grow your balance',
    category: 'UOB',
    priority: 75,
    offers: [['Cash credit for new accounts funded with fresh funds', 'New customer']],
    keyFeatures: [
      'No salary or card spend needed',
      'Keep your balance: 1% on S$10,000 to S$40,000, 2.5% on S$40,000 to S$100,000',
      'A withdrawal in a month loses that month’s bonus',
    ],
    terms: {
      source: source(
        'https://www.uob.com.sg/personal/save/everyday-accounts/stash-account.page',
        '2025-10-15',
      ),
      baseRate: 0.05,
      bonus: [
        { condition: 'grow', threshold: 0, rate: 1, balanceFrom: 10000, balanceUpTo: 40000 },
        { condition: 'grow', threshold: 0, rate: 2.5, balanceFrom: 40000, balanceUpTo: 100000 },
      ],
      bonusBalanceCap: 100000,
      minBalance: 1000,
      fallBelowFee: 5,
      interestCredited: 'monthly',
    },
  }),
  saving({
    title: 'POSB Smart Saver Account',
    slug: 'posb-smart-saver-account',
    subtitle: 'Bonus interest for salary, card spend and bills, with no minimum balance',
    category: 'POSB',
    priority: 70,
    offers: [['Welcome credit when you open an account online', 'Online']],
    keyFeatures: [
      'Salary of S$2,000: 1% bonus',
      'S$500 card spend: 0.5% bonus; S$50 of bills by GIRO: 0.3% bonus',
      'Bonus on the first S$50,000',
    ],
    terms: {
      source: source('https://www.posb.com.sg/personal/deposits/savings-accounts', '2025-09-30'),
      baseRate: 0.05,
      bonus: [
        { condition: 'salary', threshold: 2000, rate: 1 },
        { condition: 'spend', threshold: 500, rate: 0.5 },
        { condition: 'bills', threshold: 50, rate: 0.3 },
      ],
      bonusBalanceCap: 50000,
      minBalance: 0,
      interestCredited: 'monthly',
    },
  }),
  saving({
    title: 'Standard Chartered Bonus$aver',
    slug: 'standard-chartered-bonus-saver',
    subtitle: 'Stack bonus interest with salary, card spend, bills, insurance and investments',
    category: 'Standard Chartered',
    priority: 60,
    offers: [['Cash credit when you deposit fresh funds', 'Fresh funds']],
    keyFeatures: [
      'Salary of S$3,000: 1% bonus',
      'Card spend of S$1,000: 1%, or 1.6% from S$2,000',
      'Insure or invest through the bank: 1.5% each',
    ],
    terms: {
      source: source('https://www.sc.com/sg/save/current-accounts/bonussaver/', '2025-10-01'),
      baseRate: 0.05,
      bonus: [
        { condition: 'salary', threshold: 3000, rate: 1 },
        { condition: 'spend', threshold: 1000, rate: 1 },
        { condition: 'spend', threshold: 2000, rate: 1.6 },
        { condition: 'invest', threshold: 20000, rate: 1.5 },
        { condition: 'insure', threshold: 12000, rate: 1.5 },
        { condition: 'bills', threshold: 50, rate: 0.23 },
      ],
      bonusBalanceCap: 100000,
      minBalance: 3000,
      fallBelowFee: 5,
      interestCredited: 'monthly',
    },
  }),
  saving({
    title: 'CIMB FastSaver Account',
    slug: 'cimb-fastsaver-account',
    subtitle: 'Interest without salary crediting, and a bonus for card spend',
    category: 'CIMB',
    priority: 50,
    offers: [['Cash credit when you deposit fresh funds', 'Welcome']],
    keyFeatures: [
      'Base interest 0.8% a year on the whole balance',
      'S$500 card spend: 1% more on the first S$75,000',
      'No salary credit needed',
    ],
    terms: {
      source: source(
        'https://www.cimb.com.sg/en/personal/banking/deposits/fastsaver-account.html',
        '2025-11-01',
      ),
      baseRate: 0.8,
      bonus: [{ condition: 'spend', threshold: 500, rate: 1, balanceUpTo: 75000 }],
      minBalance: 1000,
      interestCredited: 'monthly',
    },
  }),
  saving({
    title: 'Citibank Maxi Saver Account',
    slug: 'citibank-maxi-saver-account',
    subtitle: 'A higher rate for larger balances kept in the account',
    category: 'Citibank',
    priority: 40,
    offers: [['Cash credit for new funds held for 3 months', 'Promo']],
    keyFeatures: [
      'Keep or grow your balance in a month: 1.5% more on up to S$200,000',
      'Min. balance S$15,000',
      'Global transfers between Citi accounts',
    ],
    terms: {
      source: source(
        'https://www.citibank.com.sg/personal-banking/deposits/maxisave/',
        '2025-10-20',
      ),
      baseRate: 0.5,
      bonus: [{ condition: 'grow', threshold: 0, rate: 1.5 }],
      bonusBalanceCap: 200000,
      minBalance: 15000,
      fallBelowFee: 15,
      interestCredited: 'monthly',
    },
  }),
  saving({
    title: 'HSBC Everyday Global Account',
    slug: 'hsbc-everyday-global-account',
    subtitle: 'Multi-currency savings with a bonus for fresh funds and card spend',
    category: 'HSBC',
    priority: 55,
    offers: [['Cash credit when you deposit fresh funds', 'New to HSBC', 12]],
    keyFeatures: [
      'Grow your balance by S$2,000 a month: 1.5% bonus',
      'S$500 card spend: 0.5% bonus',
      'Bonus on the first S$100,000',
    ],
    terms: {
      source: source('https://www.hsbc.com.sg/accounts/products/everyday-global/', '2025-09-15'),
      baseRate: 0.05,
      bonus: [
        { condition: 'grow', threshold: 2000, rate: 1.5 },
        { condition: 'spend', threshold: 500, rate: 0.5 },
      ],
      bonusBalanceCap: 100000,
      minBalance: 2000,
      fallBelowFee: 5,
      interestCredited: 'monthly',
    },
  }),
  saving({
    title: 'Standard Chartered e$aver',
    slug: 'standard-chartered-esaver',
    subtitle: 'An online savings account that rewards a growing balance',
    category: 'Standard Chartered',
    priority: 42,
    offers: [['Promotional rate on fresh funds for 3 months', 'Fresh funds']],
    keyFeatures: [
      'Open online in minutes',
      'Grow your balance by S$500 a month: 1.2% bonus on the first S$100,000',
      'No lock-in',
    ],
    terms: {
      source: source('https://www.sc.com/sg/save/savings-accounts/esaver/', '2025-10-01'),
      baseRate: 0.1,
      bonus: [{ condition: 'grow', threshold: 500, rate: 1.2 }],
      bonusBalanceCap: 100000,
      minBalance: 3000,
      fallBelowFee: 2,
      interestCredited: 'monthly',
    },
  }),
  saving({
    title: 'American Express Savings Plus',
    slug: 'american-express-savings-plus',
    subtitle: 'No salary or spend needed: a bonus tier when you keep your balance',
    category: 'American Express',
    priority: 30,
    offers: [['Bonus Membership Rewards points for new deposits', 'Card members']],
    keyFeatures: [
      'Base interest 1.2% a year on the whole balance',
      'Keep or grow your balance: 0.6% more on S$20,000 to S$100,000',
      'Manage it in the Amex app',
    ],
    terms: {
      source: source('https://www.americanexpress.com/en-sg/', '2025-11-10'),
      baseRate: 1.2,
      bonus: [
        { condition: 'grow', threshold: 0, rate: 0.6, balanceFrom: 20000, balanceUpTo: 100000 },
      ],
      bonusBalanceCap: 100000,
      minBalance: 500,
      interestCredited: 'monthly',
    },
  }),
];
