import { listingKindByKey, listingKinds } from '../listing-kinds';
import { headlineFigures } from './headline-figures';
import { formatMoney } from '@sg-finance/contract';
import { formatTermValue } from './format-term';

describe('the headline figures of a list card', () => {
  it('shows a miles card as annual fee, earn rate and minimum income', () => {
    const figures = headlineFigures(listingKindByKey('card'), {
      rewardType: 'miles',
      annualFee: 196.2,
      baseRate: 1.2,
      minIncome: 30000,
    });
    expect(figures.join(' · ')).toBe(
      'Annual fee S$196.20 · 1.2 miles per S$1 · Min. income S$30,000',
    );
  });

  it('says cashback after a cashback rate and leaves out what is not given', () => {
    const figures = headlineFigures(listingKindByKey('card'), {
      rewardType: 'cashback',
      annualFee: 0,
      baseRate: 0.3,
    });
    expect(figures).toEqual(['Annual fee S$0', '0.3% cashback']);
  });

  it('shows the other kinds in their own words', () => {
    expect(
      headlineFigures(listingKindByKey('saving'), {
        baseRate: 0.05,
        bonus: [{ condition: 'salary', threshold: 1800, rate: 2 }],
        bonusBalanceCap: 100000,
        minBalance: 3000,
      }),
    ).toEqual(['Up to 2.05% a year', 'Bonus on up to S$100,000', 'Min. balance S$3,000']);
    expect(
      headlineFigures(listingKindByKey('insurance'), {
        coverType: 'travel',
        premiumFrom: 45,
        premiumPer: 'trip',
      }),
    ).toEqual(['Travel', 'From S$45']);
  });

  it.each(listingKinds)('names only term fields the $navLabel kind has', (kind) => {
    const keys = kind.termFields.map((field) => field.key);
    for (const headline of kind.headlineTerms) expect(keys).toContain(headline.key);
    expect(headlineFigures(kind, undefined)).toEqual([]);
  });
});

describe('figures in words', () => {
  it('formats money with the Singapore dollar sign and cents only when there are some', () => {
    expect(formatMoney(1234567)).toBe('S$1,234,567');
    expect(formatMoney(5.5)).toBe('S$5.50');
  });

  it.each([
    [{ value: 1200, unit: 'SGD/month' as const }, 'S$1,200 a month'],
    [{ value: 4.05, unit: 'percent/year' as const }, '4.05% a year'],
    [{ value: 60, unit: 'months' as const }, '60 months'],
    [{ value: 28000, unit: 'miles' as const }, '28,000 miles'],
    [{ value: 4, unit: 'points/SGD' as const }, '4 points per S$1'],
    [{ text: 'debt-consolidation' }, 'Debt consolidation'],
  ])('writes %j as %j', (value, text) => {
    expect(formatTermValue(value)).toBe(text);
  });
});
