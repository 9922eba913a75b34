import { describe, expect, it } from 'vitest';
import {
  cardTermsSchema,
  claimStart,
  investmentTermsSchema,
  newToBankMonths,
  spendWindowStart,
  termFieldLabels,
  welcomeOfferSchema,
  welcomeValueSGD,
  listingKinds,
} from '../src/index.js';

/** 'path: message' of the first problem, as the API answers it. */
function firstProblem(value: unknown): string | undefined {
  const result = welcomeOfferSchema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
}

/** HSBC Revolution's "New to HSBC" gift as its terms state it. */
const fullOffer = {
  value: 450,
  unit: 'SGD',
  minSpend: 500,
  withinDays: 30,
  spendWindowFrom: 'approval',
  newToBankOnly: true,
  newToBankMonths: 12,
  newToCardMonths: 12,
  excludedHolders: ['hsbc-revolution-credit-card'],
  minIncome: 30_000,
  minAge: 21,
  residency: ['local', 'foreigner'],
  usPersonsExcluded: true,
  claim: { method: 'form', fromDays: 0, withinDays: 14, from: 'spendMet' },
  payout: { fromDays: 60, toDays: 90, after: 'spendMet' },
};

describe('welcome offer terms', () => {
  it('accepts every condition, and the gift alone', () => {
    expect(welcomeOfferSchema.parse(fullOffer)).toEqual(fullOffer);
    expect(welcomeOfferSchema.parse({ value: 150, unit: 'SGD' })).toEqual({
      value: 150,
      unit: 'SGD',
    });
  });

  it('is the welcome offer of cards and brokerage accounts alike', () => {
    expect(cardTermsSchema.parse({ welcome: fullOffer }).welcome).toEqual(fullOffer);
    expect(investmentTermsSchema.parse({ welcome: fullOffer }).welcome).toEqual(fullOffer);
  });

  it.each([
    [{ withinDays: 0 }, 'withinDays: must be at least 1'],
    [{ minSpend: 500, withinDays: 30.5 }, 'withinDays: must be a whole number'],
    [{ withinDays: 30 }, 'withinDays: needs the spend it is for'],
    [{ spendWindowFrom: 'activation' }, 'spendWindowFrom: needs the days of the spend window'],
    [
      { minSpend: 500, withinDays: 30, spendWindowFrom: 'signup' },
      'spendWindowFrom: must be one of approval, activation',
    ],
    [{ newToBankMonths: 12 }, 'newToBankMonths: is for new-to-bank offers only'],
    [{ newToBankOnly: 'yes' }, 'newToBankOnly: must be yes or no'],
    [
      { excludedHolders: ['HSBC Revolution'] },
      'excludedHolders.0: must be a product slug (a-z, 0-9 and dashes)',
    ],
    [{ excludedHolders: ['a', 'a'] }, 'excludedHolders: must name each product once'],
    [{ residency: [] }, 'residency: must name at least one residency'],
    [{ residency: ['citizen'] }, 'residency.0: must be one of local, foreigner'],
    [{ minAge: 12 }, 'minAge: must be at least 16'],
    [{ claim: { method: 'email' } }, 'claim.method: must be one of automatic, form'],
    [
      { claim: { method: 'automatic', withinDays: 14 } },
      'claim.withinDays: is for a claim by form only',
    ],
    [
      { claim: { method: 'form', fromDays: 30, withinDays: 14 } },
      'claim.withinDays: must be at least the first day of the claim',
    ],
    [
      { claim: { method: 'form', from: 'spendMet' } },
      'claim.from: needs a minimum spend to count from',
    ],
    [
      { payout: { fromDays: 120, toDays: 90, after: 'approval' } },
      'payout.toDays: must be at least the first day of the payout',
    ],
    [{ payout: { fromDays: 90, after: 'approval' } }, 'payout.toDays: is required'],
    [
      { payout: { fromDays: 60, toDays: 90, after: 'claim' } },
      'payout.after: needs a claim by form to count from',
    ],
    [
      { payout: { fromDays: 60, toDays: 90, after: 'spendMet' } },
      'payout.after: needs a minimum spend to count from',
    ],
  ])('refuses %j with "%s"', (conditions, message) => {
    expect(firstProblem({ value: 150, unit: 'SGD', ...conditions })).toBe(message);
  });

  it('fills the defaults the terms leave out: approval, 12 months', () => {
    const bare = welcomeOfferSchema.parse({ value: 150, unit: 'SGD', newToBankOnly: true });
    expect(spendWindowStart(bare)).toBe('approval');
    expect(newToBankMonths(bare)).toBe(12);
    expect(claimStart(bare)).toBe('approval');
    const stated = welcomeOfferSchema.parse(fullOffer);
    expect(claimStart(stated)).toBe('spendMet');
  });

  it('values a brokerage account’s S$ gift, and names each condition for compare tables', () => {
    expect(welcomeValueSGD({ welcome: { value: 88, unit: 'SGD' } })).toBe(88);
    for (const kind of listingKinds.filter((candidate) =>
      ['card', 'investment'].includes(candidate.key),
    )) {
      for (const field of kind.termFields) {
        expect(termFieldLabels[kind.key][field.key], `${kind.key} ${field.key}`).toBeDefined();
      }
    }
  });
});
