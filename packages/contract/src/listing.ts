export const listingKindKeys = [
  'card',
  'investment',
  'insurance',
  'loan',
  'saving',
  'deposit',
] as const;
export type ListingKindKey = (typeof listingKindKeys)[number];

/** The kinds' own lists of text lines (the spec's free-text details). */
export const listFields = [
  'keyFeatures',
  'interestDetails',
  'commisionFees',
  'additionalDetails',
  'repaymentSummary',
] as const;
export type ListField = (typeof listFields)[number];
