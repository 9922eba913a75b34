import { insurance } from './demo-builders.js';
import { offer, type DemoListing } from './demo-listing.js';

/** More plans, their tiers and detail lines written from their terms. */
const moreInsurances: DemoListing[] = [
  insurance({
    title: 'UOB TravelSafe Plus',
    slug: 'uob-travelsafe-plus',
    subtitle: 'Trip cover with medical expenses up to S$1 million',
    category: 'UOB',
    priority: 72,
    offers: [['30% off single-trip plans bought online', 'Online offer']],
    keyFeatures: [
      'Medical expenses overseas',
      'Trip cancellation and delay',
      'Covers pre-existing conditions on Premier plans',
    ],
    terms: { coverType: 'travel', premiumFrom: 21, premiumPer: 'trip', coverageAmount: 1000000 },
  }),
  insurance({
    title: 'HSBC TravelSure',
    slug: 'hsbc-travelsure',
    subtitle: 'Annual multi-trip cover for frequent travellers',
    category: 'HSBC',
    priority: 60,
    offers: [['S$30 voucher with an annual plan', 'Welcome gift']],
    keyFeatures: ['Unlimited trips in a year', 'Family cover option', 'Adventure sports included'],
    terms: { coverType: 'travel', premiumFrom: 189, premiumPer: 'year', coverageAmount: 500000 },
  }),
  insurance({
    title: 'DBS Car Insurance',
    slug: 'dbs-car-insurance',
    subtitle: 'Comprehensive motor cover with a no-claim discount of up to 50%',
    category: 'DBS',
    priority: 58,
    offers: [['S$100 petrol vouchers with a new policy', 'Car owners']],
    keyFeatures: ['Comprehensive cover', '24-hour accident assistance', 'Choice of workshop'],
    terms: { coverType: 'car', premiumFrom: 850, premiumPer: 'year', coverageAmount: 5000000 },
  }),
  insurance({
    title: 'Standard Chartered Term Protect',
    slug: 'standard-chartered-term-protect',
    subtitle: 'Level term life cover for 20 years or to age 65',
    category: 'Standard Chartered',
    priority: 50,
    offers: [['First 2 months of premiums waived', 'Online offer']],
    keyFeatures: [
      'Death and total permanent disability',
      'Guaranteed premiums',
      'No medical check-up up to S$500,000',
    ],
    terms: { coverType: 'life', premiumFrom: 12, premiumPer: 'month', coverageAmount: 1500000 },
  }),
  insurance({
    title: 'CIMB Hospital Cash Plan',
    slug: 'cimb-hospital-cash-plan',
    subtitle: 'A daily cash benefit for every day in hospital',
    category: 'CIMB',
    priority: 40,
    offers: [['S$20 cashback on your first premium', 'New policy']],
    keyFeatures: [
      'Up to S$300 a day in hospital',
      'Double in intensive care',
      'No claim needed for short stays',
    ],
    terms: { coverType: 'health', premiumFrom: 9.9, premiumPer: 'month', coverageAmount: 100000 },
  }),
  insurance({
    title: 'UOB Home Guard',
    slug: 'uob-home-guard',
    subtitle: 'Cover for your home contents, renovations and liability',
    category: 'UOB',
    priority: 38,
    offers: [['15% off for UOB cardholders', 'Cardholders']],
    keyFeatures: [
      'Contents and renovations',
      'Personal liability up to S$1 million',
      'Temporary accommodation after a fire',
    ],
    terms: { coverType: 'home', premiumFrom: 75, premiumPer: 'year', coverageAmount: 150000 },
  }),
];

export const demoInsurances: DemoListing[] = [
  {
    title: 'HSBC Term Life Protector',
    slug: 'hsbc-term-life-protector',
    subtitle: 'Affordable term cover for your family up to age 85',
    category: 'HSBC',
    priority: 90,
    terms: { coverType: 'life', premiumFrom: 15, premiumPer: 'month', coverageAmount: 2000000 },
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
    terms: { coverType: 'travel', premiumFrom: 18, premiumPer: 'trip', coverageAmount: 1000000 },
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
    terms: { coverType: 'health', premiumFrom: 25, premiumPer: 'month', coverageAmount: 500000 },
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
    terms: { coverType: 'home', premiumFrom: 60, premiumPer: 'year', coverageAmount: 100000 },
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
    terms: {
      coverType: 'personal-accident',
      premiumFrom: 8,
      premiumPer: 'month',
      coverageAmount: 300000,
    },
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
  ...moreInsurances,
];
