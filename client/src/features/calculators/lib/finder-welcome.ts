import { singaporeDay, type Listing } from '@sg-finance/contract';
import {
  welcomeEligibility,
  type WelcomePerson,
  type WelcomeRelationship,
} from '@sg-finance/finance';
import { welcomeOfferOf } from '../../../lib/welcome/welcome-offer-of';

/** What the card finder's address says of the visitor's cards: providers, cards held, cards closed. */
export interface FinderHoldings {
  /** The providers the visitor holds a card of. */
  providersHeld: readonly string[];
  /** Slugs of the cards held. */
  cardsHeld: readonly string[];
  /** `slug:YYYY-MM-DD` of each card closed. */
  closed: readonly string[];
}

/** The address's holdings as relationships, the cards' providers found in `cards`. */
export function finderRelationships(
  holdings: FinderHoldings,
  cards: readonly Listing<'card'>[],
): WelcomeRelationship[] {
  const providerOf = new Map(cards.map((card) => [card.slug, card.category]));
  const heldCards = holdings.cardsHeld.flatMap((slug) => {
    const provider = providerOf.get(slug);
    return provider ? [{ provider, listingSlug: slug }] : [];
  });
  const closedCards = holdings.closed.flatMap((entry) => {
    const [slug = '', closedOn = ''] = entry.split(':');
    const provider = providerOf.get(slug);
    return provider && closedOn ? [{ provider, listingSlug: slug, closedOn }] : [];
  });
  const providers = holdings.providersHeld.map((provider) => ({ provider, listingSlug: '' }));
  return [...heldCards, ...providers, ...closedCards];
}

/** Why the visitor would not get the card's welcome offer (none for a card without one). */
export function finderWelcomeReasons(
  card: Listing<'card'>,
  person: WelcomePerson,
  relationships: readonly WelcomeRelationship[],
  cards: readonly Listing<'card'>[],
  now: Date = new Date(),
): string[] {
  const offer = welcomeOfferOf(card);
  if (!offer) return [];
  return welcomeEligibility({
    offer,
    terms: card.terms,
    listing: { provider: card.category, slug: card.slug, noun: 'card' },
    person,
    relationships,
    today: singaporeDay(now),
    productName: (slug) => cards.find((other) => other.slug === slug)?.title,
  }).reasons;
}
