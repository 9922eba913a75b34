import type {
  PointsCurrency,
  PointsCurrencyId,
  PointsCurrencySource,
  TransferPartner,
} from './points-currency.js';

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

const krisFlyer = (points: number, miles: number) =>
  [{ programme: 'KrisFlyer', points, miles }] as const;

/**
 * The currencies of the demo catalogue's cards and the other big banks', each figure as its source
 * states it on the day it gives. A currency whose pooling or fee no source states is left out.
 */
export const pointsCurrencies: readonly PointsCurrency[] = [
  {
    id: 'amex-membership-rewards',
    name: 'Membership Rewards',
    bank: 'American Express',
    partners: krisFlyer(550, 250),
    conversionFeeSGD: 0,
    expiryNote: 'Never expire while the card account is open',
    pools: true,
    sources: [blocks2026, currencies2026],
  },
  {
    id: 'citi-miles',
    name: 'Citi Miles',
    bank: 'Citibank',
    partners: krisFlyer(10_000, 10_000),
    conversionFeeSGD: 27.25,
    pools: false,
    sources: [blocks2026, fees2023, expiry2022],
  },
  {
    id: 'citi-thankyou-points',
    name: 'Citi ThankYou Points',
    bank: 'Citibank',
    partners: krisFlyer(25_000, 10_000),
    conversionFeeSGD: 27.25,
    expiryMonths: 60,
    expiryNote: 'Expire five years after the card was approved, whenever they were earned',
    pools: false,
    sources: [blocks2026, fees2023, expiry2022],
  },
  {
    id: 'dbs-points',
    name: 'DBS Points',
    bank: 'DBS',
    partners: krisFlyer(5_000, 10_000),
    conversionFeeSGD: 27.25,
    expiryMonths: 12,
    expiryNote: 'Points of the DBS Altitude never expire',
    pools: true,
    sources: [blocks2026, fees2023, expiry2022],
  },
  {
    id: 'hsbc-points',
    name: 'HSBC Points',
    bank: 'HSBC',
    partners: krisFlyer(30_000, 10_000),
    conversionFeeSGD: 0,
    expiryMonths: 37,
    pools: true,
    sources: [blocks2026, fees2023, expiry2022],
  },
  {
    id: 'maybank-treats',
    name: 'TREATS Points',
    bank: 'Maybank',
    partners: krisFlyer(25_000, 10_000),
    conversionFeeSGD: 27.25,
    expiryMonths: 12,
    pools: true,
    sources: [blocks2026, fees2023, expiry2022],
  },
  {
    id: 'ocbc-dollars',
    name: 'OCBC$',
    bank: 'OCBC',
    partners: krisFlyer(25_000, 10_000),
    conversionFeeSGD: 25,
    expiryMonths: 24,
    pools: true,
    sources: [blocks2026, fees2023, expiry2022],
  },
  {
    id: 'uob-uni-dollars',
    name: 'UNI$',
    bank: 'UOB',
    partners: krisFlyer(5_000, 10_000),
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

/** The points currency a card's terms earn in, if they name one. */
export function cardPointsCurrency(terms: {
  pointsCurrency?: PointsCurrencyId;
}): PointsCurrency | undefined {
  return terms.pointsCurrency === undefined ? undefined : pointsCurrencyById(terms.pointsCurrency);
}

/**
 * Miles one point of the card converts to: its currency's KrisFlyer ratio, or the card's own
 * `milesPerPoint` when it names no currency.
 */
export function milesPerPointOf(terms: {
  pointsCurrency?: PointsCurrencyId;
  milesPerPoint?: number;
}): number | undefined {
  const currency = cardPointsCurrency(terms);
  return currency ? krisFlyerMilesPerPoint(currency) : terms.milesPerPoint;
}
