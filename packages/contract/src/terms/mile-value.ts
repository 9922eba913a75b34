/** The value of one mile in cents that figures in S$ assume unless a visitor says otherwise. */
export const DEFAULT_MILE_VALUE_CENTS = 1.5;

/** The most a visitor may say a mile is worth to them, in cents. */
export const MAX_MILE_VALUE_CENTS = 20;
