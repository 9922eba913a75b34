/*
 * The points currencies of Singapore's cards as data: the bank, what the points convert to and at
 * what ratio, the smallest conversion and its fee, how long points last and whether the points of
 * a bank's cards pool. A card earns in one (`pointsCurrency` in its terms); the card finder, the
 * wallet and `/which-card` value its rewards through it, and `/points-currencies` compares them.
 */

import type { PointsCurrencyId } from './points-currency-ids.js';

/**
 * Each currency's name and its smallest conversion to KrisFlyer miles (`points` give `miles`): all a
 * card's page needs to name its currency and value a welcome gift of points, kept apart from the
 * rest of `pointsCurrencies` so that the first pages carry no more of it.
 */
export const krisFlyerConversions: Readonly<
  Record<PointsCurrencyId, { name: string; points: number; miles: number }>
> = {
  'amex-membership-rewards': { name: 'Membership Rewards', points: 550, miles: 250 },
  'citi-miles': { name: 'Citi Miles', points: 10_000, miles: 10_000 },
  'citi-thankyou-points': { name: 'Citi ThankYou Points', points: 25_000, miles: 10_000 },
  'dbs-points': { name: 'DBS Points', points: 5_000, miles: 10_000 },
  'hsbc-points': { name: 'HSBC Points', points: 30_000, miles: 10_000 },
  'maybank-treats': { name: 'TREATS Points', points: 25_000, miles: 10_000 },
  'ocbc-dollars': { name: 'OCBC$', points: 25_000, miles: 10_000 },
  'uob-uni-dollars': { name: 'UNI$', points: 5_000, miles: 10_000 },
};

/**
 * Miles one point of the card converts to: its currency's KrisFlyer ratio, or the card's own
 * `milesPerPoint` when it names no currency.
 */
export function milesPerPointOf(terms: {
  pointsCurrency?: PointsCurrencyId;
  milesPerPoint?: number;
}): number | undefined {
  if (terms.pointsCurrency === undefined) return terms.milesPerPoint;
  const { points, miles } = krisFlyerConversions[terms.pointsCurrency];
  return miles / points;
}

/** A programme the points convert to, with the smallest conversion: `points` give `miles`. */
export interface TransferPartner {
  programme: string;
  points: number;
  miles: number;
}

/** Where a currency's figures come from: the page and the day it states them. */
export interface PointsCurrencySource {
  url: string;
  /** `YYYY-MM-DD`: the day the page was published or last updated. */
  publishedOn: string;
  /** What of the currency the page states: 'conversion block', 'fee', 'expiry'... */
  states: string;
}

export interface PointsCurrency {
  /** Stable: cards' terms name their currency by it. */
  id: PointsCurrencyId;
  name: string;
  bank: string;
  /** KrisFlyer first: the site values points in KrisFlyer miles. */
  partners: readonly [TransferPartner, ...TransferPartner[]];
  /** S$ a conversion costs, however many points it converts (with GST). */
  conversionFeeSGD: number;
  /** Months points last from the month they are earned; undefined when they never expire. */
  expiryMonths?: number;
  /** What the expiry depends on, where it is not the same for every card. */
  expiryNote?: string;
  /** Points of the bank's cards add up into one balance, converted (and paid for) together. */
  pools: boolean;
  sources: readonly PointsCurrencySource[];
}
