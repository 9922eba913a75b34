import type { ListingKindKey } from '../listing.js';
import { termFieldLabels } from '../terms/term-labels.js';

/** The names a change gives a listing's own fields. */
export const listingFieldLabels = {
  title: 'Name',
  subtitle: 'Subtitle',
  category: 'Provider',
  image: 'Image',
  'tiers.tier1': 'Tier 1',
  'tiers.tier2': 'Tier 2',
  'tiers.tier3': 'Tier 3',
  keyFeatures: 'Key features',
  interestDetails: 'Interest details',
  commisionFees: 'Fees and commissions',
  additionalDetails: 'Additional details',
  repaymentSummary: 'Repayment summary',
  'terms.source.url': 'Source of the terms',
  'terms.source.verifiedAt': 'Terms checked on',
} as const;

/** The names a change gives a post's fields. */
export const postFieldLabels = {
  title: 'Title',
  description: 'Description',
  tags: 'Tags',
  author: 'Author',
  body: 'Text',
  image: 'Image',
} as const;

/** 'Offer 2': the name of a listing's offer by its place. */
export function offerLabel(index: number): string {
  return `Offer ${index + 1}`;
}

/**
 * The names a change gives each kind's term fields: the visitors' names, but for the welcome gift,
 * whose change reads "Welcome gift raised from S$200 to S$350".
 */
export const termChangeLabels: Readonly<Record<ListingKindKey, Readonly<Record<string, string>>>> =
  { ...termFieldLabels, card: { ...termFieldLabels.card, welcomeValue: 'Welcome gift' } };
