import type { ListField, ListingTerms, RewardOffer, Tiers } from '@sg-finance/contract';
import { demoProviders, type DemoProviderName } from './providers.js';

/** One product of the demo catalogue; its picture is drawn from its kind and provider. */
export interface DemoListing {
  title: string;
  slug: string;
  subtitle: string;
  /** Its provider: the seed creates a provider for each name the demo listings use. */
  category: DemoProviderName;
  priority: number;
  tiers: Tiers;
  rewardOffer: RewardOffer[];
  lists: Partial<Record<ListField, string[]>>;
  /** Realistic Singapore figures for demonstration, not any bank's current offer. */
  terms: ListingTerms;
}

/** Said by every demo listing (the last line of its kind's last list) and by the seed. */
export const DEMO_FIGURES_NOTE =
  "Demonstration figures: realistic for Singapore but not any bank's current offer.";

const dayInMs = 24 * 60 * 60 * 1000;

/**
 * A demo reward offer. A few end some days after the catalogue is loaded, so a fresh site shows
 * offers ending soon and then hides them once they end, as it does with an administrator's dates.
 */
export function offer(
  category: DemoProviderName,
  description: string,
  tag: string,
  endsInDays?: number,
): RewardOffer {
  const link = demoProviders[category].website;
  if (endsInDays === undefined) return { description, tag, link };
  const expiresAt = new Date(Date.now() + endsInDays * dayInMs).toISOString().slice(0, 10);
  return { description, tag, link, expiresAt };
}
