/*
 * The points currencies of Singapore's cards as data: the bank, what the points convert to and at
 * what ratio, the smallest conversion and its fee, how long points last and whether the points of
 * a bank's cards pool. A card earns in one (`pointsCurrency` in its terms); the card finder, the
 * wallet and `/which-card` value its rewards through it, and `/points-currencies` compares them.
 */

/** The currencies of `pointsCurrencies`, by id: a card's terms name one. */
export const pointsCurrencyIds = [
  'amex-membership-rewards',
  'citi-miles',
  'citi-thankyou-points',
  'dbs-points',
  'hsbc-points',
  'maybank-treats',
  'ocbc-dollars',
  'uob-uni-dollars',
] as const;
export type PointsCurrencyId = (typeof pointsCurrencyIds)[number];

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

/** The programme the site values every point in. */
export const KRISFLYER = 'KrisFlyer';
