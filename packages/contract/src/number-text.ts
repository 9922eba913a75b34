/**
 * Numbers as the site writes them: '1,234.5', '0.0075', '196.20'. The same text as
 * `new Intl.NumberFormat('en-SG', options).format(value)`: thousands grouped with commas, rounded
 * half away from zero on the number's shortest decimal form (1.005 is '1.01', as a person reads
 * it), '-0' for a negative that rounds to nothing. Written out rather than asked of Intl because a
 * page's first Intl call starts the browser's ICU, 30 to 70 ms of the main thread on a desktop and
 * four times that on a phone (docs/decisions.md).
 */
export interface NumberTextOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits: number;
}

export function numberText(
  value: number,
  { minimumFractionDigits = 0, maximumFractionDigits: places }: NumberTextOptions,
): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  // The shortest decimal form as whole digits and a power of ten (1.005 is 1005 × 10^-3), scaled
  // to hundredths (or the places asked for) and rounded there, half away from zero.
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const shift = Number(exponent) - fraction.length + places;
  let scaled = BigInt(whole + fraction);
  if (shift >= 0) {
    scaled *= 10n ** BigInt(shift);
  } else {
    const divisor = 10n ** BigInt(-shift);
    scaled = scaled / divisor + (2n * (scaled % divisor) >= divisor ? 1n : 0n);
  }
  const digits = scaled.toString().padStart(places + 1, '0');
  const point = digits.length - places;
  const shownFraction = digits.slice(point).replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const grouped = digits.slice(0, point).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${shownFraction && `.${shownFraction}`}`;
}

/** A figure with at most two decimals and thousands separators: 1,234.5. */
export function formatNumber(value: number): string {
  return numberText(value, { maximumFractionDigits: 2 });
}
