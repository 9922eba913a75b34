import { describe, expect, it } from 'vitest';
import {
  cardTermsSchema,
  krisFlyerMilesPerPoint,
  milesPerPointOf,
  pointsCurrencies,
  pointsCurrencyById,
  pointsCurrencyIds,
  pointsCurrencySchema,
  rewardUnitValueSGD,
  welcomeValueSGD,
} from '../src/index.js';

describe('the points currencies', () => {
  it('are one row for each id, each valid and sourced', () => {
    expect(pointsCurrencies.map((currency) => currency.id)).toEqual([...pointsCurrencyIds]);
    for (const currency of pointsCurrencies) {
      expect(pointsCurrencySchema.safeParse(currency).error).toBeUndefined();
    }
  });

  it('give the KrisFlyer miles a point converts to from the smallest conversion', () => {
    // 25,000 Citi ThankYou Points give 10,000 miles; 5,000 DBS Points give 10,000.
    expect(krisFlyerMilesPerPoint(pointsCurrencyById('citi-thankyou-points'))).toBe(0.4);
    expect(krisFlyerMilesPerPoint(pointsCurrencyById('dbs-points'))).toBe(2);
    // 550 Membership Rewards points give 250 miles.
    expect(krisFlyerMilesPerPoint(pointsCurrencyById('amex-membership-rewards'))).toBeCloseTo(
      250 / 550,
      12,
    );
  });

  it('value a card’s points and points welcome gift through its currency', () => {
    const terms = { rewardType: 'points', pointsCurrency: 'citi-thankyou-points' } as const;
    expect(milesPerPointOf(terms)).toBe(0.4);
    // 0.4 miles × 2 cents = S$0.008 a point.
    expect(rewardUnitValueSGD(terms, 2)).toBeCloseTo(0.008, 12);
    // 30,000 points × 0.4 = 12,000 miles × 1.5 cents = S$180.
    expect(welcomeValueSGD({ ...terms, welcome: { value: 30_000, unit: 'points' } })).toBeCloseTo(
      180,
      9,
    );
    expect(milesPerPointOf({ milesPerPoint: 0.25 })).toBe(0.25);
  });

  it('refuse a currency on a cashback card, or beside a ratio of the card’s own', () => {
    const cashback = cardTermsSchema.safeParse({
      rewardType: 'cashback',
      pointsCurrency: 'dbs-points',
    });
    expect(cashback.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['pointsCurrency', 'is for miles and points cards only'],
    ]);
    const both = cardTermsSchema.safeParse({
      rewardType: 'points',
      pointsCurrency: 'dbs-points',
      milesPerPoint: 2,
    });
    expect(both.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['milesPerPoint', 'comes from the points currency: leave it out'],
    ]);
    const unknown = cardTermsSchema.safeParse({
      rewardType: 'points',
      pointsCurrency: 'air-miles',
    });
    expect(unknown.error?.issues[0]?.path).toEqual(['pointsCurrency']);
    expect(unknown.error?.issues[0]?.message).toMatch(/^must be one of/);
  });
});
