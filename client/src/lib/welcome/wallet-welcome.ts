import { singaporeDay, type ListingKindKey, type StoredWallet } from '@sg-finance/contract';
import {
  welcomeEligibility,
  type WelcomeEligibility,
  type WelcomePerson,
  type WelcomeRelationship,
} from '@sg-finance/finance';
import { welcomeOfferOf } from './welcome-offer-of';

/** What a reason calls a product of the kinds that give welcome offers: 'a DBS card'. */
export const welcomeNouns: Partial<Record<ListingKindKey, string>> = {
  card: 'card',
  investment: 'account',
};

/** What a welcome offer's rules need to know of a listing. */
export interface RelatableListing {
  _id: string;
  slug: string;
  /** The provider's name. */
  category: string;
}

/**
 * The wallet's products among `listings` (one kind's catalogue) as relationships: each held now,
 * each closed on its day. Products of other kinds, or no longer listed, are left out.
 */
export function walletRelationships(
  wallet: Pick<StoredWallet, 'products' | 'closedProducts'>,
  listings: readonly RelatableListing[],
): WelcomeRelationship[] {
  const byId = new Map(listings.map((listing) => [listing._id, listing]));
  const relationships: WelcomeRelationship[] = [];
  for (const product of wallet.products) {
    const listing = byId.get(product.id);
    if (listing) relationships.push({ provider: listing.category, listingSlug: listing.slug });
  }
  for (const product of wallet.closedProducts ?? []) {
    const listing = byId.get(product.id);
    if (listing) {
      relationships.push({
        provider: listing.category,
        listingSlug: listing.slug,
        closedOn: product.closedOn,
      });
    }
  }
  return relationships;
}

/** The wallet's person: income a year (the wallet keeps a month's), age, residency, US person. */
export function walletPerson(wallet: StoredWallet): WelcomePerson {
  return {
    income: wallet.monthlyIncome * 12,
    age: wallet.age,
    residency: wallet.residency,
    usPerson: wallet.usPerson ?? false,
  };
}

/**
 * Whether the wallet's owner would get the listing's welcome offer, today in Singapore; undefined
 * for a listing without one.
 */
export function walletWelcomeEligibility(
  listing: RelatableListing & { terms?: unknown },
  noun: string,
  wallet: StoredWallet,
  catalogue: readonly (RelatableListing & { title?: string })[],
  now: Date = new Date(),
): WelcomeEligibility | undefined {
  const offer = welcomeOfferOf(listing);
  if (!offer) return undefined;
  const names = new Map(catalogue.map((item) => [item.slug, item.title]));
  return welcomeEligibility({
    offer,
    terms: listing.terms as { minIncome?: number; minIncomeForeigner?: number; minAge?: number },
    listing: { provider: listing.category, slug: listing.slug, noun },
    person: walletPerson(wallet),
    relationships: walletRelationships(wallet, catalogue),
    today: singaporeDay(now),
    productName: (slug) => names.get(slug),
  });
}
