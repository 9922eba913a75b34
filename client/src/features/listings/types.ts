import type { DetailListField, ListingKind } from './listing-kinds';

export type ListingKindKey = ListingKind['key'];

export interface Tiers {
  tier1: string;
  tier2: string;
  tier3: string;
}

export interface RewardOffer {
  description: string;
  tag: string;
  link: string;
  /** The last day of the offer (`YYYY-MM-DD`, Singapore time); absent or empty: no end date. */
  expiresAt?: string;
}

/** A card, investment, insurance, loan or saving as the API returns it (flat). */
export type Listing = {
  _id: string;
  title: string;
  slug: string;
  subtitle: string;
  priority: number;
  category: string;
  image: string;
  tiers: Tiers;
  rewardOffer: RewardOffer[];
  createdAt: string;
  updatedAt: string;
} & Partial<Record<DetailListField, string[]>>;
