import { formatMoney } from '../money-text.js';
import type { FixedDepositRate, FixedDepositTerms } from './fixed-deposit-terms.schema.js';
import type { TermHeadline } from './term-field.js';

const monthsWords = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/** The deposit's highest rate a year, of any tenure and band, and the rate row that gives it. */
export function depositBestRate(terms: FixedDepositTerms): FixedDepositRate | undefined {
  let best: FixedDepositRate | undefined;
  for (const rate of terms.rates ?? []) {
    const better =
      !best ||
      rate.rate > best.rate ||
      (rate.rate === best.rate && rate.tenureMonths < best.tenureMonths);
    if (better) best = rate;
  }
  return best;
}

/** The tenures the deposit offers, shortest first. */
export function depositTenures(terms: FixedDepositTerms): number[] {
  return [...new Set((terms.rates ?? []).map((rate) => rate.tenureMonths))].sort((a, b) => a - b);
}

const inBand = (rate: FixedDepositRate, amount: number) =>
  amount >= (rate.amountFrom ?? 0) && (rate.amountUpTo === undefined || amount <= rate.amountUpTo);

/**
 * The rate a year for placing `amount` for `tenureMonths`: the rate of that tenure whose band
 * holds the amount (the highest, if bands overlap). Undefined when the deposit does not take the
 * amount (under its minimum, over its maximum) or does not offer the tenure for it.
 */
export function depositRateFor(
  terms: FixedDepositTerms,
  amount: number,
  tenureMonths: number,
): number | undefined {
  if (amount < (terms.minDeposit ?? 0)) return undefined;
  if (terms.maxDeposit !== undefined && amount > terms.maxDeposit) return undefined;
  const rates = (terms.rates ?? []).filter(
    (rate) => rate.tenureMonths === tenureMonths && inBand(rate, amount),
  );
  return rates.length === 0 ? undefined : Math.max(...rates.map((rate) => rate.rate));
}

/** The band of a rate in words: 'S$1,000 to S$19,999', 'from S$20,000', or '' for any amount. */
function bandWords(rate: FixedDepositRate): string {
  if (rate.amountUpTo !== undefined) {
    return `${formatMoney(rate.amountFrom ?? 0)} to ${formatMoney(rate.amountUpTo)}`;
  }
  return rate.amountFrom ? `from ${formatMoney(rate.amountFrom)}` : '';
}

/** One line per rate, shortest tenure first: '12 months: 2.45% a year (S$1,000 to S$19,999)'. */
export function depositRateLines(terms: FixedDepositTerms): string[] {
  return [...(terms.rates ?? [])]
    .sort((a, b) => a.tenureMonths - b.tenureMonths || (a.amountFrom ?? 0) - (b.amountFrom ?? 0))
    .map((rate) => {
      const band = bandWords(rate);
      return `${monthsWords(rate.tenureMonths)}: ${rate.rate}% a year${band ? ` (${band})` : ''}`;
    });
}

/** A fixed deposit's list-card figure: 'up to' its best rate a year, with its tenure. */
export function fixedDepositHeadline(terms: FixedDepositTerms): TermHeadline | undefined {
  const best = depositBestRate(terms);
  if (!best) return undefined;
  const several = (terms.rates ?? []).some((rate) => rate.rate !== best.rate);
  const band = best.amountFrom ? `, from ${formatMoney(best.amountFrom)}` : '';
  return {
    figure: { value: best.rate, unit: 'percent/year' },
    ...(several ? { qualifier: 'up to' as const } : {}),
    condition: `for ${monthsWords(best.tenureMonths)}${band}`,
  };
}
