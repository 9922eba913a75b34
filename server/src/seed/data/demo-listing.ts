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
  /** The figures as `terms.source` states them on that page's own date. */
  terms: ListingTerms;
  /**
   * The day these terms took effect, as the source dates them: given when the product has
   * `earlier` states, so its history runs from the oldest to these.
   */
  since?: string;
  /** Its earlier terms, oldest first, each from the day it took effect or, failing that, the day its source states it. */
  earlier?: readonly DatedDemoListing[];
}

/** A state of a demo product and the day it took effect, `YYYY-MM-DD`. */
export interface DatedDemoListing {
  since: string;
  listing: DemoListing;
}

/** Said by every demo listing (the last line of its kind's last list) and by the seed. */
export const DEMO_FIGURES_NOTE =
  "Demonstration catalogue: figures as the source below stated them on its date; check the provider's page before applying.";

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

/** A demo product with the dated states its source gives: `earlier` oldest first, then `current`. */
export function withHistory(
  current: DemoListing,
  since: string,
  earlier: readonly DatedDemoListing[],
): DemoListing {
  return { ...current, since, earlier };
}
