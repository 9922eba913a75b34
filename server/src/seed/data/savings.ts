import { offer, type DemoListing } from './demo-listing.js';

export const demoSavings: DemoListing[] = [
  {
    title: 'OCBC Bonus Interest Account',
    slug: 'ocbc-bonus-interest-account',
    subtitle: 'Earn bonus interest when you credit your salary, save and spend',
    category: 'OCBC',
    priority: 90,
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
];
