import { offer, type DemoListing } from './demo-listing.js';

export const demoLoans: DemoListing[] = [
  {
    title: 'Standard Chartered CashOne Personal Loan',
    slug: 'standard-chartered-cashone-personal-loan',
    subtitle: 'Personal loan with a fixed rate and instant approval',
    category: 'Standard Chartered',
    priority: 90,
    tiers: {
      tier1: 'Interest from 3.48% p.a. (EIR from 6.36% p.a.)',
      tier2: 'Loan up to 4x monthly income',
      tier3: 'Tenure 1 to 5 years',
    },
    rewardOffer: [
      offer('Standard Chartered', 'Up to S$1,000 cash when you borrow S$20,000', 'Cash reward'),
    ],
    lists: {
      keyFeatures: [
        'Funds disbursed within 15 minutes for existing customers',
        'Fixed monthly instalments',
        'No processing fee',
      ],
      repaymentSummary: [
        'Loan of S$10,000 over 3 years: about S$307/month',
        'Early repayment fee: S$250 or 3% of outstanding amount',
        'Late payment fee: S$100',
      ],
    },
  },
  {
    title: 'DBS Personal Loan',
    slug: 'dbs-personal-loan',
    subtitle: 'Borrow for renovation, weddings or education',
    category: 'DBS',
    priority: 80,
    tiers: {
      tier1: 'Interest from 3.88% p.a. (EIR from 7.56% p.a.)',
      tier2: 'Min. income S$20,000',
      tier3: 'Tenure 1 to 5 years',
    },
    rewardOffer: [offer('DBS', 'Cashback of 2% of the loan amount, up to S$800', 'Limited time')],
    lists: {
      keyFeatures: [
        'Apply online with Myinfo in minutes',
        'Processing fee: 1% of the loan amount',
        'Approval in principle on the same day',
      ],
      repaymentSummary: [
        'Loan of S$20,000 over 5 years: about S$398/month',
        'Early repayment fee: 3% of outstanding amount',
      ],
    },
  },
  {
    title: 'CIMB Personal Loan',
    slug: 'cimb-personal-loan',
    subtitle: 'One of the lowest advertised rates for salaried borrowers',
    category: 'CIMB',
    priority: 70,
    tiers: {
      tier1: 'Interest from 2.98% p.a. (EIR from 5.60% p.a.)',
      tier2: 'Min. income S$30,000',
      tier3: 'Tenure 1 to 5 years',
    },
    rewardOffer: [offer('CIMB', 'S$350 cash credit when you borrow S$15,000 or more', 'New loan')],
    lists: {
      keyFeatures: ['No processing fee', 'No early repayment fee after 12 months'],
      repaymentSummary: [
        'Loan of S$15,000 over 3 years: about S$453/month',
        'Late payment fee: S$75',
      ],
    },
  },
  {
    title: 'HSBC Personal Line of Credit',
    slug: 'hsbc-personal-line-of-credit',
    subtitle: 'Standby cash you only pay interest on when you use it',
    category: 'HSBC',
    priority: 60,
    tiers: {
      tier1: 'Interest 19.8% p.a. on the amount used',
      tier2: 'Credit limit up to 4x monthly income',
      tier3: 'Annual fee S$100 (first year waived)',
    },
    rewardOffer: [offer('HSBC', 'S$150 cashback on your first drawdown of S$3,000', 'Welcome')],
    lists: {
      keyFeatures: ['Withdraw at ATMs or online', 'No fixed repayment schedule'],
      repaymentSummary: [
        'Minimum monthly payment: 3% of balance or S$50',
        'Interest charged daily on the outstanding balance',
      ],
    },
  },
  {
    title: 'UOB Renovation Loan',
    slug: 'uob-renovation-loan',
    subtitle: 'Finance your home makeover with a lower rate',
    category: 'UOB',
    priority: 50,
    tiers: {
      tier1: 'Interest from 4.38% p.a.',
      tier2: 'Up to S$30,000 or 6x monthly income',
      tier3: 'Tenure 1 to 5 years',
    },
    rewardOffer: [offer('UOB', 'Free home inspection worth S$200', 'Homeowner gift')],
    lists: {
      keyFeatures: [
        'Payment made directly to your contractor',
        'Covers built-ins, flooring and electrical work',
      ],
      repaymentSummary: [
        'Loan of S$30,000 over 5 years: about S$557/month',
        'Early repayment fee: 1.5% of outstanding amount',
      ],
    },
  },
];
