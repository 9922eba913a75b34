import { z } from 'zod';
import { amount, oneOf } from '../units.js';
import { figure, word, type TermField, type TermFilter, type TermSort } from './term-field.js';

export const coverTypes = ['travel', 'life', 'health', 'home', 'car', 'personal-accident'] as const;
export type CoverType = (typeof coverTypes)[number];

export const premiumPeriods = ['year', 'trip', 'month'] as const;

export const insuranceTermsSchema = z
  .strictObject({
    coverType: oneOf(coverTypes).optional(),
    /** The lowest premium, per `premiumPer`. */
    premiumFrom: amount('SGD').optional(),
    premiumPer: oneOf(premiumPeriods).optional(),
    /** The largest sum insured. */
    coverageAmount: amount('SGD').optional(),
  })
  .refine((terms) => terms.premiumFrom === undefined || terms.premiumPer !== undefined, {
    message: 'is required with premiumFrom',
    path: ['premiumPer'],
  });

export type InsuranceTerms = z.output<typeof insuranceTermsSchema>;

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
