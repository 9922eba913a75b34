import { mediaUrl } from '../../../lib/media-url';
import { listingDetailPath } from '@sg-finance/contract';
import type { ListingKind } from '../listing-kinds';
import type { Listing } from '@sg-finance/contract';
import { visibleRewardOffers } from './visible-reward-offers';

/** schema.org data of a detail page: a CreditCard for cards, a FinancialProduct otherwise. */
export function listingStructuredData(
  kind: ListingKind,
  listing: Listing,
  origin = window.location.origin,
): Record<string, unknown> {
  const image = mediaUrl(listing.image);
  return {
    '@context': 'https://schema.org',
    '@type': kind.schemaType,
    name: listing.title,
    description: listing.subtitle || undefined,
    url: `${origin}${listingDetailPath(kind, listing)}`,
    image: image || undefined,
    category: kind.navLabel,
    provider: listing.category
      ? { '@type': 'BankOrCreditUnion', name: listing.category }
      : undefined,
    offers: visibleRewardOffers(listing.rewardOffer).map((offer) => ({
      '@type': 'Offer',
      name: offer.tag,
      description: offer.description,
      url: offer.link,
    })),
  };
}
