import { describe, expect, it } from 'vitest';
import {
  catalogueChangeSchema,
  describeChanges,
  kindFeedPath,
  listingKindByKey,
  recordChangesApiPath,
  termValueText,
  welcomeOfferValue,
} from '../src/index.js';

const card = (terms: Record<string, unknown>, fields: Record<string, unknown> = {}) => ({
  _id: 'a1',
  title: 'Everyday Card',
  slug: 'everyday-card',
  priority: 0,
  category: 'DBS',
  rewardOffer: [{ description: 'S$150 cashback', tag: 'New', link: 'https://dbs.com.sg/' }],
  terms: { rewardType: 'cashback', ...terms },
  ...fields,
});

const welcome = (value: number) => ({ welcome: { value, unit: 'SGD' } });
const cap = (amount: number) => ({ monthlyCap: { amount, on: 'bonusSpend' } });

describe('the changes of a listing', () => {
  it('words a raised welcome gift and a cut cap, the gift first', () => {
    const described = describeChanges(
      'card',
      card({ ...welcome(200), ...cap(1500) }),
      card({ ...welcome(350), ...cap(1000) }),
    );
    expect(described.changes).toEqual([
      { field: 'terms.welcomeValue', label: 'Welcome gift', before: 'S$200', after: 'S$350' },
      {
        field: 'terms.monthlyBonusSpendCap',
        label: 'Monthly cap on bonus spend',
        before: 'S$1,500 a month',
        after: 'S$1,000 a month',
      },
    ]);
    expect(described.summary).toBe(
      'Welcome gift raised from S$200 to S$350; monthly cap on bonus spend cut from S$1,500 a month to S$1,000 a month',
    );
  });

  it('names the fees and rates as the detail page shows them', () => {
    const described = describeChanges(
      'card',
      card({ annualFee: 196.2, baseRate: 1 }),
      card({ annualFee: 0, baseRate: 1.5 }),
    );
    expect(described.changes).toEqual([
      {
        field: 'terms.annualFee',
        label: 'Annual fee',
        before: 'S$196.20 a year',
        after: 'S$0 a year',
      },
      { field: 'terms.baseRate', label: 'Base earn rate', before: '1%', after: '1.5%' },
    ]);
    expect(described.summary).toBe(
      'Annual fee cut from S$196.20 a year to S$0 a year; base earn rate raised from 1% to 1.5%',
    );
  });

  it('tells a category’s rate when its own rate changes, not with the base rate it follows', () => {
    const described = describeChanges(
      'card',
      card({ baseRate: 1, earn: [{ category: 'dining', rate: 3 }] }),
      card({ baseRate: 1.5, earn: [{ category: 'dining', rate: 5 }] }),
    );
    expect(described.changes.map((change) => [change.label, change.before, change.after])).toEqual([
      ['Base earn rate', '1%', '1.5%'],
      ['Earn rate: dining', '3%', '5%'],
    ]);
  });

  it('tells a loan’s rate, not the lowest EIR worked out from it', () => {
    const loan = (flatRate: number) => ({ ...card({}), terms: { flatRate, maxTenureMonths: 12 } });
    const described = describeChanges('loan', loan(3), loan(2.5));
    expect(described.changes.map((change) => change.label)).toEqual(['Flat rate']);
  });

  it('tells added and removed offers, and texts by name', () => {
    const before = card({}, { subtitle: 'Old line' });
    const after = card(
      {},
      {
        subtitle: 'New line',
        title: 'Everyday Card Plus',
        rewardOffer: [
          { description: 'S$150 cashback', tag: 'New', link: 'https://dbs.com.sg/' },
          { description: 'Free luggage', tag: '', link: '', expiresAt: '2026-12-31' },
        ],
      },
    );
    const described = describeChanges('card', before, after);
    expect(described.changes).toEqual([
      { field: 'title', label: 'Name', before: 'Everyday Card', after: 'Everyday Card Plus' },
      { field: 'subtitle', label: 'Subtitle', before: 'Old line', after: 'New line' },
      {
        field: 'rewardOffer.1',
        label: 'Offer 2',
        before: null,
        after: 'Free luggage, ends 2026-12-31',
      },
    ]);
    expect(described.summary).toBe(
      'Name changed from Everyday Card to Everyday Card Plus; subtitle changed from Old line to New line; offer 2 added: Free luggage, ends 2026-12-31',
    );
    expect(describeChanges('card', after, before).changes[2]).toEqual({
      field: 'rewardOffer.1',
      label: 'Offer 2',
      before: 'Free luggage, ends 2026-12-31',
      after: null,
    });
  });

  it('names at most three changes in the summary and counts the rest', () => {
    const described = describeChanges(
      'card',
      card({ annualFee: 100, minIncome: 30000, fxFee: 3.25, minAge: 21 }),
      card({ annualFee: 120, minIncome: 80000, fxFee: 3, minAge: 18 }),
    );
    expect(described.changes).toHaveLength(4);
    expect(described.summary).toBe(
      'Annual fee raised from S$100 a year to S$120 a year; minimum income raised from S$30,000 a year to S$80,000 a year; minimum age cut from 21 years to 18 years; and 1 more change',
    );
  });

  it('sees no change in bookkeeping, and says when a listing came and went', () => {
    const before = card(welcome(200));
    expect(
      describeChanges('card', before, {
        ...before,
        priority: 9,
        updatedAt: 'later',
        imageWidth: 40,
      }),
    ).toEqual({ changes: [], summary: 'No visible change' });
    expect(describeChanges('card', null, before).summary).toBe('Added to the catalogue');
    expect(describeChanges('card', null, before).changes[0]).toEqual({
      field: 'title',
      label: 'Name',
      before: null,
      after: 'Everyday Card',
    });
    expect(describeChanges('card', before, null).summary).toBe('Removed from the catalogue');
  });

  it('tells when the terms were checked again', () => {
    const source = (verifiedAt: string) => ({ source: { url: 'https://dbs.com.sg/', verifiedAt } });
    expect(
      describeChanges('card', card(source('2026-10-01')), card(source('2026-11-03'))).summary,
    ).toBe('Terms checked on changed from 2026-10-01 to 2026-11-03');
  });

  it('reads a post body as its text', () => {
    const body = (text: string) => JSON.stringify({ blocks: [{ text }, { text: 'Second' }] });
    const post = (text: string) => ({
      title: 'Guide',
      tags: ['cards'],
      richTextDescription: body(text),
    });
    expect(describeChanges('post', post('First'), post('One')).changes).toEqual([
      { field: 'body', label: 'Text', before: 'First\nSecond', after: 'One\nSecond' },
    ]);
    expect(describeChanges('post', post('First'), post('One')).summary).toBe('Text changed');
  });
});

