import { spendCategories, type SpendCategory } from '@sg-finance/contract';

/** What a person spends a month in each earn category, in S$. */
export type SpendProfile = Readonly<Record<SpendCategory, number>>;

export type RewardWanted = 'cashback' | 'miles' | 'either';

export interface CardValueOptions {
  /** What one mile is worth to the person, in cents. */
  mileValueCents: number;
  /** Count the welcome offer in the first year's value. */
  includeWelcome: boolean;
  /** The person already holds a card of this card's provider: new-to-bank offers are not theirs. */
  holdsCardOfProvider?: boolean;
  /**
   * Why the person would not get this card's welcome offer (`welcomeEligibility`): when any, the
   * card is valued without its gift.
   */
  welcomeReasons?: readonly string[];
}

export function totalMonthlySpend(profile: SpendProfile): number {
  return spendCategories.reduce((sum, category) => sum + profile[category], 0);
}
