import { spendCategories, type StoredWallet } from '@sg-finance/contract';

/** The card finder's fields from a saved profile: income there is a year's, the profile's a month's. */
export function cardFinderFieldsOf(profile: StoredWallet): Record<string, string> {
  return {
    ...Object.fromEntries(
      spendCategories.map((category) => [category, String(profile.spend[category])]),
    ),
    income: String(profile.monthlyIncome * 12),
    age: String(profile.age),
    residency: profile.residency,
  };
}

/**
 * The savings calculator's fields from a saved profile: the income a month as the salary credited,
 * and the whole spend a month as the card spend.
 */
export function savingsFieldsOf(profile: StoredWallet): Record<string, string> {
  const spend = spendCategories.reduce((total, category) => total + profile.spend[category], 0);
  return { salary: String(profile.monthlyIncome), spend: String(spend) };
}

/** The insurance calculator's field from a saved profile: the age. */
export function insuranceFieldsOf(profile: StoredWallet): Record<string, string> {
  return { age: String(profile.age) };
}