describe('figures as a change shows them', () => {
  it('writes units, with one of a unit in the singular', () => {
    expect(termValueText({ value: 1, unit: 'years' })).toBe('1 year');
    expect(termValueText({ value: 2, unit: 'miles/SGD' })).toBe('2 miles per S$1');
    expect(termValueText({ value: 4.05, unit: 'percent/year' })).toBe('4.05% a year');
    expect(termValueText({ text: 'debt-consolidation' })).toBe('Debt consolidation');
  });
});

describe('the welcome offer in S$', () => {
  it('values miles and points at 1.5 cents a mile', () => {
    expect(welcomeOfferValue('card', card(welcome(350)))).toBe(350);
    // 30,000 miles x 1.5 cents = S$450.
    expect(welcomeOfferValue('card', card({ welcome: { value: 30000, unit: 'miles' } }))).toBe(450);
    // 10,000 points x 0.4 miles a point x 1.5 cents = S$60.
    const points = {
      rewardType: 'points',
      milesPerPoint: 0.4,
      welcome: { value: 10000, unit: 'points' },
    };
    expect(welcomeOfferValue('card', card(points))).toBe(60);
    expect(welcomeOfferValue('card', card({}))).toBeNull();
    expect(welcomeOfferValue('loan', { terms: {} })).toBeNull();
  });
});

describe('addresses and the change schema', () => {
  it('names the feeds after the list pages', () => {
    expect(kindFeedPath(listingKindByKey('card'))).toBe('/feeds/cards.xml');
    expect(recordChangesApiPath('card', 'a b')).toBe('/api/changes/card/a%20b');
  });

  it('refuses a change of an unknown kind', () => {
    const change = {
      id: 'r1',
      kind: 'boat',
      recordId: 'a1',
      slug: 's',
      title: 't',
      bank: 'DBS',
      at: '2026-11-03T00:00:00.000Z',
      operation: 'update',
      changes: [],
      summary: 'x',
    };
    expect(catalogueChangeSchema.safeParse(change).success).toBe(false);
    expect(catalogueChangeSchema.safeParse({ ...change, kind: 'card' }).success).toBe(true);
  });
});
