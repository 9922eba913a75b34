import { saving } from './demo-builders.js';
import { offer, type DemoListing } from './demo-listing.js';

/** More accounts, their tiers and detail lines written from their terms. */
const moreSavings: DemoListing[] = [
  saving({
    title: 'DBS Multiplier Account',
    slug: 'dbs-multiplier-account',
    subtitle: 'Bonus interest on salary plus card spend, investments or insurance',
    category: 'DBS',
    priority: 85,
    offers: [['S$50 cash when you credit your salary for 3 months', 'Salary credit']],
    keyFeatures: [
      'Credit your salary and spend on a DBS card to earn',
      'More categories, higher rates',
      'Bonus on the first S$100,000',
    ],
    terms: {
      baseRate: 0.05,
      bonus: [
        {
          condition: 'salary',
          threshold: 500,
          rate: 1.8,
          alsoRequires: [{ condition: 'spend', threshold: 500 }],
        },
        { condition: 'invest', threshold: 0, rate: 0.5 },
        { condition: 'insure', threshold: 0, rate: 0.5 },
      ],
      bonusBalanceCap: 100000,
    },
  }),
  saving({
    title: 'UOB One Account',
    slug: 'uob-one-account',
    subtitle: 'Up to 4% p.a. with salary credit and S$500 card spend',
    category: 'UOB',
    priority: 82,
    offers: [['S$100 cash for new accounts with salary credit', 'New customer']],
    keyFeatures: [
      'Spend S$500 a month on a UOB card',
      'Credit a salary of S$1,600 or more',
      'Bonus on up to S$150,000',
    ],
    terms: {
      baseRate: 0.05,
      bonus: [
        { condition: 'spend', threshold: 500, rate: 1.45 },
        {
          condition: 'salary',
          threshold: 1600,
          rate: 2.5,
          alsoRequires: [{ condition: 'spend', threshold: 500 }],
        },
      ],
      bonusBalanceCap: 150000,
      minBalance: 1000,
      fallBelowFee: 5,
    },
  }),
  saving({
    title: 'HSBC Everyday Global Account',
    slug: 'hsbc-everyday-global-account',
    subtitle: 'Multi-currency savings with bonus interest on growth',
    category: 'HSBC',
    priority: 55,
    offers: [['S$150 cash when you deposit S$5,000 of fresh funds', 'New to HSBC', 12]],
    keyFeatures: [
      '11 currencies in one account',
      'Bonus when you grow your balance',
      'No fee for overseas transfers',
    ],
    terms: {
      baseRate: 0.05,
      bonus: [
        { condition: 'grow', threshold: 1000, rate: 2.25 },
        { condition: 'spend', threshold: 500, rate: 0.5 },
      ],
      bonusBalanceCap: 100000,
      minBalance: 2000,
      fallBelowFee: 5,
    },
  }),
  saving({
    title: 'Standard Chartered e$aver',
    slug: 'standard-chartered-esaver',
    subtitle: 'An online savings account that rewards fresh funds',
    category: 'Standard Chartered',
    priority: 42,
    offers: [['Promotional rate on fresh funds for 3 months', 'Fresh funds']],
    keyFeatures: ['Open online in minutes', 'Bonus on your incremental balance', 'No lock-in'],
    terms: {
      baseRate: 0.1,
      bonus: [{ condition: 'grow', threshold: 0, rate: 1.4 }],
      bonusBalanceCap: 1000000,
      minBalance: 3000,
      fallBelowFee: 2,
    },
  }),
  saving({
    title: 'American Express Savings Plus',
    slug: 'american-express-savings-plus',
    subtitle: 'Simple tiered interest for members, no conditions',
    category: 'American Express',
    priority: 30,
    offers: [['Bonus Membership Rewards points for deposits of S$10,000', 'Card members']],
    keyFeatures: [
      'No salary or spend needed',
      'Interest tiers by balance',
      'Manage it in the Amex app',
    ],
    terms: {
      baseRate: 1.2,
      bonus: [
        { condition: 'grow', threshold: 0, rate: 0.6, balanceFrom: 20000, balanceUpTo: 100000 },
      ],
      bonusBalanceCap: 100000,
      minBalance: 500,
    },
  }),
];

