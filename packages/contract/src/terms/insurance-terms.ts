import { coverTypes } from './insurance-terms.choices.js';
import { formatMoney } from '../money-text.js';
import type { InsuranceTerms, PremiumTable } from './insurance-terms.schema.js';
import {
  figure,
  word,
  type TermField,
  type TermFilter,
  type TermHeadline,
  type TermSort,
} from './term-field.js';

/** The cheapest band of a premium table for a non-smoker, the youngest of equal ones. */
export function cheapestBand(table: PremiumTable) {
  return table.bands.reduce((best, band) =>
    band.premium < best.premium || (band.premium === best.premium && band.ageFrom < best.ageFrom)
      ? band
      : best,
  );
}

/**
 * The lowest premium a year the terms give: the cheapest band of the premium table, else the
 * premium from a month or a year. A premium of a trip is not a premium a year.
 */
export function lowestYearlyPremium(terms: InsuranceTerms): number | undefined {
  if (terms.premiumTable) return cheapestBand(terms.premiumTable).premium;
  if (terms.premiumFrom === undefined) return undefined;
  if (terms.premiumPer === 'month') return terms.premiumFrom * 12;
  return terms.premiumPer === 'year' ? terms.premiumFrom : undefined;
}

/**
 * From the cheapest premium a year of the table, with its ages and cover; without a table, from
 * the premium the terms give, per month, year or trip.
 */
export function insuranceHeadline(terms: InsuranceTerms): TermHeadline | undefined {
  if (terms.premiumTable) {
    const band = cheapestBand(terms.premiumTable);
    const ages =
      band.ageFrom === band.ageTo ? `${band.ageFrom}` : `${band.ageFrom} to ${band.ageTo}`;
    const smoker = band.smokerPremium === undefined ? '' : ', non-smoker';
    return {
      figure: { value: band.premium, unit: 'SGD/year' },
      qualifier: 'from',
      condition: `at age ${ages}${smoker}, for ${formatMoney(terms.premiumTable.coverAmount)} of cover`,
    };
  }
  if (terms.premiumFrom === undefined) return undefined;
  const unit =
    terms.premiumPer === 'month' ? 'SGD/month' : terms.premiumPer === 'year' ? 'SGD/year' : 'SGD';
  return {
    figure: { value: terms.premiumFrom, unit },
    qualifier: 'from',
    ...(terms.premiumPer === 'trip' && { condition: 'a trip' }),
  };
}

export const insuranceTermFields: readonly TermField<InsuranceTerms>[] = [
  { key: 'coverType', value: (terms) => word(terms.coverType) },
  {
    key: 'premiumYearFrom',
    better: 'lower',
    value: (terms) => figure(lowestYearlyPremium(terms), 'SGD/year'),
  },
  {
    key: 'premiumFrom',
    better: 'lower',
    value: (terms) =>
      terms.premiumFrom === undefined
        ? undefined
        : figure(
            terms.premiumFrom,
            terms.premiumPer === 'month'
              ? 'SGD/month'
              : terms.premiumPer === 'year'
                ? 'SGD/year'
                : 'SGD',
          ),
  },
  { key: 'premiumPer', value: (terms) => word(terms.premiumPer) },
  {
    key: 'minCoverAmount',
    better: 'lower',
    value: (terms) => figure(terms.minCoverAmount, 'SGD'),
  },
  {
    key: 'coverageAmount',
    better: 'higher',
    value: (terms) => figure(terms.coverageAmount, 'SGD'),
  },
];

export const insuranceTermSorts: readonly TermSort<InsuranceTerms>[] = [
  { name: 'premiumFrom', value: lowestYearlyPremium },
];

export const insuranceTermFilters: readonly TermFilter[] = [
  { name: 'coverType', kind: 'equals', term: 'coverType', values: coverTypes },
];
