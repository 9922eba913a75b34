import { formatNumber, numberText } from '@sg-finance/contract';

const cents = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** S$1,234.50, with a minus sign before the S$ for a cost. */
export function formatSGD(value: number): string {
  const shown = numberText(Math.abs(value), cents);
  return value < 0 && shown !== '0.00' ? `-S$${shown}` : `S$${shown}`;
}

/** A percentage with at most two decimals: 3.25%. */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}
