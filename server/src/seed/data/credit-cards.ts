import { offer, type DemoListing } from './demo-listing.js';

export const demoCreditCards: DemoListing[] = [
  {
    title: 'DBS Everyday Cashback Card',
    slug: 'dbs-everyday-cashback-card',
    subtitle: 'Up to 5% cashback on groceries, food delivery and transport',
    category: 'DBS',
    priority: 90,
    tiers: {
      tier1: 'Min. income S$30,000',
      tier2: 'Min. spend S$600/month for bonus cashback',
      tier3: 'Annual fee S$196.20 (first 2 years waived)',
    },
    rewardOffer: [
      offer('DBS', 'S$150 cashback when you spend S$800 in the first 60 days', 'New to DBS'),
      offer('DBS', 'Samsonite luggage worth S$420 for new cardholders', 'Welcome gift'),
    ],
    lists: {
      keyFeatures: [
        '5% cashback on online food delivery and ride-hailing',
        '3% cashback on groceries at major supermarkets',
        '0.3% cashback on all other spend, no cap',
        'Contactless payments with Apple Pay and Google Pay',
      ],
      interestDetails: [
        'Interest on purchases: 27.8% p.a.',
        'Cash advance: 6% of amount or S$15, whichever is higher',
        'Late payment fee: S$100',
        'Minimum monthly payment: 3% of balance or S$50',
      ],
    },
  },
  {
    title: 'UOB Travel Miles Card',
    slug: 'uob-travel-miles-card',
    subtitle: 'Earn up to 4 miles per dollar on overseas and online travel spend',
    category: 'UOB',
    priority: 80,
    tiers: {
      tier1: 'Min. income S$30,000',
      tier2: 'Min. age 21',
      tier3: 'Annual fee S$261.60 (first year waived)',
    },
    rewardOffer: [
      offer('UOB', '20,000 bonus miles with S$1,000 spend in the first 30 days', 'Limited time'),
    ],
    lists: {
      keyFeatures: [
        '4 miles per S$1 on online travel bookings',
        '2.4 miles per S$1 on overseas spend',
        '1.2 miles per S$1 on local spend',
        'Two complimentary airport lounge visits a year',
      ],
      interestDetails: [
        'Interest on purchases: 27.8% p.a.',
        'Foreign currency transactions: 3.25% admin fee',
        'Miles conversion fee: S$25 per conversion',
      ],
    },
  },
  {
    title: 'Citibank SmartSpend Card',
    slug: 'citibank-smartspend-card',
    subtitle: 'Flat cashback on everything with no minimum spend',
    category: 'Citibank',
    priority: 70,
    tiers: {
      tier1: 'Min. income S$30,000',
      tier2: 'Foreigners: min. income S$42,000',
      tier3: 'Annual fee S$196.20',
    },
    rewardOffer: [
      offer('Citibank', 'S$300 cashback when you spend S$500 within 30 days', 'New customers'),
      offer('Citibank', 'Dyson cordless vacuum for the first 200 sign-ups', 'Gift'),
    ],
    lists: {
      keyFeatures: [
        '1.6% unlimited cashback on all eligible spend',
        'No minimum spend and no cap',
        'Cashback credited automatically every month',
      ],
      interestDetails: [
        'Interest on purchases: 27.9% p.a.',
        'Late payment fee: S$100',
        'Overlimit fee: S$40',
      ],
    },
  },
  {
    title: 'American Express Lifestyle Rewards Card',
    slug: 'american-express-lifestyle-rewards-card',
    subtitle: 'Membership points on dining, shopping and entertainment',
    category: 'American Express',
    priority: 60,
    tiers: {
      tier1: 'Min. income S$30,000',
      tier2: 'Min. spend S$2,000 in 3 months for welcome bonus',
      tier3: 'Annual fee S$179.85',
    },
    rewardOffer: [
      offer(
        'American Express',
        '25,000 bonus membership points with S$2,000 spend in 3 months',
        'Welcome bonus',
      ),
    ],
    lists: {
      keyFeatures: [
        '3 points per S$1.60 on dining and entertainment',
        'Points never expire while the account is open',
        'Exclusive dining offers at partner restaurants',
      ],
      interestDetails: [
        'Interest on purchases: 26.9% p.a.',
        'Late payment fee: S$100',
        'Supplementary cards: first two free',
      ],
    },
  },
  {
    title: 'OCBC Rebate Plus Card',
    slug: 'ocbc-rebate-plus-card',
    subtitle: 'Up to 6% rebates at selected dining, petrol and online merchants',
    category: 'OCBC',
    priority: 50,
    tiers: {
      tier1: 'Min. income S$30,000',
      tier2: 'Min. spend S$800/month for top-tier rebates',
      tier3: 'Annual fee S$196.20 (first 2 years waived)',
    },
    rewardOffer: [
      offer('OCBC', 'S$200 cash credit when you apply online and spend S$500', 'Online exclusive'),
    ],
    lists: {
      keyFeatures: [
        '6% rebate on dining and food delivery',
        '5% rebate on petrol at partner stations',
        '0.3% rebate on all other spend',
      ],
      interestDetails: [
        'Interest on purchases: 27.78% p.a.',
        'Cash advance fee: 8% of amount',
        'Late payment fee: S$100',
      ],
    },
  },
  {
    title: 'HSBC Global Travel Card',
    slug: 'hsbc-global-travel-card',
    subtitle: 'No foreign currency fees and bonus points abroad',
    category: 'HSBC',
    priority: 40,
    tiers: {
      tier1: 'Min. income S$40,000',
      tier2: 'Min. age 21',
      tier3: 'Annual fee S$196.20 (first year waived)',
    },
    rewardOffer: [
      offer('HSBC', 'Travel luggage set when you spend S$1,000 in 30 days', 'New to HSBC'),
    ],
    lists: {
      keyFeatures: [
        'No foreign currency transaction fee',
        '2 reward points per S$1 spent overseas',
        'Complimentary travel insurance when you charge your fare',
      ],
      interestDetails: [
        'Interest on purchases: 26.9% p.a.',
        'Late payment fee: S$100',
        'Annual fee waived with S$12,500 yearly spend',
      ],
    },
  },
];
