import { z } from 'zod';

const count = z.number().int().min(0);

/**
 * How many listings of a kind each provider chip would show under the visitor's other choices
 * (search and need filters): `total` for 'All', and by provider name, in the order of the chips
 * (`compareProviderNames`): the spec's nine banks always (0 included), then every other provider
 * that has a listing of the kind.
 */
export const providerCountsSchema = z.strictObject({
  total: count,
  banks: z.record(z.string(), count),
});
export type ProviderCounts = z.output<typeof providerCountsSchema>;
