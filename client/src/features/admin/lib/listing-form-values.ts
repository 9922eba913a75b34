import type { CommercialTieKind, ListField, Listing } from '@sg-finance/contract';
import type { KindUi } from '../../../lib/listings/kind-uis';
import { rewardOfferRow, textRow, type RewardOfferRow, type TextRow } from './form-rows';
import { termsDraftOf, type TermsDraft } from './terms-draft';
import { termsFormFieldsOf } from './terms-form-fields';

/** What the listing form holds while the administrator types; kept in the form, not in Redux. */
export interface ListingFormValues {
  title: string;
  slug: string;
  /** The number input's text, so a half-typed value survives re-renders. */
  priority: string;
  subtitle: string;
  /** A provider's name, or empty until the administrator picks one. */
  category: string;
  tier1: string;
  tier2: string;
  tier3: string;
  rewardOffers: RewardOfferRow[];
  lists: Partial<Record<ListField, TextRow[]>>;
  terms: TermsDraft;
  /** The listing's own commercial tie (its provider's applies when it has none). */
  tieKind: CommercialTieKind;
  tieDisclosure: string;
}

/** A create form starts with one empty reward offer and one empty line per list, ready to type. */
export function emptyListingValues(kind: KindUi): ListingFormValues {
  return {
    title: '',
    slug: '',
    priority: '0',
    subtitle: '',
    category: '',
    tier1: '',
    tier2: '',
    tier3: '',
    rewardOffers: [rewardOfferRow()],
    lists: Object.fromEntries(kind.sections.map((section) => [section.field, [textRow()]])),
    terms: termsDraftOf(termsFormFieldsOf(kind)),
    tieKind: 'none',
    tieDisclosure: '',
  };
}

export function listingToFormValues(kind: KindUi, listing: Listing): ListingFormValues {
  return {
    title: listing.title,
    slug: listing.slug,
    priority: String(listing.priority),
    subtitle: listing.subtitle,
    category: listing.category,
    tier1: listing.tiers.tier1,
    tier2: listing.tiers.tier2,
    tier3: listing.tiers.tier3,
    rewardOffers: listing.rewardOffer.map((offer) => rewardOfferRow(offer)),
    lists: Object.fromEntries(
      kind.sections.map((section) => [
        section.field,
        (listing[section.field] ?? []).map((line) => textRow(line)),
      ]),
    ),
    terms: termsDraftOf(termsFormFieldsOf(kind), listing.terms),
    tieKind: listing.commercialTie?.kind ?? 'none',
    tieDisclosure: listing.commercialTie?.disclosure ?? '',
  };
}
