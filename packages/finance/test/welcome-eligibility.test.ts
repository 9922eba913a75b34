import { describe, expect, it } from 'vitest';
import type { WelcomeOffer } from '@sg-finance/contract';
import {
  monthsBefore,
  welcomeEligibility,
  type WelcomeEligibilityInput,
  type WelcomeRelationship,
} from '../src/index.js';

const today = '2026-11-28';

/** HSBC Revolution's S$450 "New to HSBC" gift, every condition stated. */
const newToHsbc: WelcomeOffer = {
  value: 450,
  unit: 'SGD',
  minSpend: 500,
  withinDays: 30,
  newToBankOnly: true,
};

const revolution = { provider: 'HSBC', slug: 'hsbc-revolution-credit-card', noun: 'card' };

function reasonsFor(
  change: Partial<WelcomeEligibilityInput> & { relationships?: WelcomeRelationship[] },
): string[] {
  return welcomeEligibility({
    offer: newToHsbc,
    terms: { minIncome: 30_000, minIncomeForeigner: 40_000, minAge: 21 },
    listing: revolution,
    person: { income: 60_000, age: 34, residency: 'local', usPerson: false },
    relationships: [],
    today,
    ...change,
  }).reasons;
}

const hsbcCard = (change: Partial<WelcomeRelationship>): WelcomeRelationship => ({
  provider: 'HSBC',
  listingSlug: 'hsbc-live-plus-credit-card',
  ...change,
});

describe('monthsBefore', () => {
  it.each([
    ['2026-11-28', 12, '2025-11-28'],
    ['2026-11-28', 11, '2025-12-28'],
    ['2026-03-31', 1, '2026-02-28'],
    ['2024-03-31', 1, '2024-02-29'],
    ['2026-01-15', 1, '2025-12-15'],
  ])('%s less %i months is %s', (day, months, expected) => {
    expect(monthsBefore(day, months)).toBe(expected);
  });
});

