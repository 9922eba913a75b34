import type { RewardOffer } from '@sg-finance/contract';
import { offerFreshness } from './offer-freshness';

function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * An offer is shown to visitors only when its description, tag and link are all filled in and it
 * has not expired.
 */
export function visibleRewardOffers(
  offers: readonly RewardOffer[] | undefined,
  now = new Date(),
): RewardOffer[] {
  return (offers ?? []).filter(
    (offer) =>
      isFilled(offer.description) &&
      isFilled(offer.tag) &&
      isFilled(offer.link) &&
      offerFreshness(offer.expiresAt, now) !== 'expired',
  );
}
