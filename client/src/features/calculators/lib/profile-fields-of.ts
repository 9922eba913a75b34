import { spendCategories, type Application, type StoredWallet } from '@sg-finance/contract';
import type { RelatableListing } from '@sg-finance/finance';

/**
 * The card finder's fields from a saved profile: income there is a year's, the profile's a month's;
 * the providers of the cards held (`held`), those cards (`cards`), the cards closed with their day
 * (`closed`, `slug:YYYY-MM-DD`), the cards of the tracker's applications with their day and, once
 * approved, the approval's (`applied`, `slug:YYYY-MM-DD[:YYYY-MM-DD]`), whether the person is a
 * US person (`us`), found in `cards`, and what a mile is worth to them (`mile`, when they said).
 */
export function cardFinderFieldsOf(
  profile: StoredWallet,
  cards: readonly RelatableListing[],
  applications: readonly Pick<Application, 'product' | 'appliedOn' | 'approvedOn'>[],
): Record<string, string> {
  const byId = new Map(cards.map((card) => [card._id, card]));
  const held = profile.products.flatMap((product) => byId.get(product.id) ?? []);
  const closed = (profile.closedProducts ?? []).flatMap((product) => {
    const card = byId.get(product.id);
    return card ? [`${card.slug}:${product.closedOn}`] : [];
  });
  const applied = applications.flatMap((application) => {
    const card = byId.get(application.product.id);
    const days = [application.appliedOn, application.approvedOn].filter(Boolean);
    return card ? [[card.slug, ...days].join(':')] : [];
  });
  return {
    held: [...new Set(held.map((card) => card.category))].sort().join(','),
    cards: held.map((card) => card.slug).join(','),
    closed: closed.join(','),
    applied: applied.join(','),
    us: profile.usPerson ? '1' : '',
    ...(profile.mileValueCents !== undefined && { mile: String(profile.mileValueCents) }),
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
