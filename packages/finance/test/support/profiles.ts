import { spendCategories, type CardTerms, type SpendCategory } from '@sg-finance/contract';
import type { FinderOptions, SpendProfile } from '../../src/index.js';

export const noSpend: SpendProfile = Object.fromEntries(
  spendCategories.map((category) => [category, 0]),
) as Record<SpendCategory, number>;

export const spendOf = (spend: Partial<Record<SpendCategory, number>>): SpendProfile => ({
  ...noSpend,
  ...spend,
});

export const finderOptions: FinderOptions = {
  mileValueCents: 1.5,
  includeWelcome: false,
  rewardWanted: 'either',
};

export const card = (slug: string, terms: CardTerms) => ({ slug, terms });