export const demoSavings: DemoListing[] = [
  {
    title: 'OCBC Bonus Interest Account',
    slug: 'ocbc-bonus-interest-account',
    subtitle: 'Earn bonus interest when you credit your salary, save and spend',
    category: 'OCBC',
    priority: 90,
    terms: {
      baseRate: 0.05,
      bonus: [
        { condition: 'salary', threshold: 1800, rate: 2 },
        { condition: 'grow', threshold: 500, rate: 1.2 },
        { condition: 'spend', threshold: 500, rate: 0.6 },
        { condition: 'insure', threshold: 0, rate: 0.4 },
        { condition: 'invest', threshold: 0, rate: 0.4 },
      ],
      bonusBalanceCap: 100000,
      minBalance: 3000,
      fallBelowFee: 2,
    },
    tiers: {
      tier1: 'Base interest 0.05% p.a.',
      tier2: 'Up to 4.65% p.a. on the first S$100,000',
      tier3: 'Min. average daily balance S$3,000',
    },
    rewardOffer: [
      offer('OCBC', 'S$60 cash when you credit a salary of S$1,800 for 3 months', 'Salary credit'),
    ],
    lists: {
      keyFeatures: [
        'Salary bonus: 2.0% p.a.',
        'Save bonus: 1.2% p.a. when your balance grows by S$500 a month',
        'Spend bonus: 0.6% p.a. with S$500 card spend',
      ],
      repaymentSummary: [
        'No lock-in period',
        'Fall-below fee: S$2 a month under S$3,000',
        'Interest credited monthly',
      ],
    },
  },
  {
    title: 'UOB Stash Savings Account',
    slug: 'uob-stash-savings-account',
    subtitle: 'Reward for keeping your balance steady',
    category: 'UOB',
    priority: 80,
    terms: {
      baseRate: 0.05,
      bonus: [{ condition: 'grow', threshold: 0, rate: 5 }],
      bonusBalanceCap: 100000,
      minBalance: 1000,
      fallBelowFee: 5,
    },
    tiers: {
      tier1: 'Up to 5.0% p.a. bonus interest',
      tier2: 'Maintain or grow your balance monthly',
      tier3: 'Min. initial deposit S$1,000',
    },
    rewardOffer: [
      offer('UOB', 'S$50 cash credit for new accounts funded with S$10,000', 'New customer'),
    ],
    lists: {
      keyFeatures: ['Simple rules: just do not withdraw', 'Bonus interest on up to S$100,000'],
      repaymentSummary: ['Bonus interest credited monthly', 'Fall-below fee: S$5 under S$1,000'],
    },
  },
  {
    title: 'POSB Smart Saver Account',
    slug: 'posb-smart-saver-account',
    subtitle: 'A savings account for everyday Singaporeans with bonus interest',
    category: 'POSB',
    priority: 70,
    terms: {
      baseRate: 0.05,
      bonus: [
        { condition: 'salary', threshold: 2000, rate: 1.5 },
        { condition: 'spend', threshold: 500, rate: 0.5 },
        { condition: 'bills', threshold: 50, rate: 0.5 },
        { condition: 'grow', threshold: 500, rate: 0.5 },
      ],
      bonusBalanceCap: 50000,
    },
    tiers: {
      tier1: 'Base interest 0.05% p.a.',
      tier2: 'Bonus up to 3.0% p.a.',
      tier3: 'No minimum balance for youths under 26',
    },
    rewardOffer: [offer('POSB', 'S$20 welcome credit when you open an account online', 'Online')],
    lists: {
      keyFeatures: [
        'Monthly savings bonus for regular deposits',
        'Free PayNow transfers',
        'Over 1,000 ATMs islandwide',
      ],
      repaymentSummary: ['Interest credited monthly', 'No fall-below fee for youths'],
    },
  },
  {
    title: 'Standard Chartered Bonus Saver',
    slug: 'standard-chartered-bonus-saver',
    subtitle: 'Stack bonus interest through salary, card spend and investments',
    category: 'Standard Chartered',
    priority: 60,
    terms: {
      baseRate: 0.05,
      bonus: [
        { condition: 'salary', threshold: 3000, rate: 2.5 },
        { condition: 'spend', threshold: 1000, rate: 1.88 },
        { condition: 'invest', threshold: 20000, rate: 1.5 },
        { condition: 'insure', threshold: 12000, rate: 1.5 },
        { condition: 'bills', threshold: 50, rate: 0.45 },
      ],
      bonusBalanceCap: 100000,
      minBalance: 3000,
      fallBelowFee: 5,
    },
    tiers: {
      tier1: 'Up to 7.88% p.a. effective interest',
      tier2: 'On the first S$100,000',
      tier3: 'Min. balance S$3,000',
    },
    rewardOffer: [
      offer(
        'Standard Chartered',
        'S$150 cash when you deposit S$30,000 of fresh funds',
        'Fresh funds',
      ),
    ],
    lists: {
      keyFeatures: [
        'Salary credit bonus: 2.5% p.a.',
        'Card spend bonus: 1.5% p.a.',
        'Invest or insure bonus: up to 3% p.a.',
      ],
      repaymentSummary: ['Fall-below fee: S$5 a month', 'Bonus credited the next month'],
    },
  },
  {
    title: 'CIMB FastSaver Account',
    slug: 'cimb-fastsaver-account',
    subtitle: 'Competitive interest with no salary crediting needed',
    category: 'CIMB',
    priority: 50,
    terms: {
      baseRate: 1.5,
      bonus: [{ condition: 'spend', threshold: 500, rate: 1 }],
      bonusBalanceCap: 75000,
      minBalance: 1000,
    },
    tiers: {
      tier1: 'Up to 2.5% p.a.',
      tier2: 'Min. initial deposit S$1,000',
      tier3: 'No fall-below fee',
    },
    rewardOffer: [offer('CIMB', 'S$30 cash credit with S$5,000 fresh funds', 'Welcome')],
    lists: {
      keyFeatures: ['Open online in 10 minutes', 'No lock-in and no salary credit required'],
      repaymentSummary: ['Interest credited monthly', 'Tiered rates above S$50,000'],
    },
  },
  {
    title: 'Citibank Maxi Saver Account',
    slug: 'citibank-maxi-saver-account',
    subtitle: 'A high-yield account for larger balances',
    category: 'Citibank',
    priority: 40,
    terms: {
      baseRate: 0.5,
      bonus: [{ condition: 'grow', threshold: 0, rate: 2.7, balanceUpTo: 200000 }],
      bonusBalanceCap: 200000,
      minBalance: 15000,
      fallBelowFee: 15,
    },
    tiers: {
      tier1: 'Up to 3.2% p.a.',
      tier2: 'Min. balance S$15,000',
      tier3: 'Multi-currency option',
    },
    rewardOffer: [
      offer('Citibank', 'S$200 cash for S$50,000 in new funds held for 3 months', 'Promo'),
    ],
    lists: {
      keyFeatures: ['Higher rates as your balance grows', 'Global transfers between Citi accounts'],
      repaymentSummary: ['Fall-below fee: S$15 a month', 'Interest credited monthly'],
    },
  },
  ...moreSavings,
];
