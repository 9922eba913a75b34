import { describe, expect, it } from 'vitest';
import { cardTermsSchema, type CardTerms } from '@sg-finance/contract';
import { rankCards, workingOf, type FinderOptions, type SpendProfile } from '../src/index.js';
import { card, finderOptions, spendOf } from './support/profiles.js';

function valueOf(terms: CardTerms, profile: SpendProfile, options: FinderOptions = finderOptions) {
  const { ranked } = rankCards([card('only', cardTermsSchema.parse(terms))], profile, options);
  const [only] = ranked;
  if (!only) throw new Error('the card was not valued');
  return { netSGD: only.netSGD, ...workingOf(only, profile) };
}

const textOf = (lines: { kind: string; text: string }[], kind: string) =>
  lines.filter((line) => line.kind === kind).map((line) => line.text);

describe('the rules of Singapore cards', () => {
  const excluding: CardTerms = {
    rewardType: 'cashback',
    baseRate: 0.3,
    minMonthlySpend: 800,
    earn: [{ category: 'online', rate: 5 }],
    noEarnCategories: ['insurance', 'walletTopUps'],
    notCountedCategories: ['insurance', 'walletTopUps'],
  };

  it('earns nothing on excluded categories and leaves them out of the minimum spend', () => {
    const result = valueOf(
      excluding,
      spendOf({ online: 500, insurance: 200, walletTopUps: 300, other: 100 }),
    );
    // Counted: 500 + 100 = 600, below 800, so no bonus. Earning: (500 + 100) × 0.3% = 1.80
    // a month; insurance and top-ups earn nothing. 1.80 × 12 = 21.60.
    expect(result.netSGD).toBeCloseTo(21.6, 9);
    expect(textOf(result.lines, 'notCounted')).toEqual([
      "Your S$500.00 a month of insurance and wallet top-ups does not count toward the card's spend conditions: S$600.00 a month counts",
    ]);
    expect(textOf(result.lines, 'noEarn')).toEqual([
      'Insurance: your S$200.00 a month earns nothing on this card',
      'Wallet top-ups: your S$300.00 a month earns nothing on this card',
    ]);
  });

  it('pays the bonus once the counted spend reaches the minimum', () => {
    const result = valueOf(
      excluding,
      spendOf({ online: 500, insurance: 200, walletTopUps: 300, other: 300 }),
    );
    // Counted 500 + 300 = 800: online 500 × 5% = 25, other 300 × 0.3% = 0.90; 25.90 × 12.
    expect(result.netSGD).toBeCloseTo(310.8, 9);
    expect(textOf(result.lines, 'minimumSpend')).toEqual([
      'Your counted spend of S$800.00 a month meets the S$800.00 minimum spend for bonus rates',
    ]);
  });

  it('shares a statement-month cap on bonus spend between two categories, best rate first', () => {
    const result = valueOf(
      {
        rewardType: 'miles',
        baseRate: 0.4,
        earn: [
          { category: 'online', rate: 4 },
          { category: 'dining', rate: 3 },
        ],
        sharedCaps: [{ categories: ['online', 'dining'], amount: 1000, on: 'bonusSpend' }],
        capPeriod: 'statementMonth',
      },
      spendOf({ online: 700, dining: 600, groceries: 200 }),
    );
    // Online 700 × 4 = 2,800; the S$300 of cap left goes to dining: 300 × 3 = 900, the other
    // 300 × 0.4 = 120; groceries 200 × 0.4 = 80. 3,900 miles × 12 × S$0.015 = 702.
    expect(result.netSGD).toBeCloseTo(702, 9);
    expect(textOf(result.lines, 'sharedCap')).toEqual([
      'The cap of S$1,000.00 of bonus spend a statement month shared by dining and online is used up',
    ]);
  });

  it('counts a shared cap on the reward in the reward each category earns', () => {
    const result = valueOf(
      {
        rewardType: 'cashback',
        baseRate: 0.5,
        earn: [
          { category: 'dining', rate: 10 },
          { category: 'groceries', rate: 8 },
        ],
        sharedCaps: [{ categories: ['dining', 'groceries'], amount: 30, on: 'reward' }],
      },
      spendOf({ dining: 200, groceries: 300 }),
    );
    // Dining 200 × 10% = 20 of the S$30; the S$10 left covers 10 / 8% = 125 of groceries;
    // the other 175 earns 0.5% = 0.875. (20 + 10 + 0.875) × 12 = 370.50.
    expect(result.netSGD).toBeCloseTo(370.5, 9);
  });

  describe('a card with rates by total spend (UOB One style)', () => {
    const tiered: CardTerms = {
      rewardType: 'cashback',
      baseRate: 0.3,
      spendTiers: [
        { minSpend: 600, rate: 3.33, rewardCap: 20 },
        { minSpend: 1000, rate: 3.33, rewardCap: 33.33 },
        { minSpend: 2000, rate: 5, rewardCap: 100 },
      ],
      notCountedCategories: ['insurance'],
    };

    it('pays the tier the spend reaches, up to its cap', () => {
      const result = valueOf(tiered, spendOf({ groceries: 500, dining: 400, other: 200 }));
      // S$1,100 reaches the S$1,000 tier: 1,100 × 3.33% = 36.63, capped at 33.33; × 12.
      expect(result.netSGD).toBeCloseTo(399.96, 9);
      expect(textOf(result.lines, 'spendTier')).toEqual([
        'Your counted spend of S$1,100.00 a month reaches the S$1,000.00 tier: 3.33% on every S$ without a higher bonus rate, at most S$33.33 a month',
      ]);
    });

    it('pays the top tier from S$2,000 of counted spend', () => {
      const result = valueOf(
        tiered,
        spendOf({ groceries: 900, dining: 800, other: 400, insurance: 300 }),
      );
      // Counted 2,100 (insurance does not count but earns): 2,400 × 5% = 120, capped at 100.
      expect(result.netSGD).toBeCloseTo(1200, 9);
    });

    it('pays the base rate below the first tier, and says so', () => {
      const result = valueOf(tiered, spendOf({ groceries: 300, insurance: 400 }));
      // Counted 300 is below S$600: (300 + 400) × 0.3% = 2.10 a month; × 12 = 25.20.
      expect(result.netSGD).toBeCloseTo(25.2, 9);
      expect(textOf(result.lines, 'spendTier')).toEqual([
        'Your counted spend of S$300.00 a month is below the first spend tier of S$600.00: the base rate of 0.3% applies',
      ]);
    });
  });

  it('earns on whole blocks of S$5 of each category, rounded down', () => {
    const result = valueOf(
      {
        rewardType: 'miles',
        baseRate: 0.4,
        earn: [{ category: 'online', rate: 4 }],
        earnBlock: 5,
      },
      spendOf({ online: 333, dining: 47 }),
    );
    // Online 330 × 4 = 1,320 miles; dining 45 × 0.4 = 18. 1,338 × 12 × S$0.015 = 240.84.
    expect(result.netSGD).toBeCloseTo(240.84, 9);
    expect(textOf(result.lines, 'rate')[0]).toBe(
      'Dining: your S$47.00 a month, S$45.00 of it in whole S$5 blocks: S$45.00 at 0.4 miles per S$1 = 18 miles a month',
    );
  });

  describe('an annual fee waived by yearly spend', () => {
    const waivable: CardTerms = {
      rewardType: 'cashback',
      baseRate: 1,
      annualFee: 196.2,
      annualFeeWaiverSpend: 25000,
      notCountedCategories: ['insurance'],
    };

    it('charges the fee when the counted spend a year falls short', () => {
      const result = valueOf(waivable, spendOf({ other: 2000, insurance: 100 }));
      // Counted 2,000 × 12 = 24,000 < 25,000. Rewards 2,100 × 1% × 12 = 252; less 196.20.
      expect(result.netSGD).toBeCloseTo(55.8, 9);
      expect(textOf(result.lines, 'fee')).toEqual([
        'Annual fee S$196.20: waived only with S$25,000.00 of spend a year, and your counted spend comes to S$24,000.00',
      ]);
    });

    it('waives it from the spend it names', () => {
      const result = valueOf(waivable, spendOf({ other: 2100, insurance: 100 }));
      // Counted 2,100 × 12 = 25,200 ≥ 25,000: no fee. Rewards 2,200 × 1% × 12 = 264.
      expect(result.netSGD).toBeCloseTo(264, 9);
      expect(textOf(result.lines, 'feeWaived')).toEqual([
        'Annual fee of S$196.20 waived: your counted spend comes to S$25,200.00 a year, at least the S$25,000.00 it needs',
      ]);
    });
  });

  it('counts a new-to-bank welcome offer only for banks the person holds no card of', () => {
    const terms = cardTermsSchema.parse({
      rewardType: 'cashback',
      baseRate: 1,
      welcome: { value: 300, unit: 'SGD', minSpend: 500, withinDays: 30, newToBankOnly: true },
    });
    const cards = [
      { slug: 'dbs', category: 'DBS', terms },
      { slug: 'uob', category: 'UOB', terms },
    ];
    const profile = spendOf({ other: 1000 });
    const { ranked } = rankCards(cards, profile, {
      ...finderOptions,
      includeWelcome: true,
      providersHeld: ['DBS'],
    });
    // UOB: 1,000 × 1% × 12 = 120 plus the S$300 gift; DBS: 120 alone.
    expect(ranked.map((entry) => [entry.item.slug, entry.netSGD])).toEqual([
      ['uob', 420],
      ['dbs', 120],
    ]);
    expect(textOf(workingOf(ranked[1]!, profile).lines, 'welcomeNotForYou')).toEqual([
      'Welcome offer for new customers of the bank only: not counted, as you hold a card of this bank',
    ]);
  });

  it('ranks a card whose gift the person would not get on its value without the gift', () => {
    const terms = cardTermsSchema.parse({
      rewardType: 'cashback',
      baseRate: 1,
      welcome: { value: 450, unit: 'SGD', newToBankOnly: true },
    });
    const cards = [
      { slug: 'hsbc', category: 'HSBC', terms },
      { slug: 'plain', category: 'UOB', terms: { ...terms, welcome: undefined, baseRate: 2 } },
    ];
    const profile = spendOf({ other: 1000 });
    const { ranked } = rankCards(cards, profile, {
      ...finderOptions,
      includeWelcome: true,
      welcomeReasonsOf: (item) =>
        item.slug === 'hsbc' ? ['you held an HSBC card in the last 12 months'] : [],
    });
    // HSBC: 1,000 × 1% × 12 = 120, its S$450 gift not counted; UOB: 1,000 × 2% × 12 = 240.
    expect(ranked.map((entry) => [entry.item.slug, entry.netSGD])).toEqual([
      ['plain', 240],
      ['hsbc', 120],
    ]);
    expect(textOf(workingOf(ranked[1]!, profile).lines, 'welcomeNotForYou')).toEqual([
      'Welcome offer not for you, not counted: you held an HSBC card in the last 12 months',
    ]);
  });

  it('sets apart the cards whose income or age the applicant does not meet, with the reasons', () => {
    const cards = [
      card('foreigners-45k', {
        rewardType: 'cashback',
        baseRate: 1,
        minIncome: 30000,
        minIncomeForeigner: 45000,
      }),
      card('age-21', { rewardType: 'cashback', baseRate: 1, minIncome: 30000, minAge: 21 }),
      card('open', { rewardType: 'cashback', baseRate: 1, minIncome: 30000 }),
    ];
    const { ranked, ineligible } = rankCards(cards, spendOf({ other: 100 }), {
      ...finderOptions,
      applicant: { income: 40000, age: 20, residency: 'foreigner' },
    });
    expect(ranked.map((entry) => entry.item.slug)).toEqual(['open']);
    expect(ineligible.map((entry) => [entry.item.slug, entry.reasons])).toEqual([
      [
        'foreigners-45k',
        ['It needs an income of S$45,000 a year from foreigners; yours is S$40,000.'],
      ],
      ['age-21', ['It needs you to be at least 21; you are 20.']],
    ]);
    const local = rankCards(cards, spendOf({ other: 100 }), {
      ...finderOptions,
      applicant: { income: 25000, age: 30, residency: 'local' },
    });
    expect(local.ineligible[0]?.reasons).toEqual([
      'It needs an income of S$30,000 a year from Singapore citizens and PRs; yours is S$25,000.',
    ]);
  });
});
