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

/** The insurance calculator's field from a saved profile: the age. */
export function insuranceFieldsOf(profile: StoredWallet): Record<string, string> {
  return { age: String(profile.age) };
}
