import type { InsuranceTerms } from './insurance-terms.schema.js';
import { figure, word, type TermField, type TermFilter, type TermSort } from './term-field.js';

export const coverTypes = ['travel', 'life', 'health', 'home', 'car', 'personal-accident'] as const;
export type CoverType = (typeof coverTypes)[number];

export const premiumPeriods = ['year', 'trip', 'month'] as const;

export const insuranceTermFields: readonly TermField<InsuranceTerms>[] = [
  { key: 'coverType', value: (terms) => word(terms.coverType) },
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
    key: 'coverageAmount',
    better: 'higher',
    value: (terms) => figure(terms.coverageAmount, 'SGD'),
  },
];

export const insuranceTermSorts: readonly TermSort<InsuranceTerms>[] = [
  { name: 'premiumFrom', value: (terms) => terms.premiumFrom },
];

export const insuranceTermFilters: readonly TermFilter[] = [
  { name: 'coverType', kind: 'equals', term: 'coverType', values: coverTypes },
];
