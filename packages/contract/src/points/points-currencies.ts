import type { PointsCurrencyId } from './points-currency-ids.js';
import {
  krisFlyerConversions,
  type PointsCurrency,
  type PointsCurrencySource,
  type TransferPartner,
} from './points-currency.js';

/** The programme the site values every point in. */
export const KRISFLYER = 'KrisFlyer';

const blocks2026: PointsCurrencySource = {
  url: 'https://milelion.com/2026/02/15/which-credit-cards-have-the-smallest-miles-conversion-blocks/',
  publishedOn: '2026-02-15',
  states: 'conversion block and pooling',
};
const fees2023: PointsCurrencySource = {
  url: 'https://milelion.com/2023/07/28/which-credit-cards-offer-free-miles-conversions',
  publishedOn: '2023-07-28',
  states: 'conversion fee',
};
const expiry2022: PointsCurrencySource = {
  url: 'https://suitesmile.com/blog/2022/01/04/when-do-miles-and-points-from-singapore-credit-cards-expire/',
  publishedOn: '2022-01-04',
  states: 'expiry',
};
const currencies2026: PointsCurrencySource = {
  url: 'https://milelion.com/2026/02/25/which-bank-offers-the-best-points-currency/',
  publishedOn: '2026-02-25',
  states: 'conversion fee, expiry and pooling',
};

/** The currency's name and its KrisFlyer conversion, the first of its partners. */
function named(id: PointsCurrencyId) {
  const { name, points, miles } = krisFlyerConversions[id];
  return { id, name, partners: [{ programme: KRISFLYER, points, miles }] as const };
}

/**
 * The currencies of the demo catalogue's cards and the other big banks', each figure as its source
 * states it on the day it gives. A currency whose pooling or fee no source states is left out.
 */
export const pointsCurrencies: readonly PointsCurrency[] = [
  {
    ...named('amex-membership-rewards'),
    bank: 'American Express',
    conversionFeeSGD: 0,
    expiryNote: 'Never expire while the card account is open',
    pools: true,
    sources: [blocks2026, currencies2026],
  },
  {
    ...named('citi-miles'),
    bank: 'Citibank',
    conversionFeeSGD: 27.25,
    pools: false,
    sources: [blocks2026, fees2023, expiry2022],
  },
  {
    ...named('citi-thankyou-points'),
    bank: 'Citibank',
    conversionFeeSGD: 27.25,
    expiryMonths: 60,
    expiryNote: 'Expire five years after the card was approved, whenever they were earned',
    pools: false,
    sources: [blocks2026, fees2023, expiry2022],
  },
  {
    ...named('dbs-points'),
    bank: 'DBS',
    conversionFeeSGD: 27.25,
    expiryMonths: 12,
    expiryNote: 'Points of the DBS Altitude never expire',
    pools: true,
    sources: [blocks2026, fees2023, expiry2022],
  },
  {
    ...named('hsbc-points'),
    bank: 'HSBC',
    conversionFeeSGD: 0,
    expiryMonths: 37,
    pools: true,
    sources: [blocks2026, fees2023, expiry2022],
  },
  {
    ...named('maybank-treats'),
    bank: 'Maybank',
    conversionFeeSGD: 27.25,
    expiryMonths: 12,
    pools: true,
    sources: [blocks2026, fees2023, expiry2022],
  },
  {
    ...named('ocbc-dollars'),
    bank: 'OCBC',
    conversionFeeSGD: 25,
    expiryMonths: 24,
    pools: true,
    sources: [blocks2026, fees2023, expiry2022],
  },
  {
    ...named('uob-uni-dollars'),
    bank: 'UOB',
    conversionFeeSGD: 25,
    expiryMonths: 24,
    pools: true,
    sources: [blocks2026, fees2023, expiry2022],
  },
];

/** The currency of an id of `pointsCurrencyIds`. */
export function pointsCurrencyById(id: PointsCurrencyId): PointsCurrency {
  const currency = pointsCurrencies.find((candidate) => candidate.id === id);
  if (!currency) throw new Error(`No points currency is called ${id}`);
  return currency;
}

/** The smallest conversion to KrisFlyer miles, the programme the site values points in. */
export function krisFlyerBlock(currency: PointsCurrency): TransferPartner {
  return currency.partners[0];
}

/** KrisFlyer miles one point of the currency converts to. */
export function krisFlyerMilesPerPoint(currency: PointsCurrency): number {
  const block = krisFlyerBlock(currency);
  return block.miles / block.points;
}

/** The points currency a card's terms earn in, if they name one; none for a cashback card. */
export function cardPointsCurrency(terms: {
  rewardType?: string;
  pointsCurrency?: PointsCurrencyId;
}): PointsCurrency | undefined {
  if (terms.pointsCurrency === undefined || terms.rewardType === 'cashback') return undefined;
  return pointsCurrencyById(terms.pointsCurrency);
}
