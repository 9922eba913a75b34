const sgd = new Intl.NumberFormat('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-SG', { maximumFractionDigits: 2 });

/** S$1,234.50, with a minus sign before the S$ for a cost. */
export function formatSGD(value: number): string {
  const shown = sgd.format(Math.abs(value));
  return value < 0 && shown !== '0.00' ? `-S$${shown}` : `S$${shown}`;
}

/** A figure with at most two decimals and thousands separators: 1,234.5. */
export function formatNumber(value: number): string {
  return plain.format(value);
}

/** A percentage with at most two decimals: 3.25%. */
export function formatPercent(value: number): string {
  return `${plain.format(value)}%`;
}
