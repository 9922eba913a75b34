import { kindUiByKey, kindUis, type KindUi } from './kind-uis';
import { headlineFigures, headlineText } from './headline-figures';
import { formatMoney } from '@sg-finance/contract';
import { formatTermValue } from './format-term';

describe('the headline figures of a list card', () => {
  it('leaves out a figure a tier line of the card already states', () => {
    const terms = { annualFee: 196.2, minIncome: 30000 };
    const card = kindUiByKey('card');
    expect(
      headlineFigures(card, terms, [
        'Min. income S$30,000 (foreigners S$45,000)',
        'Min. spend S$800 a month for bonus rates',
        'Annual fee S$196.20 (first year waived)',
      ]),
    ).toEqual([]);
    // S$30,000 is not stated by S$130,000 nor by S$30,000,000.
    expect(headlineFigures(card, terms, ['Income of S$130,000 or S$30,000,000'])).toEqual([
      'Annual fee S$196.20',
      'Min. income S$30,000',
    ]);
    expect(
      headlineFigures(kindUiByKey('loan'), { maxAmount: 200000, maxTenureMonths: 60 }, [
        'Borrow S$500 to S$200,000',
        'Tenure 12 to 160 months',
      ]),
    ).toEqual(['Over up to 60 months']);
  });

  it("shows a card's annual fee and minimum income, never its base rate", () => {
    const figures = headlineFigures(kindUiByKey('card'), {
      rewardType: 'miles',
      annualFee: 196.2,
      baseRate: 0.4,
      minIncome: 30000,
    });
    expect(figures.join(' · ')).toBe('Annual fee S$196.20 · Min. income S$30,000');
    expect(headlineFigures(kindUiByKey('card'), { annualFee: 0 })).toEqual(['Annual fee S$0']);
  });

  it('shows the other kinds in their own words', () => {
    const saving = {
      baseRate: 0.05,
      bonus: [{ condition: 'salary' as const, threshold: 1800, rate: 2 }],
      bonusBalanceCap: 100000,
      minBalance: 3000,
    };
    // The best rate leads as the headline (0.05% + 2%), so the figures after it do not repeat it.
    expect(headlineText(kindUiByKey('saving'), saving)).toBe(
      'Up to 2.05% a year, with a S$1,800 salary, on up to S$100,000',
    );
    expect(headlineFigures(kindUiByKey('saving'), saving)).toEqual([
      'Bonus on up to S$100,000',
      'Min. balance S$3,000',
    ]);
    // A loan leads with its lowest EIR over the amounts and tenures it lends (3.2% flat without a
    // fee: 6.03% over 24 months, 6.00% over 60), then what and how long it lends.
    const loan = {
      flatRate: 3.2,
      eir: 6.03,
      maxAmount: 200000,
      minTenureMonths: 24,
      maxTenureMonths: 60,
    };
    expect(headlineText(kindUiByKey('loan'), loan)).toBe(
      'From 6% a year, EIR (3.2% flat) over 60 months',
    );
    expect(headlineFigures(kindUiByKey('loan'), loan)).toEqual([
      'Borrow up to S$200,000',
      'Over up to 60 months',
    ]);
    expect(
      headlineFigures(kindUiByKey('insurance'), {
        coverType: 'travel',
        premiumFrom: 45,
        premiumPer: 'trip',
      }),
    ).toEqual(['Travel', 'From S$45']);
  });

  it.each(kindUis)('names only term fields the $navLabel kind has', (kind) => {
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

describe('the headline of a list card', () => {
  const cards = kindUiByKey('card');
  const withHeadline = (headline: KindUi['headline']): KindUi => ({ ...cards, headline });

  it('leads with the best figure, its qualifier and its condition', () => {
    const kind = withHeadline(() => ({
      figure: { value: 4, unit: 'miles/SGD' },
      qualifier: 'up to',
      condition: 'online, first S$1,500 a month',
    }));
    expect(headlineText(kind, { rewardType: 'miles', baseRate: 0.4 })).toBe(
      'Up to 4 miles per S$1, online, first S$1,500 a month',
    );
  });

  it('says cashback after a rate in percent, and leaves out what the terms do not give', () => {
    const kind = withHeadline(() => ({
      figure: { value: 6, unit: 'percent' },
      qualifier: 'up to',
    }));
    expect(headlineText(kind, { rewardType: 'cashback' })).toBe('Up to 6% cashback');
    expect(
      headlineText(
        withHeadline(() => undefined),
        { rewardType: 'cashback' },
      ),
    ).toBeUndefined();
    expect(headlineText(kind, undefined)).toBeUndefined();
  });
});
