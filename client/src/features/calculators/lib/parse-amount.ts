import { formatNumber, MAX_AMOUNT } from '@sg-finance/contract';

export interface AmountRule {
  /** Printed before the limit in messages: 'S$' for money. */
  prefix?: string;
  min?: number;
  max?: number;
  whole?: boolean;
}

export type ParsedAmount =
  { value: number; error?: undefined } | { value?: undefined; error: string };

const numeric = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * A figure typed by a visitor: thousands separators and spaces are allowed, anything else that is
 * not a plain number gets the message shown beside the field. Money stops at S$100 million.
 */
export function parseAmount(text: string, rule: AmountRule = {}): ParsedAmount {
  const { prefix = '', min = 0, max = MAX_AMOUNT, whole = false } = rule;
  const plain = text.replace(/[\s,]/g, '');
  if (plain === '') return { error: 'Enter a number.' };
  if (!numeric.test(plain)) return { error: 'Enter a number, such as 1200.' };
  const value = Number(plain);
  if (value < 0) return { error: 'Must not be negative.' };
  if (whole && !Number.isInteger(value)) return { error: 'Must be a whole number.' };
  if (value < min) return { error: `Must be at least ${prefix}${formatNumber(min)}.` };
  if (value > max) return { error: `Must be at most ${prefix}${formatNumber(max)}.` };
  return { value };
}
