import { z } from 'zod';
import { amount, oneOf, wholeNumber } from '../schema-fields.js';
import { coverScalings, coverTypes, premiumPeriods } from './insurance-terms.choices.js';
import { termSourceSchema } from './term-source.schema.js';

/** The premium a year of the ages `ageFrom` to `ageTo` (both included). */
const premiumBandSchema = z
  .strictObject({
    ageFrom: wholeNumber('years', 0, 120),
    ageTo: wholeNumber('years', 0, 120),
    /** What a non-smoker pays, and everyone where no smoker premium is given. */
    premium: amount('SGD/year'),
    /** What a smoker pays, where the plan asks. */
    smokerPremium: amount('SGD/year').optional(),
  })
  .refine((band) => band.ageTo >= band.ageFrom, {
    message: 'must be at least ageFrom',
    path: ['ageTo'],
  });

/** Premiums a year by age band for a stated sum insured. */
const premiumTableSchema = z
  .strictObject({
    /** The sum insured the premiums of `bands` buy. */
    coverAmount: amount('SGD'),
    /** `proportional`: another cover costs in proportion; `flat`: one premium, cover up to it. */
    scaling: oneOf(coverScalings),
    bands: z.array(premiumBandSchema).min(1, 'must have at least one age band').max(30),
  })
  .refine((table) => table.coverAmount > 0, {
    message: 'must be more than 0',
    path: ['coverAmount'],
  })
  .refine(
    (table) =>
      table.bands.every((band, index) =>
        table.bands.every(
          (other, otherIndex) =>
            otherIndex === index || other.ageFrom > band.ageTo || other.ageTo < band.ageFrom,
        ),
      ),
    { message: 'must not give one age twice', path: ['bands'] },
  );

export const insuranceTermsSchema = z
  .strictObject({
    /** Where the figures come from and when they were last checked. */
    source: termSourceSchema.optional(),
    coverType: oneOf(coverTypes).optional(),
    /** The lowest premium, per `premiumPer`. */
    premiumFrom: amount('SGD').optional(),
    premiumPer: oneOf(premiumPeriods).optional(),
    /** The smallest sum insured the plan sells. */
    minCoverAmount: amount('SGD').optional(),
    /** The largest sum insured. */
    coverageAmount: amount('SGD').optional(),
    premiumTable: premiumTableSchema.optional(),
  })
  .refine((terms) => terms.premiumFrom === undefined || terms.premiumPer !== undefined, {
    message: 'is required with premiumFrom',
    path: ['premiumPer'],
  });

export type InsuranceTerms = z.output<typeof insuranceTermsSchema>;
export type PremiumTable = z.output<typeof premiumTableSchema>;
export type PremiumBand = z.output<typeof premiumBandSchema>;
