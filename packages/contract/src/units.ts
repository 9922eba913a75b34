/**
 * What a figure of the terms is counted in. Money is in Singapore dollars, rates in percent;
 * an earn rate is percent cashback, or miles or points per S$1, by the card's reward type.
 */
export const units = [
  'SGD',
  'SGD/month',
  'SGD/year',
  'percent',
  'percent/year',
  'days',
  'months',
  'years',
  'miles',
  'points',
  'miles/SGD',
  'points/SGD',
] as const;

export type Unit = (typeof units)[number];

/** S$100 million: above any figure of a consumer product, below absurd input such as S$10^12. */
export const MAX_AMOUNT = 100_000_000;
