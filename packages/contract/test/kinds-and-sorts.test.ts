import { describe, expect, it } from 'vitest';
import {
  listingKindByKey,
  listingKinds,
  listingSortNames,
  parseListingSort,
  savingMaxRate,
  termFilterValueSchema,
  welcomeValueSGD,
} from '../src/index.js';

describe('the kinds table', () => {
  it('has six kinds with distinct keys, resources and routes', () => {
    for (const field of ['key', 'resource', 'apiPath', 'pageRoute', 'collection'] as const) {
      expect(new Set(listingKinds.map((kind) => kind[field])).size).toBe(6);
    }
  });

  it('names the sorts of the issue for each kind', () => {
    const sorts = Object.fromEntries(
      listingKinds.map((kind) => [kind.key, kind.termSorts.map((sort) => sort.name)]),
    );
    expect(sorts).toEqual({
      card: ['annualFee', 'minIncome', 'welcomeValue'],
      saving: ['maxRate'],
      loan: ['eir'],
      investment: ['commissionSG', 'commissionUS'],
      insurance: ['premiumFrom'],
      deposit: ['bestRate', 'minDeposit'],
    });
  });
});

describe('sorts and filters', () => {
  const cards = listingKindByKey('card');

  it('parses ascending, descending and base sorts, and nothing else', () => {
    expect(listingSortNames(cards)).toContain('-annualFee');
    expect(parseListingSort(cards, 'newest')).toEqual({ by: 'newest' });
    expect(parseListingSort(cards, '-annualFee')).toMatchObject({
      by: 'term',
      direction: -1,
      sort: { name: 'annualFee' },
    });
    expect(parseListingSort(cards, 'eir')).toBeUndefined();
    expect(parseListingSort(cards, '--annualFee')).toBeUndefined();
  });

  it('checks filter values with clear messages', () => {
    const [rewardType, maxAnnualFee] = cards.termFilters;
    expect(termFilterValueSchema(rewardType!).parse('miles')).toBe('miles');
    expect(termFilterValueSchema(rewardType!).safeParse('gold').error?.issues[0]?.message).toBe(
      'must be one of cashback, miles, points',
    );
    expect(termFilterValueSchema(maxAnnualFee!).parse('0')).toBe(0);
    expect(termFilterValueSchema(maxAnnualFee!).safeParse('-5').error?.issues[0]?.message).toBe(
      'must be a number of at least 0',
    );
  });
});

describe('derived figures', () => {
  it('values welcome gifts in S$', () => {
    expect(welcomeValueSGD({ welcome: { value: 150, unit: 'SGD' } })).toBe(150);
    expect(welcomeValueSGD({ welcome: { value: 20_000, unit: 'miles' } })).toBe(300);
    expect(welcomeValueSGD({ milesPerPoint: 2, welcome: { value: 10_000, unit: 'points' } })).toBe(
      300,
    );
    expect(welcomeValueSGD({ welcome: { value: 10_000, unit: 'points' } })).toBeUndefined();
  });

  it('sums the bonus rates of the first dollar for the savings sort', () => {
    expect(
      savingMaxRate({
        baseRate: 0.05,
        bonus: [
          { condition: 'salary', threshold: 1800, rate: 2 },
          { condition: 'spend', threshold: 500, rate: 0.5 },
          { condition: 'grow', threshold: 0, rate: 1, balanceFrom: 100_000 },
        ],
      }),
    ).toBeCloseTo(2.55);
    expect(savingMaxRate({})).toBeUndefined();
  });

  it('counts only the highest step of a bonus with several thresholds', () => {
    expect(
      savingMaxRate({
        baseRate: 0.05,
        bonus: [
          { condition: 'salary', threshold: 1800, rate: 1 },
          { condition: 'salary', threshold: 3000, rate: 2 },
          { condition: 'spend', threshold: 500, rate: 0.5 },
          { condition: 'salary', threshold: 1800, rate: 3, balanceUpTo: 50_000 },
        ],
      }),
    ).toBeCloseTo(5.55);
  });
});
