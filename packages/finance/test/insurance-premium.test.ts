import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InsuranceTerms } from '@sg-finance/contract';
import { insuranceQuote, rankInsurance, type InsuranceApplicant } from '../src/index.js';

const termLife: InsuranceTerms = {
  coverType: 'life',
  minCoverAmount: 100_000,
  coverageAmount: 2_000_000,
  premiumTable: {
    coverAmount: 500_000,
    scaling: 'proportional',
    bands: [
      { ageFrom: 18, ageTo: 29, premium: 300, smokerPremium: 540 },
      { ageFrom: 30, ageTo: 39, premium: 420, smokerPremium: 780 },
      { ageFrom: 40, ageTo: 65, premium: 960 },
    ],
  },
};

const travelYear: InsuranceTerms = {
  coverType: 'travel',
  premiumTable: {
    coverAmount: 1_000_000,
    scaling: 'flat',
    bands: [{ ageFrom: 0, ageTo: 69, premium: 189 }],
  },
};

const asked = (applicant: Partial<InsuranceApplicant>): InsuranceApplicant => ({
  age: 35,
  smoker: false,
  coverType: 'life',
  coverAmount: 500_000,
  ...applicant,
});

describe('the premium of a plan', () => {
  it('takes the band of the age and scales it to the cover asked', () => {
    // Age 35 is in the 30-39 band: S$420 a year for S$500,000. For S$800,000:
    // 420 × 800,000 ÷ 500,000 = S$672 a year; per S$1,000: 672 ÷ 800 = S$0.84.
    const quote = insuranceQuote(termLife, asked({ coverAmount: 800_000 }));
    expect(quote).toEqual({
      fits: true,
      premiumYearly: 672,
      coverSGD: 800_000,
      per1000: 0.84,
      lines: [
        {
          text: 'Age 35 (band 30 to 39), non-smoker: for S$500,000 of cover',
          amount: 'S$420.00',
        },
        {
          text: 'Scaled to your cover: S$420.00 × S$800,000 ÷ S$500,000',
          amount: 'S$672.00',
        },
        { text: 'Per S$1,000 of S$800,000 cover', amount: 'S$0.84' },
      ],
    });
  });

  it('charges a smoker the smoker premium where the band gives one', () => {
    // Age 29, smoker: S$540 for S$500,000; S$250,000 is half: S$270; per S$1,000: 270 ÷ 250 = 1.08.
    const quote = insuranceQuote(termLife, asked({ age: 29, smoker: true, coverAmount: 250_000 }));
    expect(quote).toMatchObject({ fits: true, premiumYearly: 270, per1000: 1.08 });
    // Age 50 has no smoker premium: the S$960 everyone pays, for S$500,000.
    const older = insuranceQuote(termLife, asked({ age: 50, smoker: true }));
    expect(older).toMatchObject({ fits: true, premiumYearly: 960 });
    expect(older.fits && older.lines[0]!.text).toBe(
      'Age 50 (band 40 to 65), smoker (same premium as a non-smoker): for S$500,000 of cover',
    );
  });

  it('charges a flat plan one premium for any cover up to its own', () => {
    // S$189 a year insures S$1,000,000: per S$1,000, 189 ÷ 1,000 = S$0.189.
    const quote = insuranceQuote(travelYear, asked({ coverType: 'travel', coverAmount: 200_000 }));
    expect(quote).toMatchObject({
      fits: true,
      premiumYearly: 189,
      coverSGD: 1_000_000,
      per1000: 0.189,
    });
  });

  it.each([
    [asked({ coverType: 'health' }), 'Covers life, not health'],
    [asked({ age: 66 }), 'No premium at age 66: takes ages 18 to 65'],
    [asked({ age: 17 }), 'No premium at age 17: takes ages 18 to 65'],
    [asked({ coverAmount: 2_000_001 }), 'Covers at most S$2,000,000'],
    [asked({ coverAmount: 50_000 }), 'Covers at least S$100,000'],
  ])('says why a plan does not fit %j', (applicant, reason) => {
    expect(insuranceQuote(termLife, applicant)).toEqual({ fits: false, reason });
  });

  it('says why plans without a table or a type do not fit', () => {
    expect(
      insuranceQuote({ coverType: 'life', premiumFrom: 12, premiumPer: 'month' }, asked({})),
    ).toEqual({ fits: false, reason: 'Gives no premiums by age' });
    expect(insuranceQuote({}, asked({}))).toEqual({
      fits: false,
      reason: 'Its cover type is not given',
    });
    expect(
      insuranceQuote(travelYear, asked({ coverType: 'travel', coverAmount: 1_500_000 })),
    ).toEqual({ fits: false, reason: 'Covers at most S$1,000,000' });
  });
});

describe('the insurance ranking', () => {
  it('ranks the plans that fit by premium a year and lists the others apart, their type first', () => {
    const cheaper: InsuranceTerms = {
      coverType: 'life',
      premiumTable: {
        coverAmount: 1_000_000,
        scaling: 'proportional',
        bands: [{ ageFrom: 18, ageTo: 60, premium: 700 }],
      },
    };
    // Age 35, S$500,000: termLife 420; cheaper 700 × 500,000 ÷ 1,000,000 = 350.
    const ranking = rankInsurance(
      [
        { slug: 'term-life', terms: termLife },
        { slug: 'travel', terms: travelYear },
        { slug: 'cheaper', terms: cheaper },
        { slug: 'bare' },
        {
          slug: 'too-old',
          terms: {
            ...cheaper,
            premiumTable: {
              ...cheaper.premiumTable!,
              bands: [{ ageFrom: 50, ageTo: 60, premium: 900 }],
            },
          },
        },
      ],
      asked({}),
    );
    expect(ranking.ranked.map((entry) => [entry.item.slug, entry.premiumYearly])).toEqual([
      ['cheaper', 350],
      ['term-life', 420],
    ]);
    expect(ranking.apart.map((entry) => [entry.item.slug, entry.reason])).toEqual([
      ['too-old', 'No premium at age 35: takes ages 50 to 60'],
      ['travel', 'Covers travel, not life'],
      ['bare', 'Its cover type is not given'],
    ]);
  });

  it('keeps the premium per S$1,000 of a proportional plan whatever the cover', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18, max: 65 }),
        fc.boolean(),
        fc.integer({ min: 100_000, max: 2_000_000 }),
        fc.integer({ min: 100_000, max: 2_000_000 }),
        (age, smoker, cover, otherCover) => {
          const one = insuranceQuote(termLife, asked({ age, smoker, coverAmount: cover }));
          const other = insuranceQuote(termLife, asked({ age, smoker, coverAmount: otherCover }));
          if (!one.fits || !other.fits) throw new Error('every age and cover here fits');
          expect(one.per1000).toBeCloseTo(other.per1000, 9);
          expect(cover >= otherCover === one.premiumYearly >= other.premiumYearly).toBe(true);
          expect(one.premiumYearly).toBeGreaterThan(0);
        },
      ),
    );
  });
});
