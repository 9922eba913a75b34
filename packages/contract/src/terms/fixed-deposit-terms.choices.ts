/** The fixed choices of a fixed deposit's terms: read by its schema and by its fields and words. */

/** A bank's standing board rate, or a promotion for a while. */
export const depositRateTypes = ['board', 'promotional'] as const;
export type DepositRateType = (typeof depositRateTypes)[number];

/** Whether the rate is for fresh funds only (money new to the bank) or for any money. */
export const depositFundsAccepted = ['freshOnly', 'any'] as const;
export type DepositFundsAccepted = (typeof depositFundsAccepted)[number];

/** Where the deposit can be placed at the rate. */
export const depositPlacements = ['online', 'branch', 'onlineOrBranch'] as const;
export type DepositPlacement = (typeof depositPlacements)[number];
