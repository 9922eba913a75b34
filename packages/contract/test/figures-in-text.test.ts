import { describe, expect, it } from 'vitest';
import { figuresIn, figuresNotInTerms, type ListingKind } from '../src/index.js';

const noHeadline: Pick<ListingKind, 'headline'> = {};

describe('the figures written in a text', () => {
  it('reads percentages, S$ amounts with commas, cents and k, miles rates and counts', () => {
    const found = figuresIn(
      'keyFeatures',
      '1.6% cashback, S$1,500 a month, S$196.20 fee, S$75k balance, 4 mpd, 28,000 bonus miles',
    );
    expect(found.map((figure) => [figure.text, figure.value])).toEqual([
      ['1.6%', 1.6],
      ['S$1,500', 1500],
      ['S$196.20', 196.2],
      ['S$75k', 75000],
      ['4 mpd', 4],
      ['28,000 bonus miles', 28000],
    ]);
  });

  it('takes the S$1 of a rate as its unit, not as a figure', () => {
    expect(figuresIn('subtitle', '4 miles per S$1 online').map((figure) => figure.value)).toEqual([
      4,
    ]);
  });
});

describe('figures the terms do not hold', () => {
  const wrongWords = {
    title: 'Example Cashback Card',
    subtitle: 'Up to 1.6% cashback',
    tiers: { tier1: 'S$300 welcome cashback', tier2: '', tier3: '' },
    keyFeatures: ['1.5% on all spend', 'No minimum spend'],
    rewardOffer: [{ description: 'S$120 cashback with S$500 spend', tag: 'Welcome' }],
    terms: {
      rewardType: 'cashback' as const,
      baseRate: 1.5,
      welcome: { value: 120, unit: 'SGD' as const, minSpend: 500 },
    },
  };

  it('names each figure the words state and the terms contradict, with where it is', () => {
    expect(
      figuresNotInTerms(noHeadline, wrongWords).map((figure) => `${figure.field}: ${figure.text}`),
    ).toEqual(['subtitle: 1.6%', 'tiers.tier1: S$300']);
  });

  it("accepts the kind's headline figure worked out from the terms", () => {
    const headline: Pick<ListingKind, 'headline'> = {
      headline: () => ({ figure: { value: 1.6, unit: 'percent' }, qualifier: 'up to' }),
    };
    expect(figuresNotInTerms(headline, wrongWords).map((figure) => figure.text)).toEqual(['S$300']);
  });

  it('flags every figure of a listing without terms, and none of one without figures', () => {
    expect(figuresNotInTerms(noHeadline, { subtitle: '2.2 mpd overseas' })).toHaveLength(1);
    expect(figuresNotInTerms(noHeadline, { title: 'Plain card', terms: {} })).toEqual([]);
  });
});
