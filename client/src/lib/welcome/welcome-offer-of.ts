import type { WelcomeOffer } from '@sg-finance/contract';

/** The listing's welcome offer, when its terms carry one. */
export function welcomeOfferOf(listing: { terms?: unknown }): WelcomeOffer | undefined {
  const terms = listing.terms as { welcome?: WelcomeOffer } | undefined;
  return terms?.welcome;
}
