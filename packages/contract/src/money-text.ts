import { numberText } from './number-text.js';

/** S$30,000 or S$196.20: cents only when there are some. */
export function formatMoney(amount: number): string {
  const digits = Number.isInteger(amount)
    ? { maximumFractionDigits: 0 }
    : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return `S$${numberText(amount, digits)}`;
}
