import type { ListingKindKey, Residency } from '@sg-finance/contract';
import type { WelcomePerson, WelcomeRelationship } from './welcome-eligibility.js';

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

/** An application in the tracker: the product applied for, the day, and the approval's day. */
export interface TrackedApplication {
  productId: string;
  appliedOn: string;
  approvedOn?: string | undefined;
}

/** What the person has, had and applied for, by product id (a listing's `_id`). */
export interface RelationshipSources {
  held: readonly { id: string }[];
  closed?: readonly { id: string; closedOn: string }[] | undefined;
  applications?: readonly TrackedApplication[] | undefined;
}

/**
 * The person's products among `listings` (one kind's catalogue, or several) as relationships:
 * each held now, each closed on its day, each application from its day. An approved application
 * counts as held unless the wallet lists that product closed on or after the approval. Products
 * no longer listed are left out. Held products come first, so a reason names them first.
 */
export function welcomeRelationships(
  sources: RelationshipSources,
  listings: readonly RelatableListing[],
): WelcomeRelationship[] {
  const byId = new Map(listings.map((listing) => [listing._id, listing]));
  const relationships: WelcomeRelationship[] = [];
  const relate = (id: string, details: Partial<WelcomeRelationship> = {}) => {
    const listing = byId.get(id);
    if (listing) {
      relationships.push({ provider: listing.category, listingSlug: listing.slug, ...details });
    }
  };
  for (const product of sources.held) relate(product.id);
  for (const product of sources.closed ?? []) relate(product.id, { closedOn: product.closedOn });
  for (const application of sources.applications ?? []) {
    const { approvedOn } = application;
    const closedSince =
      approvedOn !== undefined &&
      (sources.closed ?? []).some(
        (product) => product.id === application.productId && product.closedOn >= approvedOn,
      );
    relate(application.productId, {
      from: application.appliedOn,
      applied: true,
      ...(approvedOn !== undefined && !closedSince ? { approved: true } : {}),
    });
  }
  return relationships;
}

/** The figures of a saved wallet that a welcome offer asks about. */
export interface WelcomeProfile {
  /** Income a month, S$. */
  monthlyIncome: number;
  age: number;
  residency: Residency;
  usPerson?: boolean | undefined;
}

/** The wallet's person: income a year (the wallet keeps a month's), age, residency, US person. */
export function welcomePerson(profile: WelcomeProfile): WelcomePerson {
  return {
    income: profile.monthlyIncome * 12,
    age: profile.age,
    residency: profile.residency,
    usPerson: profile.usPerson ?? false,
  };
}
