import {
  formatMoney,
  type FixedDepositRate,
  type FixedDepositTerms,
  type TermSource,
} from '@sg-finance/contract';
import { sdicTermOf } from './deposit-insurance.js';
import { offer, type DemoListing } from './demo-listing.js';
import type { DemoProviderName } from './providers.js';

/**
 * Fixed deposit rates as one page tabled them for new placements on 1 January 2025, each under
 * its bank's name. Only what it states is kept: a term it does not give (fresh funds, early
 * withdrawal) is left out.
 */
const valueVaulterJan2025: TermSource = {
  url: 'https://valuevaulter.com/post/fixed-deposit-rates-and-t-bills-singapore-updated-1-jan-2025',
  verifiedAt: '2025-01-01',
  verifiedBy: 'SG Finance demo catalogue',
};

/**
 * DBS/POSB's Singapore Dollar fixed deposit rates from 19 November 2025, for S$1,000 to
 * S$19,999, as one page tabled them (the 1 January 2025 page gives its row no bank name).
 */
const singPromosDbsNov2025: TermSource = {
  url: 'https://singpromos.com/banks-credit-cards/dbs-posb-sgd-fixed-deposit-offers-up-to-1-0-p-a-from-19-nov-2025-296029',
  verifiedAt: '2025-11-19',
  verifiedBy: 'SG Finance demo catalogue',
};

interface DemoFixedDeposit {
  title: string;
  slug: string;
  subtitle: string;
  category: DemoProviderName;
  priority: number;
  /** Months and percent a year, as the source tables them. */
  rates: readonly (readonly [tenureMonths: number, rate: number])[];
  terms: Omit<FixedDepositTerms, 'rates' | 'source' | 'sdicInsured'>;
  /** The band of the amount the rates are for, where the source gives one. */
  band?: Pick<FixedDepositRate, 'amountFrom' | 'amountUpTo'>;
  /** Where the figures come from and when: the 1 January 2025 table unless said. */
  source?: TermSource;
  keyFeatures: string[];
}

const monthsWords = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

function fixedDeposit(product: DemoFixedDeposit): DemoListing {
  const { rates, terms: own, band, keyFeatures, source, ...fields } = product;
  const terms: FixedDepositTerms = {
    source: source ?? valueVaulterJan2025,
    rates: rates.map(([tenureMonths, rate]) => ({ tenureMonths, rate, ...band })),
    ...own,
    ...sdicTermOf(product.category),
  };
  return {
    ...fields,
    rewardOffer: [offer(product.category, 'Fixed deposit rates for new placements', 'Rates')],
    tiers: {
      tier1: `From ${formatMoney(terms.minDeposit ?? 0)}`,
      tier2: `${rates.length} tenures from ${monthsWords(Math.min(...rates.map(([months]) => months)))}`,
      tier3: 'Interest paid at maturity',
    },
    lists: { keyFeatures },
    terms,
  };
}

export const demoFixedDeposits: DemoListing[] = [
  fixedDeposit({
    title: 'DBS Singapore Dollar Fixed Deposit',
    slug: 'dbs-singapore-dollar-fixed-deposit',
    subtitle: 'Fixed deposits from S$1,000, placed on digibank or at a branch',
    category: 'DBS',
    priority: 80,
    rates: [
      [1, 0.05],
      [2, 0.05],
      [3, 0.15],
      [4, 0.25],
      [5, 0.4],
      [6, 0.8],
      [7, 0.95],
      [8, 1],
      [9, 1],
      [10, 1],
      [11, 1],
      [12, 1],
      [18, 1],
      [24, 1],
      [36, 1],
      [48, 1],
      [60, 1],
    ],
    band: { amountFrom: 1000, amountUpTo: 19_999 },
    source: singPromosDbsNov2025,
    terms: { minDeposit: 1000, maxDeposit: 19_999 },
    keyFeatures: ['Rates for placements of S$1,000 to S$19,999'],
  }),
  fixedDeposit({
    title: 'CIMB Singapore Dollar Fixed Deposit',
    slug: 'cimb-singapore-dollar-fixed-deposit',
    subtitle: 'Online promotional rates from S$10,000',
    category: 'CIMB',
    priority: 75,
    rates: [
      [3, 2.65],
      [6, 2.7],
      [9, 2.55],
      [12, 2.55],
    ],
    terms: { rateType: 'promotional', minDeposit: 10_000, placement: 'online' },
    keyFeatures: ['Promotional rates for placements made online'],
  }),
  fixedDeposit({
    title: 'OCBC Time Deposit',
    slug: 'ocbc-time-deposit',
    subtitle: 'Online banking rates from S$30,000',
    category: 'OCBC',
    priority: 70,
    rates: [
      [6, 2.45],
      [12, 2.3],
    ],
    terms: { minDeposit: 30_000, placement: 'online' },
    keyFeatures: ['Rates for placements made on OCBC online banking'],
  }),
  fixedDeposit({
    title: 'Maybank Singapore Dollar Time Deposit',
    slug: 'maybank-singapore-dollar-time-deposit',
    subtitle: 'Deposit bundle promotion from S$20,000',
    category: 'Maybank',
    priority: 65,
    rates: [
      [6, 3.05],
      [9, 2.8],
      [12, 2.8],
    ],
    terms: { rateType: 'promotional', minDeposit: 20_000 },
    keyFeatures: ['Rates of the deposit bundle promotion'],
  }),
  fixedDeposit({
    title: 'Bank of China Fixed Deposit',
    slug: 'bank-of-china-fixed-deposit',
    subtitle: 'Mobile banking promotional rates from S$500',
    category: 'Bank of China',
    priority: 60,
    rates: [
      [3, 3],
      [6, 2.75],
      [9, 2.6],
      [12, 2.6],
    ],
    terms: { rateType: 'promotional', minDeposit: 500, placement: 'online' },
    keyFeatures: ['Promotional rates for personal customers placing via BOC Mobile Banking'],
  }),
];
