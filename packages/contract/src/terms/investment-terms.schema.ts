import { z } from 'zod';
import { amount, oneOf, percent, uniqueBy } from '../schema-fields.js';
import { markets } from './investment-terms.js';
import { termSourceSchema } from './term-source.schema.js';

const commissionSchema = z.strictObject({
  market: oneOf(markets),
  /** Percent of the trade's value. */
  percent: percent(),
  /** The least one trade costs, in S$. */
  minimum: amount('SGD').optional(),
  /** A fixed fee added to every trade, in S$ (platform or settlement fee). */
  fixed: amount('SGD').optional(),
});

export const investmentTermsSchema = z.strictObject({
  /** Where the figures come from and when they were last checked. */
  source: termSourceSchema.optional(),
  commission: uniqueBy(
    z.array(commissionSchema).max(markets.length, `must have at most ${markets.length} markets`),
    'market',
  ).optional(),
  custodyFeeMonthly: amount('SGD/month').optional(),
  minDeposit: amount('SGD').optional(),
});

export type InvestmentTerms = z.output<typeof investmentTermsSchema>;
export type Commission = z.output<typeof commissionSchema>;
