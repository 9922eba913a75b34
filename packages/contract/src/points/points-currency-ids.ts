/*
 * A module of its own: the schemas and the full table read the ids, and a bundler places a module
 * whole, so the first pages (which read `points-currency.ts`) do not carry them.
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
