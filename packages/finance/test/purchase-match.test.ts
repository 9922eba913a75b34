import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardTermsSchema, spendCategories, type CardTerms } from '@sg-finance/contract';
import {
  matchPurchase,
  priceCard,
  purchaseEarn,
  rankCardsForPurchase,
  type Purchase,
  type SpentThisPeriod,
} from '../src/index.js';
import { cardTermsArbitrary } from './support/arbitraries.js';

const options = { mileValueCents: 1.5 };
const nothingSpent: SpentThisPeriod = { onLikePurchases: 0, onAll: 0 };

/** What one purchase is worth on one card, as the ranking answers it. */
function onCard(terms: CardTerms, purchase: Purchase, amount: number, spent = nothingSpent) {
  const [choice] = rankCardsForPurchase(
    [{ item: 'card', terms: cardTermsSchema.parse(terms), spent }],
    purchase,
    amount,
    options,
  );
  if (!choice) throw new Error('the card has no S$ value');
  return choice;
}

/** 4 miles per S$1 on restaurants coded 5811 to 5814, 0.4 elsewhere. */
const diningByCode: CardTerms = {
  rewardType: 'miles',
  baseRate: 0.4,
  earn: [{ category: 'dining', rate: 4, mccs: ['5811-5814'] }],
};

describe('a purchase matched by its code first, then by its category', () => {
  it('earns a bonus listed by codes when the code is one of them', () => {
    const answer = onCard(diningByCode, { category: 'dining', mcc: '5812' }, 100);
    // 100 × 4 = 400 miles × 1.5 cents = S$6.00.
    expect(answer.match).toEqual({ earns: 'bonus', category: 'dining', by: 'code', reasons: [] });
    expect(answer.netSGD).toBeCloseTo(6, 9);
  });

  it('earns it by the code even where the merchant is filed under another category', () => {
    const answer = onCard(diningByCode, { category: 'groceries', mcc: '5814' }, 100);
    expect(answer.match).toMatchObject({ earns: 'bonus', category: 'dining', by: 'code' });
    expect(answer.netSGD).toBeCloseTo(6, 9);
  });

  it('earns the base rate when the code is not one of the bonus’s, and says why', () => {
    const answer = onCard(diningByCode, { category: 'dining', mcc: '5499' }, 100);
    // 100 × 0.4 = 40 miles × 1.5 cents = S$0.60.
    expect(answer.match).toEqual({
      earns: 'base',
      category: 'other',
      reasons: ['The dining bonus is only for its listed codes'],
    });
    expect(answer.netSGD).toBeCloseTo(0.6, 9);
  });

  it('goes by the category when no code is known', () => {
    expect(matchPurchase(cardTermsSchema.parse(diningByCode), { category: 'dining' })).toEqual({
      earns: 'bonus',
      category: 'dining',
      by: 'category',
      reasons: [],
    });
  });

  it('leaves out codes a bonus excludes, as airlines from a travel bonus', () => {
    const travel: CardTerms = {
      rewardType: 'cashback',
      baseRate: 0.5,
      earn: [{ category: 'travel', rate: 5, excludedMccs: ['3000-3350', '4511'] }],
    };
    const airline = onCard(travel, { category: 'travel', mcc: '3005' }, 200);
    // 200 × 0.5% = S$1.00.
    expect(airline.netSGD).toBeCloseTo(1, 9);
    expect(airline.match.reasons).toEqual(['The travel bonus leaves out MCC 3005']);
    // A travel agency, 4722: 200 × 5% = S$10.00.
    expect(onCard(travel, { category: 'travel', mcc: '4722' }, 200).netSGD).toBeCloseTo(10, 9);
  });

  it('pays a contactless-only bonus paid contactless in store, not online or inserted', () => {
    const contactless: CardTerms = {
      rewardType: 'miles',
      baseRate: 0.4,
      earn: [{ category: 'dining', rate: 4, channels: ['contactless', 'mobileWallet'] }],
    };
    // 100 × 4 = 400 miles = S$6.00; 100 × 0.4 = 40 miles = S$0.60.
    expect(
      onCard(contactless, { category: 'dining', channel: 'contactless' }, 100).netSGD,
    ).toBeCloseTo(6, 9);
    const online = onCard(contactless, { category: 'dining', channel: 'online' }, 100);
    expect(online.netSGD).toBeCloseTo(0.6, 9);
    expect(online.match.reasons).toEqual([
      'The dining bonus counts only paid contactless or with a mobile wallet',
    ]);
    expect(onCard(contactless, { category: 'dining', channel: 'inStore' }, 100).netSGD).toBeCloseTo(
      0.6,
      9,
    );
  });

  it('pays the online bonus for any purchase paid online', () => {
    const onlineBonus: CardTerms = {
      rewardType: 'miles',
      baseRate: 0.4,
      earn: [{ category: 'online', rate: 4 }],
    };
    const answer = onCard(onlineBonus, { category: 'groceries', channel: 'online' }, 50);
    // 50 × 4 = 200 miles × 1.5 cents = S$3.00.
    expect(answer.match).toMatchObject({ earns: 'bonus', category: 'online', by: 'channel' });
    expect(answer.netSGD).toBeCloseTo(3, 9);
  });

  it('pays the overseas bonus in a foreign currency, less the card’s fee on it', () => {
    const overseas: CardTerms = {
      rewardType: 'miles',
      baseRate: 1.2,
      fxFee: 3.25,
      earn: [{ category: 'overseas', rate: 2.2, currency: 'foreign' }],
    };
    const abroad = onCard(overseas, { category: 'dining', currency: 'foreign' }, 100);
    // 100 × 2.2 = 220 miles × 1.5 cents = S$3.30, less 3.25% of S$100 = S$3.25: S$0.05.
    expect(abroad.match).toMatchObject({ earns: 'bonus', category: 'overseas', by: 'currency' });
    expect(abroad.fxFeeSGD).toBeCloseTo(3.25, 9);
    expect(abroad.netSGD).toBeCloseTo(0.05, 9);
    const atHome = onCard(overseas, { category: 'dining', currency: 'SGD' }, 100);
    // 100 × 1.2 = 120 miles = S$1.80, no fee.
    expect(atHome.fxFeeSGD).toBe(0);
    expect(atHome.netSGD).toBeCloseTo(1.8, 9);
  });

  it('earns nothing on a code the card excludes, as tax paid to IRAS', () => {
    const answer = onCard(
      { rewardType: 'cashback', baseRate: 0.3, noEarnMccs: ['9311'] },
      { category: 'government', mcc: '9311' },
      1000,
    );
    expect(answer.match).toEqual({
      earns: 'nothing',
      reasons: ['MCC 9311 earns nothing on this card'],
    });
    expect(answer.earnedUnits).toBe(0);
    expect(answer.netSGD).toBe(0);
  });

  it('earns nothing on a category the card excludes, and says so', () => {
    const answer = onCard(
      { rewardType: 'cashback', baseRate: 0.3, noEarnCategories: ['government'] },
      { category: 'government' },
      1000,
    );
    expect(answer.match.reasons).toEqual(['Government earns nothing on this card']);
    expect(answer.netSGD).toBe(0);
  });
});

