import { z } from 'zod';
import { bankCategories } from './banks.js';

const count = z.number().int().min(0);

/**
 * How many listings of a kind each bank chip would show under the visitor's other choices
 * (search and need filters): `total` for 'All', and every bank, 0 included.
 */
export const bankCountsSchema = z.strictObject({
  total: count,
  banks: z.record(z.enum(bankCategories), count),
});
export type BankCounts = z.output<typeof bankCountsSchema>;
