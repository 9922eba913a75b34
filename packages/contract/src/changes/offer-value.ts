import type { ListingKindKey } from '../listing.js';
import type { CardTerms } from '../terms/card-terms.schema.js';
import { welcomeValueSGD } from '../terms/welcome-offer.js';

/**
 * The welcome offer of a listing as saved, in S$ as its terms give it (miles and points at the
 * default mile value, to the cent); null for a listing whose terms give none.
 */
export function welcomeOfferValue(kind: ListingKindKey, document: Record<string, unknown>) {
  const terms = document.terms;
  if (kind !== 'card' || terms === null || typeof terms !== 'object') return null;
  const value = welcomeValueSGD(terms as CardTerms);
  return value === undefined ? null : Math.round(value * 100) / 100;
}
