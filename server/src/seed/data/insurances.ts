import type { PremiumBand, TermSource } from '@sg-finance/contract';
import { insurance } from './demo-builders.js';
import type { DemoListing } from './demo-listing.js';

const source = (url: string, verifiedAt: string): TermSource => ({
  url,
  verifiedAt,
  verifiedBy: 'SG Finance Rewards editors',
});

/** Bands of [from age, to age, premium a year, smoker premium a year]. */
const bands = (...rows: [number, number, number, number?][]): PremiumBand[] =>
  rows.map(([ageFrom, ageTo, premium, smokerPremium]) => ({
    ageFrom,
    ageTo,
    premium,
    ...(smokerPremium !== undefined && { smokerPremium }),
  }));

/**
 * Plans of insurers and banks with premiums a year by age band (and smoker, where the plan asks)
 * for a stated cover: term life and critical illness in proportion to the cover, travel, home and
 * car plans at one premium for their cover. Demonstration figures after the pages in `source`.
 */
export const demoInsurances: DemoListing[] = [
  insurance({
    title: 'Income Term Life Cover',
    slug: 'income-term-life-cover',
    subtitle: 'Level term life cover, bought online',
    category: 'Income',
    priority: 95,
    offers: [['A first-year discount when you buy online', 'Online offer']],
    keyFeatures: [
      'Death, terminal illness and total permanent disability',
      'Guaranteed level premiums',
      'Option to add critical illness cover',
    ],
    terms: {
      source: source('https://www.income.com.sg/life-insurance/term-life', '2026-11-04'),
      coverType: 'life',
      minCoverAmount: 50_000,
      coverageAmount: 2_000_000,
      premiumTable: {
        coverAmount: 500_000,
        scaling: 'proportional',
        bands: bands(
          [18, 29, 290, 480],
          [30, 34, 340, 600],
          [35, 39, 430, 790],
          [40, 44, 620, 1180],
          [45, 49, 930, 1800],
          [50, 54, 1450, 2800],
          [55, 60, 2300, 4400],
        ),
      },
    },
  }),
  insurance({
    title: 'Singlife Term Life',
    slug: 'singlife-term-life',
    subtitle: 'Term cover with premiums that stay the same for the term',
    category: 'Singlife',
    priority: 90,
    offers: [['A shopping voucher when your policy is issued', 'Welcome gift']],
    keyFeatures: [
      'Death and terminal illness',
      'Apply online in minutes',
      'No medical check for most',
    ],
    terms: {
      source: source('https://singlife.com/en/life-insurance/term-life', '2026-10-27'),
      coverType: 'life',
      minCoverAmount: 100_000,
      coverageAmount: 3_000_000,
      premiumTable: {
        coverAmount: 500_000,
        scaling: 'proportional',
        bands: bands(
          [18, 29, 270, 470],
          [30, 39, 400, 760],
          [40, 49, 760, 1480],
          [50, 60, 1800, 3500],
        ),
      },
    },
  }),
  insurance({
    title: 'HSBC Term Life Protector',
    slug: 'hsbc-term-life-protector',
    subtitle: 'Affordable term cover for your family',
    category: 'HSBC',
    priority: 85,
    offers: [
      ['First month premium waived for online applications', 'Online offer'],
      ['Grocery voucher when your policy is issued', 'Welcome gift'],
    ],
    keyFeatures: [
      'Death and terminal illness cover',
      'Option to add critical illness cover',
      'Level premiums for the policy term',
    ],
    terms: {
      source: source('https://www.hsbc.com.sg/insurance/products/term-life/', '2026-10-19'),
      coverType: 'life',
      minCoverAmount: 100_000,
      coverageAmount: 2_000_000,
      premiumTable: {
        coverAmount: 500_000,
        scaling: 'proportional',
        bands: bands(
          [18, 29, 310, 520],
          [30, 39, 450, 820],
          [40, 49, 820, 1600],
          [50, 65, 2100, 4000],
        ),
      },
    },
  }),
  insurance({
    title: 'Standard Chartered Term Protect',
    slug: 'standard-chartered-term-protect',
    subtitle: 'Level term life cover with guaranteed premiums',
    category: 'Standard Chartered',
    priority: 60,
    offers: [['First 2 months of premiums waived', 'Online offer']],
    keyFeatures: [
      'Death and total permanent disability',
      'Guaranteed premiums',
      'Cover for a fixed term',
    ],
    terms: {
      source: source('https://www.sc.com/sg/insurance/term-protect/', '2026-09-29'),
      coverType: 'life',
      minCoverAmount: 100_000,
      coverageAmount: 1_500_000,
      premiumTable: {
        coverAmount: 500_000,
        scaling: 'proportional',
        bands: bands(
          [18, 29, 300, 500],
          [30, 39, 440, 800],
          [40, 49, 800, 1560],
          [50, 60, 1950, 3700],
        ),
      },
    },
  }),
  insurance({
    title: 'OCBC Critical Care Plan',
    slug: 'ocbc-critical-care-plan',
    subtitle: 'A lump sum on diagnosis of a critical illness, early stages included',
    category: 'OCBC',
    priority: 80,
    offers: [['Cash credit after 3 months of premiums', 'Cashback']],
    keyFeatures: [
      'Covers early, intermediate and severe stages',
      'Claims for different illnesses',
      'Waiting period for some conditions',
    ],
    terms: {
      source: source(
        'https://www.ocbc.com/personal-banking/insurance/critical-illness',
        '2026-11-07',
      ),
      coverType: 'health',
      minCoverAmount: 25_000,
      coverageAmount: 500_000,
      premiumTable: {
        coverAmount: 100_000,
        scaling: 'proportional',
        bands: bands(
          [18, 29, 190, 270],
          [30, 39, 270, 400],
          [40, 49, 500, 780],
          [50, 60, 980, 1520],
        ),
      },
    },
  }),
  insurance({
    title: 'Great Eastern Early Critical Cover',
    slug: 'great-eastern-early-critical-cover',
    subtitle: 'Critical illness cover from early stage, entry up to age 65',
    category: 'Great Eastern',
    priority: 75,
    offers: [['A shopping voucher on approval', 'Welcome gift']],
    keyFeatures: [
      'Early to severe stage illnesses',
      'Premium waiver on early stage claim',
      'Renewable cover',
    ],
    terms: {
      source: source(
        'https://www.greateasternlife.com/sg/en/personal-insurance/our-products/health-insurance.html',
        '2026-10-12',
      ),
      coverType: 'health',
      minCoverAmount: 50_000,
      coverageAmount: 1_000_000,
      premiumTable: {
        coverAmount: 100_000,
        scaling: 'proportional',
        bands: bands(
          [18, 29, 230, 330],
          [30, 39, 320, 470],
          [40, 49, 560, 860],
          [50, 60, 1100, 1700],
          [61, 65, 1650, 2500],
        ),
      },
    },
  }),
  insurance({
    title: 'POSB Personal Accident Cover',
    slug: 'posb-personal-accident-cover',
    subtitle: 'Accident cover with medical expense reimbursement',
    category: 'POSB',
    priority: 55,
    offers: [['First 2 months of premiums free', 'New policy']],
    keyFeatures: [
      'Accidental death and disability cover',
      'Medical expenses after an accident',
      'Covers infectious diseases such as dengue',
    ],
    terms: {
      source: source(
        'https://www.posb.com.sg/personal/insurance/protection/personal-accident',
        '2026-11-01',
      ),
      coverType: 'personal-accident',
      minCoverAmount: 50_000,
      coverageAmount: 300_000,
      premiumTable: {
        coverAmount: 100_000,
        scaling: 'proportional',
        bands: bands([16, 64, 96], [65, 70, 168]),
      },
    },
  }),
  insurance({
    title: 'AIA Accident Protect',
    slug: 'aia-accident-protect',
    subtitle: 'Personal accident cover for work and play',
    category: 'AIA',
    priority: 50,
    offers: [['A discount on the first year premium', 'Online offer']],
    keyFeatures: [
      'Accidental death and permanent disability',
      'Fractures and burns',
      'Worldwide cover',
    ],
    terms: {
      source: source('https://www.aia.com.sg/en/our-products/accident-protection', '2026-10-21'),
      coverType: 'personal-accident',
      minCoverAmount: 100_000,
      coverageAmount: 500_000,
      premiumTable: {
        coverAmount: 100_000,
        scaling: 'proportional',
        bands: bands([18, 59, 88], [60, 75, 190]),
      },
    },
  }),
  insurance({
    title: 'DBS Travel Shield',
    slug: 'dbs-travel-shield',
    subtitle: 'Single-trip and annual travel insurance',
    category: 'DBS',
    priority: 70,
    offers: [['A discount when you pay with a DBS card', 'Promo']],
    keyFeatures: [
      'Overseas medical expenses',
      'Trip cancellation and delay cover',
      '24-hour emergency assistance',
    ],
    terms: {
      source: source('https://www.dbs.com.sg/personal/insurance/travel-insurance', '2026-11-09'),
      coverType: 'travel',
      premiumFrom: 18,
      premiumPer: 'trip',
      premiumTable: {
        coverAmount: 1_000_000,
        scaling: 'flat',
        bands: bands([0, 69, 199], [70, 85, 420]),
      },
    },
  }),
  insurance({
    title: 'HSBC TravelSure',
    slug: 'hsbc-travelsure',
    subtitle: 'Annual multi-trip cover for frequent travellers',
    category: 'HSBC',
    priority: 65,
    offers: [['A shopping voucher with an annual plan', 'Welcome gift']],
    keyFeatures: ['Unlimited trips in a year', 'Family cover option', 'Adventure sports included'],
    terms: {
      source: source('https://www.hsbc.com.sg/insurance/products/travel/', '2026-10-24'),
      coverType: 'travel',
      premiumTable: {
        coverAmount: 500_000,
        scaling: 'flat',
        bands: bands([0, 69, 189], [70, 80, 360]),
      },
    },
  }),
  insurance({
    title: 'UOB TravelSafe Plus',
    slug: 'uob-travelsafe-plus',
    subtitle: 'Annual trip cover with medical expenses overseas',
    category: 'UOB',
    priority: 62,
    offers: [['A discount on plans bought online', 'Online offer']],
    keyFeatures: [
      'Medical expenses overseas',
      'Trip cancellation and delay',
      'Pre-existing conditions on Premier plans',
    ],
    terms: {
      source: source(
        'https://www.uob.com.sg/personal/insure/travel/travelsafe-plus.page',
        '2026-10-16',
      ),
      coverType: 'travel',
      premiumTable: {
        coverAmount: 1_000_000,
        scaling: 'flat',
        bands: bands([0, 74, 215]),
      },
    },
  }),
  insurance({
    title: 'Citibank Home Protect',
    slug: 'citibank-home-protect',
    subtitle: 'Contents and renovation cover for HDB and private homes',
    category: 'Citibank',
    priority: 45,
    offers: [['Second year premium at half price', 'Renewal reward']],
    keyFeatures: [
      'Fire, flood and burglary cover',
      'Temporary accommodation if your home is unliveable',
      'Domestic helper liability',
    ],
    terms: {
      source: source('https://www.citibank.com.sg/insurance/home-protect/', '2026-10-02'),
      coverType: 'home',
      premiumTable: { coverAmount: 100_000, scaling: 'flat', bands: bands([18, 99, 60]) },
    },
  }),
  insurance({
    title: 'UOB Home Guard',
    slug: 'uob-home-guard',
    subtitle: 'Cover for your home contents, renovations and liability',
    category: 'UOB',
    priority: 40,
    offers: [['A discount for UOB cardholders', 'Cardholders']],
    keyFeatures: [
      'Contents and renovations',
      'Personal liability',
      'Temporary accommodation after a fire',
    ],
    terms: {
      source: source('https://www.uob.com.sg/personal/insure/home/home-guard.page', '2026-10-16'),
      coverType: 'home',
      premiumTable: { coverAmount: 150_000, scaling: 'flat', bands: bands([18, 99, 75]) },
    },
  }),
  insurance({
    title: 'DBS Car Insurance',
    slug: 'dbs-car-insurance',
    subtitle: 'Comprehensive motor cover with a no-claim discount',
    category: 'DBS',
    priority: 35,
    offers: [['Petrol vouchers with a new policy', 'Car owners']],
    keyFeatures: ['Comprehensive cover', '24-hour accident assistance', 'Choice of workshop'],
    terms: {
      source: source('https://www.dbs.com.sg/personal/insurance/car-insurance', '2026-11-06'),
      coverType: 'car',
      premiumTable: {
        coverAmount: 100_000,
        scaling: 'flat',
        bands: bands([18, 25, 2600], [26, 65, 1250], [66, 75, 1700]),
      },
    },
  }),
];
