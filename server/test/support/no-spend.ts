import { spendCategories, type SpendCategory } from '@sg-finance/contract';

/** A spend profile of S$0 a month in every category, to add a test's own amounts to. */
export const noSpend = Object.fromEntries(
  spendCategories.map((category) => [category, 0]),
) as Record<SpendCategory, number>;
