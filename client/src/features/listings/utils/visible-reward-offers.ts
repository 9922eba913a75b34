import type { RewardOffer } from '../types';

function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** An offer is shown only when its description, tag and link are all filled in. */
export function visibleRewardOffers(offers: readonly RewardOffer[] | undefined): RewardOffer[] {
  return (offers ?? []).filter(
    (offer) => isFilled(offer.description) && isFilled(offer.tag) && isFilled(offer.link),
  );
}
