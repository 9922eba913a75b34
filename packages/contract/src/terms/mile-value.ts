/** The value of one mile in cents that figures in S$ assume unless a visitor says otherwise. */
export const DEFAULT_MILE_VALUE_CENTS = 1.5;
