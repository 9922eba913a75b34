import { formatMoney, type SpendCategory, type TermSource } from '@sg-finance/contract';
import { demoCard, type DemoCard } from './demo-card.js';
import { withHistory, type DemoListing } from './demo-listing.js';

/** HSBC Revolution's bonus leaves out fast food and travel agencies (MileLion, 13 Sep 2025). */
const revolutionExcludedMccs = ['4722', '5814'];

/** What Singapore's cards pay no reward on and leave out of their spend conditions. */
const usualExclusions: SpendCategory[] = ['insurance', 'education', 'government', 'walletTopUps'];

/** The page the figures follow, and that page's own date. */
const source = (url: string, verifiedAt: string): TermSource => ({
  url,
  verifiedAt,
  verifiedBy: 'Demo catalogue editors',
});

/**
 * Card sign-up gifts change every few weeks: the demo's offers link to the bank, and its terms
 * carry a gift only where a dated source states one (SG-FIGURES: MileLion's weekly summary).
 */
const welcomeGift = (endsInDays?: number) =>
  [['Sign-up gift for new card members: see the bank', 'Welcome', endsInDays]] as const;

/** DBS Woman's World Card: 4 miles per S$1 online up to a monthly cap, 1.2 overseas, 0.4 else. */
function womansWorld(cap: number, annualFee: number, sourced: TermSource): DemoListing {
  return demoCard({
    title: "DBS Woman's World Card",
    slug: 'dbs-womans-world-card',
    subtitle: `4 miles per S$1 online on the first ${formatMoney(cap)} a month`,
    category: 'DBS',
    priority: 86,
    offers: welcomeGift(),
    keyFeatures: [
      `4 miles per S$1 on online spend, first ${formatMoney(cap)} a calendar month`,
      '1.2 miles per S$1 on overseas spend in store, 0.4 miles per S$1 on everything else',
      'DBS Points are valid for one year',
    ],
    terms: {
      source: sourced,
      rewardType: 'miles',
      pointsCurrency: 'dbs-points',
      annualFee,
      annualFeeWaivedYears: 1,
      minIncome: 80000,
      minAge: 21,
      baseRate: 0.4,
      earn: [
        { category: 'online', rate: 4, cap: { amount: cap, on: 'bonusSpend' } },
        { category: 'overseas', rate: 1.2 },
      ],
      noEarnCategories: usualExclusions,
      capPeriod: 'calendarMonth',
      fxFee: 3.25,
    },
  });
}

/** Its online bonus cap: S$2,000 a month, S$1,500 from March 2024, S$1,000 from August 2025. */
const dbsWomansWorld = withHistory(
  womansWorld(
    1000,
    196.2,
    source('https://milelion.com/2025/08/09/review-dbs-womans-world-card/', '2025-08-09'),
  ),
  '2025-08-01',
  [
    {
      since: '2023-03-24',
      listing: womansWorld(
        2000,
        194.4,
        source('https://milelion.com/2023/03/24/review-dbs-womans-world-card/', '2023-03-24'),
      ),
    },
    {
      since: '2024-03-01',
      listing: womansWorld(
        1500,
        196.2,
        source(
          'https://milelion.com/2024/01/26/dbs-womans-world-card-cutting-monthly-4-mpd-cap-to-s1500/',
          '2024-01-26',
        ),
      ),
    },
  ],
);

/** DBS Altitude: 1.2 / 2 miles per S$1 and 3 on flights and hotels until August 2023, 1.3 / 2.2 since. */
const altitudeCard = {
  title: 'DBS Altitude Visa Signature Card',
  slug: 'dbs-altitude-visa-signature-card',
  category: 'DBS',
  priority: 75,
  offers: welcomeGift(),
} as const;

const dbsAltitude = withHistory(
  demoCard({
    ...altitudeCard,
    subtitle: 'DBS Points that never expire, 2.2 miles per S$1 overseas',
    keyFeatures: [
      '1.3 miles per S$1 locally',
      '2.2 miles per S$1 on spend in foreign currencies',
      'DBS Points never expire',
    ],
    terms: {
      source: source('https://milelion.com/2025/06/25/review-dbs-altitude-card/', '2025-06-25'),
      rewardType: 'miles',
      pointsCurrency: 'dbs-points',
      annualFee: 196.2,
      annualFeeWaivedYears: 1,
      minIncome: 30000,
      minAge: 21,
      baseRate: 1.3,
      earn: [{ category: 'overseas', rate: 2.2 }],
      noEarnCategories: usualExclusions,
      fxFee: 3.25,
    },
  }),
  '2023-08-01',
  [
    {
      since: '2020-07-17',
      listing: demoCard({
        ...altitudeCard,
        subtitle: 'DBS Points that never expire, 3 miles per S$1 on flights and hotels',
        keyFeatures: [
          '1.2 miles per S$1 locally',
          '2 miles per S$1 overseas',
          '3 miles per S$1 on online flight and hotel bookings, first S$5,000 a month',
        ],
        terms: {
          source: source('https://mainlymiles.com/2020/07/17/dbs-altitude-review-2020/', '2020-07-17'),
          rewardType: 'miles',
          annualFee: 192.6,
          annualFeeWaivedYears: 1,
          annualFeeWaiverSpend: 25000,
          minIncome: 30000,
          minIncomeForeigner: 45000,
          minAge: 21,
          baseRate: 1.2,
          earn: [
            { category: 'overseas', rate: 2 },
            { category: 'travel', rate: 3, cap: { amount: 5000, on: 'bonusSpend' } },
          ],
          noEarnCategories: usualExclusions,
          fxFee: 3.25,
        },
      }),
    },
  ],
);

