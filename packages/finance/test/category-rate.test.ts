import { cardCategoryRate, spendCategories, type CardTerms } from '@sg-finance/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCard, purchaseEarn } from '../src/index.js';
import { cardTermsArbitrary } from './support/arbitraries.js';

/** Every spend tier and the minimum spend reached by S$10,000 of other spend, which counts. */
const spentSoFar = Float64Array.from(spendCategories, (category) =>
  category === 'other' ? 10000 : 0,
);

/** The terms without the limits a single S$1 purchase could run into: caps and blocks. */
const uncapped = (terms: CardTerms): CardTerms => ({
  ...terms,
  notCountedCategories: terms.notCountedCategories?.filter((category) => category !== 'other'),
  earn: terms.earn?.map(({ cap: _cap, ...earn }) => earn),
  monthlyCap: undefined,
  sharedCaps: undefined,
  earnBlock: undefined,
  spendTiers: terms.spendTiers?.map(({ rewardCap: _cap, ...tier }) => tier),
});

describe("a card's rate for a category, as compare and the detail page show it", () => {
  it('is what the card finder pays on one more S$1 of it once every spend condition is met', () => {
    fc.assert(
      fc.property(
        cardTermsArbitrary.map(uncapped),
        fc.constantFrom(...spendCategories),
        (terms, category) => {
          const card = priceCard(terms, { mileValueCents: 1.5, includeWelcome: false });
          if (!card) return;
          const earned = purchaseEarn(card, spentSoFar, category, 1).earnedUnits;
          const perDollar = terms.rewardType === 'cashback' ? earned * 100 : earned;
          expect(cardCategoryRate(terms, category) ?? 0).toBeCloseTo(perDollar, 9);
        },
      ),
    );
  });

  it('is the top tier’s rate on every category of a card that pays by total spend', () => {
    // UOB One Card as the demo lists it: 0.3% below S$600 a month, 3.33% on all spend from S$600,
    // nothing on insurance. S$2,000 of spend pays 66.60 of the S$66.67 cap: one more S$1, 3.33¢.
    const terms: CardTerms = {
      rewardType: 'cashback',
      baseRate: 0.3,
      spendTiers: [
        { minSpend: 600, rate: 3.33, rewardCap: 20 },
        { minSpend: 1000, rate: 3.33, rewardCap: 33.33 },
        { minSpend: 2000, rate: 3.33, rewardCap: 66.67 },
      ],
      noEarnCategories: ['insurance'],
    };
    const card = priceCard(terms, { mileValueCents: 1.5, includeWelcome: false })!;
    const twoThousand = spendCategories.map((category) => (category === 'other' ? 2000 : 0));
    expect(purchaseEarn(card, twoThousand, 'dining', 1).earnedUnits).toBeCloseTo(0.0333, 9);
    expect(cardCategoryRate(terms, 'dining')).toBe(3.33);
    expect(cardCategoryRate(terms, 'insurance')).toBe(0);
    expect(cardCategoryRate({ rewardType: 'cashback' }, 'dining')).toBeUndefined();
  });
});