describe('a purchase judged with the period’s whole spend so far', () => {
  /** 3.33% on all spend from S$500 a month, 0.3% below it. */
  const tiered: CardTerms = {
    rewardType: 'cashback',
    baseRate: 0.3,
    spendTiers: [{ minSpend: 500, rate: 3.33 }],
  };

  it('reaches a spend tier with the month’s other spend', () => {
    const answer = onCard(tiered, { category: 'dining' }, 100, {
      onLikePurchases: 0,
      onAll: 450,
    });
    // Before: S$450 × 0.3% = S$1.35. After: S$550 reaches the tier, 550 × 3.33% = S$18.315.
    // The purchase adds 18.315 − 1.35 = S$16.965.
    expect(answer.netSGD).toBeCloseTo(16.965, 9);
    expect(answer.tiers).toEqual({ reached: { minSpend: 500, rate: 3.33 } });
  });

  it('says how much more spend the next tier needs', () => {
    const answer = onCard(tiered, { category: 'dining' }, 100, {
      onLikePurchases: 0,
      onAll: 100,
    });
    // S$200 after the purchase, below S$500: 100 × 0.3% = S$0.30; S$300 more for the tier.
    expect(answer.netSGD).toBeCloseTo(0.3, 9);
    expect(answer.tiers).toEqual({ next: { tier: { minSpend: 500, rate: 3.33 }, spendLeft: 300 } });
  });

  /** 5% online once S$800 is spent in the month, 0.3% otherwise. */
  const minimumSpend: CardTerms = {
    rewardType: 'cashback',
    baseRate: 0.3,
    minMonthlySpend: 800,
    earn: [{ category: 'online', rate: 5 }],
  };

  it('opens the bonus rates when the month’s spend reaches the minimum', () => {
    const answer = onCard(minimumSpend, { category: 'online' }, 100, {
      onLikePurchases: 200,
      onAll: 750,
    });
    // Before: S$750 below S$800, all at 0.3% = S$2.25. After: S$850, online S$300 × 5% = S$15
    // and the other S$550 × 0.3% = S$1.65, S$16.65. The purchase adds S$14.40.
    expect(answer.netSGD).toBeCloseTo(14.4, 9);
    expect(answer.minimumSpendLeft).toBe(0);
  });

  it('counts only the spend told when the rest of the month is not', () => {
    const answer = onCard(minimumSpend, { category: 'online' }, 100, {
      onLikePurchases: 200,
      onAll: 200,
    });
    // S$300 after the purchase: 100 × 0.3% = S$0.30, and S$500 more spend for the bonus rates.
    expect(answer.netSGD).toBeCloseTo(0.3, 9);
    expect(answer.minimumSpendLeft).toBe(500);
  });
});

describe('the till and the card finder', () => {
  it('agree on what a purchase known by its category alone earns', () => {
    fc.assert(
      fc.property(
        cardTermsArbitrary,
        fc.constantFrom(...spendCategories),
        fc.integer({ min: 1, max: 3000 }),
        (terms, category, amount) => {
          const priced = priceCard(terms, { ...options, includeWelcome: false });
          fc.pre(priced !== undefined);
          const [atTheTill] = rankCardsForPurchase(
            [{ item: 'card', terms, spent: nothingSpent }],
            { category },
            amount,
            options,
          );
          const inTheFinder = purchaseEarn(
            priced!,
            new Float64Array(spendCategories.length),
            category,
            amount,
          );
          expect(atTheTill!.earnedUnits).toBeCloseTo(inTheFinder.earnedUnits, 9);
        },
      ),
      { numRuns: 300 },
    );
  });
});