describe('welcomeEligibility', () => {
  it('answers eligible with no reasons for a new customer who meets every figure', () => {
    expect(
      welcomeEligibility({
        offer: newToHsbc,
        listing: revolution,
        person: { income: 60_000, age: 34, residency: 'local' },
        relationships: [hsbcCard({ closedOn: '2024-06-30' })],
        today,
      }),
    ).toEqual({ eligible: true, reasons: [] });
  });

  describe('new to the bank within 12 months (the default)', () => {
    it('refuses a card of the bank held now', () => {
      expect(reasonsFor({ relationships: [hsbcCard({ from: '2020-01-01' })] })).toEqual([
        'you hold an HSBC card',
      ]);
    });

    it('refuses a card of the bank closed 11 months ago: 2025-12-28 is after 2025-11-28', () => {
      expect(reasonsFor({ relationships: [hsbcCard({ closedOn: '2025-12-28' })] })).toEqual([
        'you held an HSBC card in the last 12 months',
      ]);
    });

    it('counts a card closed a day after the cutoff, not one closed 12 months ago to the day', () => {
      expect(reasonsFor({ relationships: [hsbcCard({ closedOn: '2025-11-29' })] })).toEqual([
        'you held an HSBC card in the last 12 months',
      ]);
      expect(reasonsFor({ relationships: [hsbcCard({ closedOn: '2025-11-28' })] })).toEqual([]);
    });

    it('refuses an application to the bank within the months, naming its day, not one before them', () => {
      expect(
        reasonsFor({ relationships: [hsbcCard({ applied: true, from: '2026-10-01' })] }),
      ).toEqual(['you applied for an HSBC card on 2026-10-01']);
      // 12 months before 2026-11-28 is 2025-11-28: the day after counts, that very day does not.
      expect(
        reasonsFor({ relationships: [hsbcCard({ applied: true, from: '2025-11-29' })] }),
      ).toEqual(['you applied for an HSBC card on 2025-11-29']);
      expect(
        reasonsFor({ relationships: [hsbcCard({ applied: true, from: '2025-11-28' })] }),
      ).toEqual([]);
    });

    it('counts an approved application, not closed since, as a card held whatever its day', () => {
      expect(
        reasonsFor({
          relationships: [hsbcCard({ applied: true, approved: true, from: '2023-05-02' })],
        }),
      ).toEqual(['you applied for an HSBC card on 2023-05-02']);
    });

    it('uses the months the terms state: closed 13 months ago breaks 18 months', () => {
      expect(
        reasonsFor({
          offer: { ...newToHsbc, newToBankMonths: 18 },
          relationships: [hsbcCard({ closedOn: '2025-10-28' })],
        }),
      ).toEqual(['you held an HSBC card in the last 18 months']);
    });

    it('ignores cards of other banks, and the rule when the offer is open to existing customers', () => {
      const dbs = { provider: 'DBS', listingSlug: 'dbs-live-fresh' };
      expect(reasonsFor({ relationships: [dbs] })).toEqual([]);
      expect(
        reasonsFor({
          offer: { ...newToHsbc, newToBankOnly: undefined },
          relationships: [hsbcCard({})],
        }),
      ).toEqual([]);
    });

    it('names the bank with its article: a DBS card, a UOB card', () => {
      const reasonsAt = (provider: string) =>
        reasonsFor({
          listing: { ...revolution, provider },
          relationships: [{ provider, listingSlug: 'other' }],
        });
      expect(reasonsAt('DBS')).toEqual(['you hold a DBS card']);
      expect(reasonsAt('UOB')).toEqual(['you hold a UOB card']);
      expect(reasonsAt('OCBC')).toEqual(['you hold an OCBC card']);
      expect(reasonsAt('Citibank')).toEqual(['you hold a Citibank card']);
      expect(reasonsAt('American Express')).toEqual(['you hold an American Express card']);
    });
  });

  it('refuses the same card held within newToCardMonths, even for an offer open to the bank’s customers', () => {
    const offer = { ...newToHsbc, newToBankOnly: undefined, newToCardMonths: 12 };
    const closedRevolution = hsbcCard({
      listingSlug: 'hsbc-revolution-credit-card',
      closedOn: '2026-01-05',
    });
    expect(reasonsFor({ offer, relationships: [closedRevolution] })).toEqual([
      'you held this card in the last 12 months',
    ]);
    expect(reasonsFor({ offer, relationships: [hsbcCard({ closedOn: '2026-01-05' })] })).toEqual(
      [],
    );
  });

  it('refuses holders of the named products, by name when it is known', () => {
    const offer = { ...newToHsbc, newToBankOnly: undefined, excludedHolders: ['hsbc-premier'] };
    const premier = hsbcCard({ listingSlug: 'hsbc-premier' });
    expect(reasonsFor({ offer, relationships: [premier] })).toEqual([
      'not for holders of hsbc-premier',
    ]);
    expect(
      reasonsFor({
        offer,
        relationships: [premier],
        productName: (slug) => (slug === 'hsbc-premier' ? 'HSBC Premier' : undefined),
      }),
    ).toEqual(['not for holders of HSBC Premier']);
    expect(reasonsFor({ offer, relationships: [{ ...premier, closedOn: '2026-11-01' }] })).toEqual(
      [],
    );
  });

  it('refuses holders of a named product approved on an application, not mere applicants', () => {
    const offer = { ...newToHsbc, newToBankOnly: undefined, excludedHolders: ['hsbc-premier'] };
    const applied = hsbcCard({ listingSlug: 'hsbc-premier', applied: true, from: '2026-11-01' });
    expect(reasonsFor({ offer, relationships: [applied] })).toEqual([]);
    expect(reasonsFor({ offer, relationships: [{ ...applied, approved: true }] })).toEqual([
      'not for holders of hsbc-premier',
    ]);
  });

  it('refuses this very card applied for within newToCardMonths', () => {
    const offer = { ...newToHsbc, newToBankOnly: undefined, newToCardMonths: 6 };
    const applied = (from: string) =>
      hsbcCard({ listingSlug: 'hsbc-revolution-credit-card', applied: true, from });
    // 6 months before 2026-11-28 is 2026-05-28.
    expect(reasonsFor({ offer, relationships: [applied('2026-05-29')] })).toEqual([
      'you applied for this card on 2026-05-29',
    ]);
    expect(reasonsFor({ offer, relationships: [applied('2026-05-28')] })).toEqual([]);
  });

  describe('income', () => {
    it('holds the card’s income against the gift when the gift names none: S$29,999 < S$30,000', () => {
      expect(reasonsFor({ person: { income: 29_999, residency: 'local' } })).toEqual([
        'income below S$30,000',
      ]);
      expect(reasonsFor({ person: { income: 30_000, residency: 'local' } })).toEqual([]);
    });

    it('asks foreigners the card’s foreigners’ figure', () => {
      expect(reasonsFor({ person: { income: 35_000, residency: 'foreigner' } })).toEqual([
        'income below S$40,000',
      ]);
    });

    it('asks the gift’s own income first', () => {
      expect(
        reasonsFor({
          offer: { ...newToHsbc, minIncome: 80_000 },
          person: { income: 60_000, residency: 'local' },
        }),
      ).toEqual(['income below S$80,000']);
    });
  });

  it('refuses a person under the minimum age: the gift’s, else the card’s', () => {
    expect(reasonsFor({ person: { age: 20 } })).toEqual(['under the minimum age of 21']);
    expect(reasonsFor({ offer: { ...newToHsbc, minAge: 25 }, person: { age: 24 } })).toEqual([
      'under the minimum age of 25',
    ]);
  });

  it('refuses a residency the gift is not open to', () => {
    const offer = { ...newToHsbc, residency: ['local' as const] };
    expect(reasonsFor({ offer, person: { residency: 'foreigner', income: 90_000 } })).toEqual([
      'not open to foreigners',
    ]);
    expect(reasonsFor({ offer, person: { residency: 'local' } })).toEqual([]);
  });

  it('refuses US persons when the gift excludes them', () => {
    const offer = { ...newToHsbc, usPersonsExcluded: true };
    expect(reasonsFor({ offer, person: { usPerson: true } })).toEqual(['not open to US persons']);
    expect(reasonsFor({ offer, person: { usPerson: false } })).toEqual([]);
    expect(reasonsFor({ person: { usPerson: true } })).toEqual([]);
  });

  it('refuses an offer past its end date, not on its last day', () => {
    expect(reasonsFor({ listing: { ...revolution, expiresAt: '2026-11-27' } })).toEqual([
      'the offer ended on 2026-11-27',
    ]);
    expect(reasonsFor({ listing: { ...revolution, expiresAt: today } })).toEqual([]);
  });

  it('gives every reason at once', () => {
    expect(
      welcomeEligibility({
        offer: { ...newToHsbc, usPersonsExcluded: true },
        terms: { minIncome: 30_000 },
        listing: revolution,
        person: { income: 24_000, age: 30, residency: 'local', usPerson: true },
        relationships: [hsbcCard({ closedOn: '2025-12-28' })],
        today,
      }),
    ).toEqual({
      eligible: false,
      reasons: [
        'you held an HSBC card in the last 12 months',
        'income below S$30,000',
        'not open to US persons',
      ],
    });
  });
});