const cards: DemoCard[] = [
  {
    title: 'HSBC Revolution Card',
    slug: 'hsbc-revolution-card',
    subtitle: '4 miles per S$1 online and on contactless dining, with no annual fee',
    category: 'HSBC',
    priority: 84,
    offers: welcomeGift(6),
    keyFeatures: [
      '4 miles per S$1 on online and contactless spend in its bonus categories',
      'Bonus on the first S$1,500 of spend a month',
      '0.4 miles per S$1 on everything else; no bonus on fast food or travel agencies',
      'No annual fee',
    ],
    terms: {
      source: source('https://milelion.com/2025/09/13/review-hsbc-revolution-card/', '2025-09-13'),
      rewardType: 'miles',
      pointsCurrency: 'hsbc-points',
      annualFee: 0,
      minAge: 21,
      baseRate: 0.4,
      // The same review: fast food (MCC 5814) and travel agencies (MCC 4722) earn no bonus, and
      // in shops the bonus is for contactless payments.
      earn: [
        { category: 'online', rate: 4, excludedMccs: revolutionExcludedMccs },
        {
          category: 'dining',
          rate: 4,
          excludedMccs: revolutionExcludedMccs,
          channels: ['online', 'contactless', 'mobileWallet'],
        },
        {
          category: 'transport',
          rate: 4,
          excludedMccs: revolutionExcludedMccs,
          channels: ['online', 'contactless', 'mobileWallet'],
        },
      ],
      noEarnCategories: usualExclusions,
      monthlyCap: { amount: 1500, on: 'bonusSpend' },
      capPeriod: 'calendarMonth',
      // MileLion's weekly summary of June 2025: S$390 cash on S$500 of spend. It states no window,
      // new-to-bank rule, claim or payout, so the demo gives none.
      welcome: { value: 390, unit: 'SGD', minSpend: 500 },
    },
  },
  {
    title: 'HSBC TravelOne Card',
    slug: 'hsbc-travelone-card',
    subtitle: '1.2 miles per S$1 locally, 2.4 overseas, instant points transfers',
    category: 'HSBC',
    priority: 66,
    offers: welcomeGift(),
    keyFeatures: [
      '1.2 miles per S$1 locally and 2.4 miles per S$1 in foreign currencies',
      'Points transfer instantly to its airline and hotel partners',
      'Annual fee waived with S$25,000 of spend in the previous membership year',
    ],
    terms: {
      source: source('https://milelion.com/2024/06/10/review-hsbc-travelone-card/', '2024-06-10'),
      rewardType: 'miles',
      pointsCurrency: 'hsbc-points',
      annualFee: 196.2,
      annualFeeWaiverSpend: 25000,
      minAge: 21,
      baseRate: 1.2,
      earn: [{ category: 'overseas', rate: 2.4 }],
      noEarnCategories: usualExclusions,
    },
  },
  {
    title: 'Citi Rewards Card',
    slug: 'citi-rewards-card',
    subtitle: '10 points per S$1 online, on the first S$1,000 a statement month',
    category: 'Citibank',
    priority: 80,
    offers: welcomeGift(),
    keyFeatures: [
      '10 points per S$1 on online spend, except travel and in-app mobile wallets',
      '1 point per S$1 on everything else',
      'Bonus on the first S$1,000 of spend each statement month',
      'Points convert at 0.4 miles a point',
    ],
    terms: {
      source: source('https://milelion.com/2026/02/27/review-citi-rewards-credit-card/', '2026-02-27'),
      rewardType: 'points',
      pointsCurrency: 'citi-thankyou-points',
      annualFee: 196.2,
      annualFeeWaivedYears: 1,
      minIncome: 30000,
      minAge: 21,
      baseRate: 1,
      earn: [{ category: 'online', rate: 10 }],
      noEarnCategories: usualExclusions,
      monthlyCap: { amount: 1000, on: 'bonusSpend' },
      capPeriod: 'statementMonth',
      fxFee: 3.25,
    },
  },
  {
    title: 'Citi PremierMiles Card',
    slug: 'citi-premiermiles-card',
    subtitle: 'Citi Miles that never expire and two lounge visits a year',
    category: 'Citibank',
    priority: 64,
    offers: welcomeGift(),
    keyFeatures: [
      '1.2 miles per S$1 locally',
      '2 miles per S$1 in foreign currencies',
      'Two free Priority Pass visits a year',
    ],
    terms: {
      source: source('https://milelion.com/2023/08/07/review-citi-premiermiles-card/', '2023-08-07'),
      rewardType: 'miles',
      pointsCurrency: 'citi-miles',
      annualFee: 194.4,
      annualFeeWaivedYears: 1,
      minIncome: 30000,
      minAge: 21,
      baseRate: 1.2,
      earn: [{ category: 'overseas', rate: 2 }],
      noEarnCategories: usualExclusions,
      fxFee: 3.25,
    },
  },
  {
    title: 'OCBC Rewards Card',
    slug: 'ocbc-rewards-card',
    subtitle: '4 miles per S$1 on selected shopping, online and in store',
    category: 'OCBC',
    priority: 70,
    offers: welcomeGift(),
    keyFeatures: [
      '4 miles per S$1 at selected shopping merchants, first S$1,110 a calendar month',
      '0.4 miles per S$1 on everything else',
      'OCBC$ earned per whole S$5 of spend',
    ],
    terms: {
      source: source('https://milelion.com/2025/07/22/review-ocbc-titanium-rewards-card/', '2025-07-22'),
      rewardType: 'miles',
      pointsCurrency: 'ocbc-dollars',
      annualFee: 196.2,
      annualFeeWaivedYears: 2,
      minIncome: 30000,
      minIncomeForeigner: 45000,
      minAge: 21,
      baseRate: 0.4,
      earn: [{ category: 'online', rate: 4 }],
      noEarnCategories: usualExclusions,
      monthlyCap: { amount: 1110, on: 'bonusSpend' },
      capPeriod: 'calendarMonth',
      earnBlock: 5,
      fxFee: 3.25,
    },
  },
  {
    title: 'UOB PRVI Miles Card',
    slug: 'uob-prvi-miles-card',
    subtitle: '1.4 miles per S$1 locally and 2.4 in foreign currencies, no cap',
    category: 'UOB',
    priority: 72,
    offers: welcomeGift(),
    keyFeatures: [
      '1.4 miles per S$1 on spend in Singapore dollars',
      '2.4 miles per S$1 on spend in foreign currencies',
      'UNI$ earned per whole S$5 of spend',
    ],
    terms: {
      source: source(
        'https://www.uob.com.sg/personal/cards/credit/uob-prvi-miles-card/index.html',
        '2021-02-01',
      ),
      rewardType: 'miles',
      pointsCurrency: 'uob-uni-dollars',
      baseRate: 1.4,
      earn: [{ category: 'overseas', rate: 2.4 }],
      noEarnCategories: usualExclusions,
      earnBlock: 5,
    },
  },
  {
    title: 'American Express Singapore Airlines KrisFlyer Credit Card',
    slug: 'american-express-krisflyer-credit-card',
    subtitle: 'KrisFlyer miles credited directly, 2 miles per S$1 on Singapore Airlines and Grab',
    category: 'American Express',
    priority: 60,
    offers: welcomeGift(),
    keyFeatures: [
      '1.1 miles per S$1 locally and overseas',
      '2 miles per S$1 on Singapore Airlines, Scoot, KrisShop and Grab',
      'Annual fee waived for the first year',
    ],
    terms: {
      source: source('https://milelion.com/2024/11/14/review-amex-krisflyer-credit-card', '2024-11-14'),
      rewardType: 'miles',
      annualFee: 179.85,
      annualFeeWaivedYears: 1,
      minAge: 21,
      baseRate: 1.1,
      earn: [
        { category: 'travel', rate: 2 },
        { category: 'transport', rate: 2 },
      ],
      noEarnCategories: usualExclusions,
      fxFee: 3.25,
    },
  },
  {
    title: 'OCBC 365 Credit Card',
    slug: 'ocbc-365-credit-card',
    subtitle: 'Cashback on dining, petrol, groceries, transport and bills',
    category: 'OCBC',
    priority: 68,
    offers: welcomeGift(12),
    keyFeatures: [
      '6% cashback on dining and food delivery, and on petrol',
      '3% cashback on groceries, land transport, recurring bills and online travel',
      'Cashback up to S$80 a calendar month with S$800 of spend; 0.3% below that',
    ],
    terms: {
      source: source('https://www.ocbc.com/personal-banking/cards/365-cashback-credit-card', '2023-05-08'),
      rewardType: 'cashback',
      minIncome: 30000,
      minIncomeForeigner: 45000,
      minAge: 21,
      minMonthlySpend: 800,
      notCountedCategories: usualExclusions,
      baseRate: 0.3,
      earn: [
        { category: 'dining', rate: 6 },
        { category: 'petrol', rate: 6 },
        { category: 'groceries', rate: 3 },
        { category: 'transport', rate: 3 },
        { category: 'bills', rate: 3 },
        { category: 'travel', rate: 3 },
      ],
      noEarnCategories: usualExclusions,
      monthlyCap: { amount: 80, on: 'reward' },
      capPeriod: 'calendarMonth',
    },
  },
  {
    title: 'UOB Absolute Cashback Card',
    slug: 'uob-absolute-cashback-card',
    subtitle: '1.7% cashback on everything, no minimum spend and no cap',
    category: 'UOB',
    priority: 62,
    offers: welcomeGift(),
    keyFeatures: [
      '1.7% cashback with no minimum spend and no cap',
      'Cashback offsets the next statement automatically',
      'An American Express card: it earns wherever American Express is accepted',
    ],
    terms: {
      source: source(
        'https://www.uob.com.sg/personal/cards/credit-cards/rebates-cards/absolute-cashback.page',
        '2023-01-15',
      ),
      rewardType: 'cashback',
      baseRate: 1.7,
    },
  },
  {
    title: 'CIMB Visa Signature',
    slug: 'cimb-visa-signature-card',
    subtitle: '10% cashback on dining, groceries and online spend, no annual fee',
    category: 'CIMB',
    priority: 56,
    offers: welcomeGift(),
    keyFeatures: [
      '10% cashback on dining, groceries and online spend with S$600 of spend a statement month',
      'Up to S$50 in each category and S$100 a statement month',
      '0.2% cashback on all other spend, with no cap',
      'No annual fee',
    ],
    terms: {
      source: source('https://zbook.org/read/35bee3_frequently-asked-questions-cimb-sg.html', '2018-11-23'),
      rewardType: 'cashback',
      annualFee: 0,
      minMonthlySpend: 600,
      notCountedCategories: usualExclusions,
      baseRate: 0.2,
      earn: [
        { category: 'dining', rate: 10, cap: { amount: 50, on: 'reward' } },
        { category: 'groceries', rate: 10, cap: { amount: 50, on: 'reward' } },
        { category: 'online', rate: 10, cap: { amount: 50, on: 'reward' } },
      ],
      noEarnCategories: usualExclusions,
      monthlyCap: { amount: 100, on: 'reward' },
      capPeriod: 'statementMonth',
    },
  },
  {
    title: 'CIMB Platinum Mastercard',
    slug: 'cimb-platinum-mastercard',
    subtitle: '10% cashback on travel, transport and petrol, no annual fee',
    category: 'CIMB',
    priority: 48,
    offers: welcomeGift(),
    keyFeatures: [
      '10% cashback on travel, transport and petrol with S$600 of spend a statement month',
      'Up to S$50 on travel, S$50 on transport and petrol together, and S$100 a statement month',
      '0.2% cashback on all other spend',
      'No annual fee',
    ],
    terms: {
      source: source('https://zbook.org/read/35bee3_frequently-asked-questions-cimb-sg.html', '2018-11-23'),
      rewardType: 'cashback',
      annualFee: 0,
      minMonthlySpend: 600,
      notCountedCategories: usualExclusions,
      baseRate: 0.2,
      earn: [
        { category: 'travel', rate: 10, cap: { amount: 50, on: 'reward' } },
        { category: 'transport', rate: 10 },
        { category: 'petrol', rate: 10 },
      ],
      // One category of the bank's, 'Transport and Petrol', with one S$50 cap.
      sharedCaps: [{ categories: ['transport', 'petrol'], amount: 50, on: 'reward' }],
      noEarnCategories: usualExclusions,
      monthlyCap: { amount: 100, on: 'reward' },
      capPeriod: 'statementMonth',
    },
  },
];

/**
 * Credit cards of Singapore, each figure as the page in `terms.source` states it on that page's
 * own date; cards whose sources give earlier figures (the DBS Woman's World Card's online cap,
 * the DBS Altitude's rates) are seeded through those dated states. Cards whose current figures
 * no stored source gives (UOB One Card's quarterly rebate tiers, Standard Chartered's and POSB's
 * cards among them) are left out.
 */
export const demoCreditCards: DemoListing[] = [
  dbsWomansWorld,
  dbsAltitude,
  ...cards.map((card) => demoCard(card)),
];
