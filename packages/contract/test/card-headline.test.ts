import { describe, expect, it } from 'vitest';
import { cardHeadline, listingKindByKey, type CardTerms } from '../src/index.js';

describe('a card’s headline: its best rate and what it takes', () => {
  it('gives the top bonus category with its cap on bonus spend (HSBC Revolution style)', () => {
    const terms: CardTerms = {
      rewardType: 'miles',
      baseRate: 0.4,
      earn: [
        { category: 'online', rate: 4 },
        { category: 'overseas', rate: 1 },
      ],
      monthlyCap: { amount: 1500, on: 'bonusSpend' },
    };
    expect(cardHeadline(terms)).toEqual({
      figure: { value: 4, unit: 'miles/SGD' },
      qualifier: 'up to',
      condition: 'online, first S$1,500 a month',
    });
    expect(listingKindByKey('card').headline?.(terms)).toEqual(cardHeadline(terms));
  });

  it('names every category of the top rate, the minimum spend and a cap each has alike', () => {
    expect(
      cardHeadline({
        rewardType: 'cashback',
        baseRate: 0.3,
        minMonthlySpend: 800,
        earn: [
          { category: 'online', rate: 6, cap: { amount: 15, on: 'reward' } },
          { category: 'transport', rate: 6, cap: { amount: 15, on: 'reward' } },
          { category: 'groceries', rate: 5 },
        ],
        monthlyCap: { amount: 60, on: 'reward' },
      }),
    ).toEqual({
      figure: { value: 6, unit: 'percent' },
      qualifier: 'up to',
      condition: 'online and transport, with S$800 of spend a month, up to S$15 a month each',
    });
  });

  it('gives a cap the top categories share, in statement months (Citi Rewards style)', () => {
    expect(
      cardHeadline({
        rewardType: 'miles',
        baseRate: 0.4,
        earn: [
          { category: 'online', rate: 4 },
          { category: 'dining', rate: 4 },
        ],
        sharedCaps: [{ categories: ['online', 'dining'], amount: 1000, on: 'bonusSpend' }],
        capPeriod: 'statementMonth',
      })?.condition,
    ).toBe('online and dining, first S$1,000 a statement month');
  });

  it('gives a reward cap in miles for a miles card', () => {
    expect(
      cardHeadline({
        rewardType: 'miles',
        baseRate: 1.2,
        earn: [{ category: 'travel', rate: 6 }],
        monthlyCap: { amount: 6000, on: 'reward' },
      })?.condition,
    ).toBe('travel, up to 6,000 miles a month');
  });

  it('gives the top spend tier with the spend it needs (UOB One style)', () => {
    expect(
      cardHeadline({
        rewardType: 'cashback',
        baseRate: 0.3,
        spendTiers: [
          { minSpend: 600, rate: 3.33, rewardCap: 20 },
          { minSpend: 1000, rate: 3.33, rewardCap: 33.33 },
          { minSpend: 2000, rate: 5, rewardCap: 100 },
        ],
      }),
    ).toEqual({
      figure: { value: 5, unit: 'percent' },
      qualifier: 'up to',
      condition: 'with S$2,000 of spend a month, up to S$100 a month',
    });
  });

  it('gives the base rate alone for a flat card, and leaves out a bonus that earns nothing', () => {
    expect(cardHeadline({ rewardType: 'cashback', baseRate: 1.5 })).toEqual({
      figure: { value: 1.5, unit: 'percent' },
    });
    expect(
      cardHeadline({
        rewardType: 'cashback',
        baseRate: 1.5,
        earn: [{ category: 'bills', rate: 5 }],
        noEarnCategories: ['bills'],
      }),
    ).toEqual({ figure: { value: 1.5, unit: 'percent' } });
  });

  it('has no headline without a reward type or any rate', () => {
    expect(cardHeadline({ annualFee: 196.2 })).toBeUndefined();
    expect(cardHeadline({ rewardType: 'miles' })).toBeUndefined();
  });
});
