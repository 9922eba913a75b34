/** The fixed choices of a insurance's terms: read by its schema and by its fields and words. */

export const coverTypes = ['travel', 'life', 'health', 'home', 'car', 'personal-accident'] as const;
export type CoverType = (typeof coverTypes)[number];

export const premiumPeriods = ['year', 'trip', 'month'] as const;

/**
 * How a premium table's figures change with the cover a person asks for: `proportional` (twice
 * the cover, twice the premium), or `flat` (one premium, the plan covers up to its amount).
 */
export const coverScalings = ['proportional', 'flat'] as const;
export type CoverScaling = (typeof coverScalings)[number];
