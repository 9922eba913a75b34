import { offer, type DemoListing } from './demo-listing.js';

export const demoInsurances: DemoListing[] = [
  {
    title: 'HSBC Term Life Protector',
    slug: 'hsbc-term-life-protector',
    subtitle: 'Affordable term cover for your family up to age 85',
    category: 'HSBC',
    priority: 90,
    tiers: {
      tier1: 'Entry age 18 to 65',
      tier2: 'Cover from S$100,000',
      tier3: 'Premiums from S$15/month',
    },
    rewardOffer: [
      offer('HSBC', 'First month premium waived for online applications', 'Online offer'),
      offer('HSBC', 'S$50 grocery voucher when your policy is issued', 'Welcome gift'),
    ],
    lists: {
      keyFeatures: [
        'Death and terminal illness cover',
        'Option to add critical illness cover',
        'Level premiums for the policy term',
      ],
      commisionFees: ['No commission on direct online purchase'],
      additionalDetails: ['Free-look period of 14 days', 'Premiums payable monthly or yearly'],
    },
  },
  {
    title: 'DBS Travel Shield',
    slug: 'dbs-travel-shield',
    subtitle: 'Single-trip and annual travel insurance with COVID-19 cover',
    category: 'DBS',
    priority: 80,
    tiers: {
      tier1: 'Single trip from S$18',
      tier2: 'Annual plan from S$180',
      tier3: 'Family plans available',
    },
    rewardOffer: [offer('DBS', '30% off premiums when you pay with a DBS card', 'Promo')],
    lists: {
      keyFeatures: [
        'Overseas medical expenses up to S$1,000,000',
        'Trip cancellation and delay cover',
        '24-hour emergency assistance',
      ],
      commisionFees: ['No commission for online purchases'],
      additionalDetails: ['Cover starts from the moment you leave your home'],
    },
  },
  {
    title: 'OCBC Critical Care Plan',
    slug: 'ocbc-critical-care-plan',
    subtitle: 'Lump-sum payout on diagnosis of 37 critical illnesses',
    category: 'OCBC',
    priority: 70,
    tiers: {
      tier1: 'Entry age 18 to 60',
      tier2: 'Cover from S$50,000',
      tier3: 'Premiums from S$25/month',
    },
    rewardOffer: [offer('OCBC', 'S$80 cash credit after 3 months of premiums', 'Cashback')],
    lists: {
      keyFeatures: [
        'Covers early, intermediate and severe stages',
        'Up to 3 claims for different illnesses',
        'No medical check-up below S$200,000 cover',
      ],
      commisionFees: ['Distribution cost: up to 20% of first-year premium'],
      additionalDetails: ['Waiting period of 90 days for some conditions'],
    },
  },
  {
    title: 'Citibank Home Protect',
    slug: 'citibank-home-protect',
    subtitle: 'Contents and renovation cover for HDB and private homes',
    category: 'Citibank',
    priority: 60,
    tiers: {
      tier1: 'Premiums from S$60/year',
      tier2: 'Contents cover up to S$100,000',
      tier3: 'Personal liability S$500,000',
    },
    rewardOffer: [offer('Citibank', 'Second year premium at 50% off', 'Renewal reward')],
    lists: {
      keyFeatures: [
        'Fire, flood and burglary cover',
        'Temporary accommodation if your home is unliveable',
        'Domestic helper liability',
      ],
      commisionFees: ['No additional charges'],
      additionalDetails: ['Claims can be filed online within 30 days'],
    },
  },
  {
    title: 'POSB Personal Accident Cover',
    slug: 'posb-personal-accident-cover',
    subtitle: 'Accident cover with medical expense reimbursement',
    category: 'POSB',
    priority: 50,
    tiers: {
      tier1: 'Entry age 16 to 70',
      tier2: 'Cover from S$100,000',
      tier3: 'Premiums from S$8/month',
    },
    rewardOffer: [offer('POSB', 'First 2 months of premiums free', 'New policy')],
    lists: {
      keyFeatures: [
        'Accidental death and disability cover',
        'Medical expenses up to S$5,000 per accident',
        'Covers infectious diseases such as dengue',
      ],
      commisionFees: ['No commission on direct purchase'],
      additionalDetails: ['Renewable yearly up to age 75'],
    },
  },
];
