import { describe, expect, it } from 'vitest';
import {
  insuranceHeadline,
  insuranceTermsSchema,
  listingKindByKey,
  lowestYearlyPremium,
  type InsuranceTerms,
} from '../src/index.js';

const termLife: InsuranceTerms = {
  coverType: 'life',
  coverageAmount: 2_000_000,
  premiumTable: {
    coverAmount: 500_000,
    scaling: 'proportional',
    bands: [
      { ageFrom: 18, ageTo: 29, premium: 300, smokerPremium: 540 },
      { ageFrom: 30, ageTo: 39, premium: 420, smokerPremium: 780 },
      { ageFrom: 40, ageTo: 49, premium: 780, smokerPremium: 1500 },
    ],
  },
};

describe('the insurance headline', () => {
  it('leads with the cheapest premium a year of the table, its ages and its cover', () => {
    // The bands give 300, 420 and 780 a year to a non-smoker: the least is 300, at 18 to 29.
    expect(insuranceHeadline(termLife)).toEqual({
      figure: { value: 300, unit: 'SGD/year' },
      qualifier: 'from',
      condition: 'at age 18 to 29, non-smoker, for S$500,000 of cover',
    });
    expect(listingKindByKey('insurance').headline).toBe(insuranceHeadline);
  });

  it('falls back to the premium from, per month, year or trip', () => {
    expect(insuranceHeadline({ premiumFrom: 18, premiumPer: 'trip' })).toEqual({
      figure: { value: 18, unit: 'SGD' },
      qualifier: 'from',
      condition: 'a trip',
    });
    expect(insuranceHeadline({ premiumFrom: 12, premiumPer: 'month' })).toEqual({
      figure: { value: 12, unit: 'SGD/month' },
      qualifier: 'from',
    });
    expect(insuranceHeadline({ coverType: 'home' })).toBeUndefined();
  });

  it('sorts by the lowest premium a year', () => {
    expect(lowestYearlyPremium(termLife)).toBe(300);
    // S$12 a month × 12 = S$144 a year; a premium of a trip is none a year.
    expect(lowestYearlyPremium({ premiumFrom: 12, premiumPer: 'month' })).toBe(144);
    expect(lowestYearlyPremium({ premiumFrom: 18, premiumPer: 'trip' })).toBeUndefined();
    const sort = listingKindByKey('insurance').termSorts[0]!;
    expect(sort.value(termLife)).toBe(300);
  });
});

describe('the insurance terms schema', () => {
  it('accepts a premium table and the older records alike', () => {
    expect(insuranceTermsSchema.parse(termLife)).toEqual(termLife);
    const older = { coverType: 'travel', premiumFrom: 25, premiumPer: 'trip' };
    expect(insuranceTermsSchema.parse(older)).toEqual(older);
  });

  const table = (bands: unknown[], extra: object = {}) => ({
    premiumTable: { coverAmount: 100_000, scaling: 'flat', bands, ...extra },
  });

  it.each([
    [
      table([{ ageFrom: 40, ageTo: 30, premium: 1 }]),
      'premiumTable.bands.0.ageTo: must be at least ageFrom',
    ],
    [
      table([
        { ageFrom: 18, ageTo: 40, premium: 1 },
        { ageFrom: 40, ageTo: 60, premium: 2 },
      ]),
      'premiumTable.bands: must not give one age twice',
    ],
    [table([]), 'premiumTable.bands: must have at least one age band'],
    [
      table([{ ageFrom: 18, ageTo: 40, premium: 1 }], { coverAmount: 0 }),
      'premiumTable.coverAmount: must be more than 0',
    ],
    [
      table([{ ageFrom: 18, ageTo: 40, premium: 1 }], { scaling: 'double' }),
      'premiumTable.scaling: must be one of proportional, flat',
    ],
    [
      table([{ ageFrom: 18.5, ageTo: 40, premium: 1 }]),
      'premiumTable.bands.0.ageFrom: must be a whole number',
    ],
  ])('refuses %j with a message naming the field', (terms, message) => {
    const issue = insuranceTermsSchema.safeParse(terms).error?.issues[0];
    expect(issue && `${issue.path.join('.')}: ${issue.message}`).toBe(message);
  });
});
