import { z } from 'zod';
import { amount, oneOf } from '../schema-fields.js';
import { coverTypes, premiumPeriods } from './insurance-terms.js';
import { termSourceSchema } from './term-source.schema.js';

export const insuranceTermsSchema = z
  .strictObject({
    /** Where the figures come from and when they were last checked. */
    source: termSourceSchema.optional(),
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
