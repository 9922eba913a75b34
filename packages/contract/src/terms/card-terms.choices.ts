/** The fixed choices of a card's terms: read by its schema and by its fields and words. */

export const cardRewardTypes = ['cashback', 'miles', 'points'] as const;
export type CardRewardType = (typeof cardRewardTypes)[number];

/** The spending categories a card's bonus rates are given for. */
export const spendCategories = [
  'dining',
  'groceries',
  'online',
  'transport',
  'travel',
  'overseas',
  'petrol',
  'bills',
  'insurance',
  'education',
  'government',
  'walletTopUps',
  'other',
] as const;
export type SpendCategory = (typeof spendCategories)[number];

/** A cap counts either the reward earned or the spend that earns the bonus rate. */
export const capBases = ['reward', 'bonusSpend'] as const;

/** The month caps and the minimum spend are counted over. */
export const capPeriods = ['calendarMonth', 'statementMonth'] as const;
export type CapPeriod = (typeof capPeriods)[number];
