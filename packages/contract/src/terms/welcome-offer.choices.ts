/** The fixed choices of a welcome offer's terms: read by its schema and by its labels and words. */

export const welcomeUnits = ['SGD', 'miles', 'points'] as const;
export type WelcomeUnit = (typeof welcomeUnits)[number];

/** The day the minimum spend's window opens: the card's approval or its activation. */
export const spendWindowStarts = ['approval', 'activation'] as const;
export type SpendWindowStart = (typeof spendWindowStarts)[number];

/** How the gift is claimed: paid without asking, or through a claim form. */
export const claimMethods = ['automatic', 'form'] as const;
export type ClaimMethod = (typeof claimMethods)[number];

/** The day a claim form's window is counted from. */
export const claimStarts = ['approval', 'spendMet'] as const;
export type ClaimStart = (typeof claimStarts)[number];

/** The day the payout window is counted from. */
export const payoutStarts = ['approval', 'spendMet', 'claim'] as const;
export type PayoutStart = (typeof payoutStarts)[number];

/** Months without a product of the bank that make a customer "new to bank" unless terms say. */
export const DEFAULT_NEW_TO_BANK_MONTHS = 12;
