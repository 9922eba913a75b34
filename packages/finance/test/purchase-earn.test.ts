import { describe, expect, it } from 'vitest';
import { cardTermsSchema, type CardTerms } from '@sg-finance/contract';
import {
  priceCard,
  purchaseEarn,
  rankCardsForPurchase,
  spendArray,
  type SpendProfile,
} from '../src/index.js';
import { spendOf } from './support/profiles.js';

const options = { mileValueCents: 1.5, includeWelcome: false };

function priced(terms: CardTerms) {
  const card = priceCard(cardTermsSchema.parse(terms), options);
  if (!card) throw new Error('the card has no S$ value');
  return card;
}

const soFar = (spend: Partial<SpendProfile>) => spendArray(spendOf(spend));

/** 4 miles per S$1 online on the first S$1,000 a month, 0.4 elsewhere. */
const onlineMiles: CardTerms = {
  rewardType: 'miles',
  baseRate: 0.4,
  earn: [{ category: 'online', rate: 4, cap: { on: 'bonusSpend', amount: 1000 } }],
};

describe('what one purchase earns on a card', () => {
  it('earns the bonus on what is left of the cap and the base rate on the rest', () => {
    const answer = purchaseEarn(priced(onlineMiles), soFar({ online: 800 }), 'online', 300);

    // S$200 of the S$1,000 cap is left: 200 × 4 = 800 miles, then 100 × 0.4 = 40 miles.
    expect(answer.earnedUnits).toBeCloseTo(840, 9);
    // 840 miles × 1.5 cents = S$12.60.
    expect(answer.netSGD).toBeCloseTo(12.6, 9);
    expect(answer.bonusSpendLeft).toBe(0);
    expect(answer.rewardLeft).toBe(Infinity);
  });

  it('says how much of the cap is left after a purchase that fits in it', () => {
    const answer = purchaseEarn(priced(onlineMiles), soFar({ online: 250 }), 'online', 100);

    // 100 × 4 = 400 miles = S$6.00; the cap has 1,000 − 250 − 100 = S$650 left.
    expect(answer.netSGD).toBeCloseTo(6, 9);
    expect(answer.bonusSpendLeft).toBeCloseTo(650, 9);
  });

  it('has no cap to speak of for a category without a bonus', () => {
    const answer = purchaseEarn(priced(onlineMiles), soFar({}), 'groceries', 50);

    // 50 × 0.4 = 20 miles × 1.5 cents = S$0.30.
    expect(answer.netSGD).toBeCloseTo(0.3, 9);
    expect(answer.bonusSpendLeft).toBeUndefined();
  });

  it('counts the bonus the whole month gains when the purchase reaches the minimum spend', () => {
    const card = priced({
      rewardType: 'cashback',
      baseRate: 0.3,
      minMonthlySpend: 800,
      earn: [{ category: 'online', rate: 5 }],
    });

    const answer = purchaseEarn(card, soFar({ other: 700 }), 'online', 100);

    // Before: 700 × 0.3% = S$2.10, below the minimum. After: counted 800, so online
    // 100 × 5% = 5.00 and other 700 × 0.3% = 2.10, S$7.10. The purchase adds 7.10 − 2.10 = 5.00.
    expect(answer.netSGD).toBeCloseTo(5, 9);
    expect(answer.minimumSpendLeft).toBe(0);
    const short = purchaseEarn(card, soFar({ other: 500 }), 'online', 100);
    // Counted 600 < 800: 100 × 0.3% = S$0.30, and S$200 more is needed.
    expect(short.netSGD).toBeCloseTo(0.3, 9);
    expect(short.minimumSpendLeft).toBe(200);
  });

  it('stops at the cap on the month’s reward', () => {
    const card = priced({
      rewardType: 'cashback',
      baseRate: 0.25,
      earn: [{ category: 'dining', rate: 8 }],
      monthlyCap: { on: 'reward', amount: 80 },
    });

    const answer = purchaseEarn(card, soFar({ dining: 950 }), 'dining', 100);

    // 950 × 8% = 76 so far; 1,050 × 8% = 84, capped at 80: the purchase earns 80 − 76 = S$4.
    expect(answer.netSGD).toBeCloseTo(4, 9);
    expect(answer.rewardLeft).toBeCloseTo(0, 9);
  });

  it('takes the room a shared cap has left, counted over all its categories', () => {
    const card = priced({
      rewardType: 'miles',
      baseRate: 0.4,
      earn: [
        { category: 'dining', rate: 4 },
        { category: 'online', rate: 4 },
      ],
      sharedCaps: [{ categories: ['dining', 'online'], on: 'bonusSpend', amount: 1000 }],
    });

    const answer = purchaseEarn(card, soFar({ dining: 600, online: 300 }), 'online', 50);

    // 1,000 − 600 − 300 = S$100 left of the shared cap; 50 × 4 = 200 miles = S$3.00, S$50 left.
    expect(answer.netSGD).toBeCloseTo(3, 9);
    expect(answer.bonusSpendLeft).toBeCloseTo(50, 9);
  });

  it('takes the overseas fee off an overseas purchase', () => {
    const card = priced({
      rewardType: 'miles',
      baseRate: 1.2,
      earn: [{ category: 'overseas', rate: 3 }],
      fxFee: 3.25,
    });

    const answer = purchaseEarn(card, soFar({}), 'overseas', 100);

    // 100 × 3 = 300 miles × 1.5 cents = S$4.50, less 3.25% of S$100 = S$3.25: S$1.25.
    expect(answer.fxFeeSGD).toBeCloseTo(3.25, 9);
    expect(answer.netSGD).toBeCloseTo(1.25, 9);
  });
});

describe('which held card pays most for a purchase', () => {
  it('ranks the cards by what the purchase is worth on each, with their caps partly used', () => {
    const cashback = cardTermsSchema.parse({
      rewardType: 'cashback',
      baseRate: 0.3,
      earn: [{ category: 'online', rate: 5, cap: { on: 'reward', amount: 20 } }],
    });
    const cards = [
      { item: 'cashback', terms: cashback, spent: { onLikePurchases: 300, onAll: 300 } },
      {
        item: 'miles',
        terms: cardTermsSchema.parse(onlineMiles),
        spent: { onLikePurchases: 950, onAll: 950 },
      },
    ];

    const ranked = rankCardsForPurchase(cards, { category: 'online' }, 200, options);

    // Cashback: S$15 of its S$20 cap used (300 × 5%): 200 × 5% = 10 capped at the S$5 left, and
    // the S$100 beyond it (5 ÷ 5% = 100) at 0.3% = 0.30: S$5.30.
    // Miles: S$50 of its cap left: 50 × 4 + 150 × 0.4 = 260 miles × 1.5 cents = S$3.90.
    expect(ranked.map((choice) => choice.item)).toEqual(['cashback', 'miles']);
    expect(ranked[0]?.netSGD).toBeCloseTo(5.3, 9);
    expect(ranked[1]?.netSGD).toBeCloseTo(3.9, 9);
  });
});
