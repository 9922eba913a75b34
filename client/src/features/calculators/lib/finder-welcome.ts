import { singaporeDay, type Listing } from '@sg-finance/contract';
import {
  welcomeEligibility,
  welcomeRelationships,
  type WelcomePerson,
  type WelcomeRelationship,
} from '@sg-finance/finance';
import { withSiteDates } from '../../../lib/dates';
import { welcomeOfferOf } from '../../../lib/welcome/welcome-offer-of';

/**
 * What the card finder's address says of the visitor's cards: providers, cards held, cards
 * closed, cards applied for.
 */
export interface FinderHoldings {
  /** The providers the visitor holds a card of. */
  providersHeld: readonly string[];
  /** Slugs of the cards held. */
  cardsHeld: readonly string[];
  /** `slug:YYYY-MM-DD` of each card closed. */
  closed: readonly string[];
  /** `slug:YYYY-MM-DD` of each card applied for, `slug:YYYY-MM-DD:YYYY-MM-DD` once approved. */
  applied: readonly string[];
}

/** The address's holdings as relationships, the cards' providers found in `cards`. */
export function finderRelationships(
  holdings: FinderHoldings,
  cards: readonly Listing<'card'>[],
): WelcomeRelationship[] {
  const idOf = new Map(cards.map((card) => [card.slug, card._id]));
  const dayEntries = (entries: readonly string[]) =>
    entries.flatMap((entry) => {
      const [slug = '', day = '', approvedOn] = entry.split(':');
      const id = idOf.get(slug);
      return id && day ? [{ id, day, approvedOn }] : [];
    });
  const relationships = welcomeRelationships(
    {
      held: holdings.cardsHeld.flatMap((slug) => {
        const id = idOf.get(slug);
        return id ? [{ id }] : [];
      }),
      closed: dayEntries(holdings.closed).map(({ id, day }) => ({ id, closedOn: day })),
      applications: dayEntries(holdings.applied).map(({ id, day, approvedOn }) => ({
        productId: id,
        appliedOn: day,
        approvedOn: approvedOn || undefined,
      })),
    },
    cards,
  );
  // A provider held reads as 'you hold a DBS card', as a card held does: both come before the rest.
  const providers = holdings.providersHeld.map((provider) => ({ provider, listingSlug: '' }));
  return [...providers, ...relationships];
}

/**
 * Why the visitor would not get the card's welcome offer (none for a card without one), its days
 * written as the site writes them.
 */
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
  }).reasons.map(withSiteDates);
}
