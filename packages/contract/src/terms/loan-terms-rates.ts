import { formatMoney } from '../money-text.js';
import type { LoanRateBand, LoanTerms } from './loan-terms.schema.js';

/**
 * How a loan charges interest. Flat: the rate a year on the amount borrowed, for the whole
 * tenure, however much has been repaid. Reducing: the rate a year, a twelfth each month, on what
 * is still owed (monthly rests), repaid in equal instalments.
 */
export const loanRateBases = ['flat', 'reducing'] as const;
export type LoanRateBasis = (typeof loanRateBases)[number];

export interface LoanRate {
  basis: LoanRateBasis;
  /** Percent a year, on the basis. */
  rate: number;
  /** The EIR the bank quotes for it, when given. */
  eir?: number;
  /** The band of amount and tenure it is quoted for, when it is a band's. */
  band?: LoanRateBand;
}

/** A loan's basis: reducing when it gives a reducing-balance rate, otherwise flat. */
export function loanRateBasis(terms: LoanTerms): LoanRateBasis {
  return terms.reducingRate !== undefined ? 'reducing' : 'flat';
}

function loanHeadlineRate(terms: LoanTerms): LoanRate | undefined {
  const rate = terms.reducingRate ?? terms.flatRate;
  if (rate === undefined) return undefined;
  return { basis: loanRateBasis(terms), rate, ...(terms.eir !== undefined && { eir: terms.eir }) };
}

const within = (value: number, min: number | undefined, max: number | undefined) =>
  (min === undefined || value >= min) && (max === undefined || value <= max);

/**
 * The rate of a loan of `amount` over `tenureMonths`: the first rate band (in the order given)
 * whose amount and tenure bounds hold both, otherwise the loan's own rate.
 */
export function loanRateFor(
  terms: LoanTerms,
  amount: number,
  tenureMonths: number,
): LoanRate | undefined {
  const own = loanHeadlineRate(terms);
  if (!own) return undefined;
  const band = (terms.rateBands ?? []).find(
    (candidate) =>
      within(amount, candidate.minAmount, candidate.maxAmount) &&
      within(tenureMonths, candidate.minTenureMonths, candidate.maxTenureMonths),
  );
  if (!band) return own;
  return {
    basis: own.basis,
    rate: band.rate,
    ...(band.eir !== undefined && { eir: band.eir }),
    band,
  };
}

/** Every rate a loan quotes: its own, then each band's. */
export function loanRates(terms: LoanTerms): LoanRate[] {
  const own = loanHeadlineRate(terms);
  if (!own) return [];
  return [
    own,
    ...(terms.rateBands ?? []).map((band) => ({
      basis: own.basis,
      rate: band.rate,
      ...(band.eir !== undefined && { eir: band.eir }),
      band,
    })),
  ];
}

/** The lowest EIR a loan quotes, own or of a band (the bank's figures, as the terms give them). */
export function loanLowestEir(terms: LoanTerms): number | undefined {
  const eirs = loanRates(terms).flatMap((rate) => (rate.eir === undefined ? [] : [rate.eir]));
  return eirs.length === 0 ? terms.eir : Math.min(...eirs);
}

/** The lowest rate of the loan's basis it quotes, own or of a band. */
export function loanLowestRate(terms: LoanTerms): number | undefined {
  const rates = loanRates(terms).map((rate) => rate.rate);
  return rates.length === 0 ? undefined : Math.min(...rates);
}

/** 'for S$30,000 to S$200,000 over 13 to 60 months': the bounds of a band, in words. */
export function loanBandWords(band: LoanRateBand): string {
  const range = (min: number | undefined, max: number | undefined, words: (n: number) => string) =>
    min !== undefined && max !== undefined
      ? `${words(min)} to ${words(max)}`
      : min !== undefined
        ? `${words(min)} or more`
        : max !== undefined
          ? `up to ${words(max)}`
          : undefined;
  const amount = range(band.minAmount, band.maxAmount, formatMoney);
  const tenure = range(band.minTenureMonths, band.maxTenureMonths, (months) => `${months} months`);
  return [amount && `for ${amount}`, tenure && `over ${tenure}`].filter(Boolean).join(' ');
}
