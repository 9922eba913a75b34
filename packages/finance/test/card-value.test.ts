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

const kinds = (lines: { kind: string }[]) => lines.map((line) => line.kind);

describe('a card’s yearly value', () => {
  it('pays the bonus rate up to a category’s reward cap and the base rate after it', () => {
    // Dining 5% capped at S$20 a month: the bonus covers S$400 of the S$600.
    const result = valueOf(
      {
        rewardType: 'cashback',
        baseRate: 0.3,
        earn: [{ category: 'dining', rate: 5, cap: { amount: 20, on: 'reward' } }],
      },
      spendOf({ dining: 600, other: 400 }),
    );
    // (400 × 5% + 200 × 0.3% + 400 × 0.3%) × 12 = (20 + 0.6 + 1.2) × 12
    expect(result.netSGD).toBeCloseTo(261.6, 6);
    expect(kinds(result.lines)).toContain('categoryCap');
    expect(result.lines.find((line) => line.kind === 'categoryCap')?.text).toBe(
      'Dining: cap reached after S$400.00 of spend a month',
    );
    expect(result.lines.find((line) => line.kind === 'rate')?.text).toBe(
      'Dining: your S$600.00 a month: S$400.00 at 5%, then S$200.00 at 0.3% = S$20.60 a month',
    );
  });

  it('pays only the base rate when the minimum spend is not met, and says so', () => {
    const result = valueOf(
      {
        rewardType: 'cashback',
        baseRate: 0.25,
        minMonthlySpend: 800,
        earn: [{ category: 'online', rate: 8 }],
        annualFee: 196.2,
        annualFeeWaivedYears: 1,
      },
      spendOf({ online: 500, other: 100 }),
    );
    // 600 × 0.25% × 12; the fee is waived in year one.
    expect(result.netSGD).toBeCloseTo(18, 6);
    expect(result.lines[0]?.text).toBe(
      'Your counted spend of S$600.00 a month is below the S$800.00 minimum spend: no bonus rate applies, every category earns 0.25%',
    );
    expect(result.lines[1]?.text).toBe('Online: your S$500.00 a month at 0.25% = S$1.25 a month');
    expect(result.lines.at(-1)).toEqual({
      kind: 'feeWaived',
      text: 'Annual fee of S$196.20 waived in year one',
      yearlySGD: 0,
    });
  });

  it('values miles at the mile value and takes off the fee and the foreign currency fee', () => {
    const terms: CardTerms = {
      rewardType: 'miles',
      baseRate: 1.2,
      earn: [{ category: 'overseas', rate: 2 }],
      annualFee: 196.2,
      fxFee: 3.25,
    };
    const profile = spendOf({ dining: 500, overseas: 200 });
    // (500 × 1.2 + 200 × 2) miles × 12 × S$0.015 = 180; FX 200 × 3.25% × 12 = 78.
    expect(valueOf(terms, profile).netSGD).toBeCloseTo(180 - 78 - 196.2, 6);
    // At 2 cents a mile the miles are worth 240.
    expect(valueOf(terms, profile, { ...finderOptions, mileValueCents: 2 }).netSGD).toBeCloseTo(
      240 - 78 - 196.2,
      6,
    );
  });

  it('stops at the monthly cap on the reward', () => {
    const result = valueOf(
      {
        rewardType: 'cashback',
        baseRate: 1,
        earn: [{ category: 'groceries', rate: 8 }],
        monthlyCap: { amount: 25, on: 'reward' },
      },
      spendOf({ groceries: 400, other: 100 }),
    );
    // Uncapped 32 + 1 a month; capped at 25.
    expect(result.netSGD).toBeCloseTo(300, 6);
    expect(kinds(result.lines)).toContain('monthlyCap');
  });

  it('gives the bonus spend cap to the best-paying categories first', () => {
    const result = valueOf(
      {
        rewardType: 'miles',
        baseRate: 0.4,
        earn: [
          { category: 'online', rate: 4 },
          { category: 'dining', rate: 3 },
        ],
        monthlyCap: { amount: 1000, on: 'bonusSpend' },
      },
      spendOf({ online: 700, dining: 600 }),
    );
    // Online 700 × 4 + dining 300 × 3 + 300 × 0.4 = 3,820 miles a month.
    expect(result.netSGD).toBeCloseTo(3820 * 12 * 0.015, 6);
  });

  it('counts the welcome offer when asked and when the spend reaches it in time', () => {
    const terms: CardTerms = {
      rewardType: 'miles',
      baseRate: 1,
      welcome: { value: 30000, unit: 'miles', minSpend: 3000, withinDays: 90 },
    };
    const withWelcome = { ...finderOptions, includeWelcome: true };
    // 1,000 a month for 3 months reaches S$3,000: 30,000 miles at 1.5 cents.
    expect(valueOf(terms, spendOf({ other: 1000 }), withWelcome).netSGD).toBeCloseTo(180 + 450, 6);
    const missed = valueOf(terms, spendOf({ other: 900 }), withWelcome);
    expect(missed.netSGD).toBeCloseTo(162, 6);
    expect(missed.lines.at(-1)?.text).toBe(
      'Welcome offer not reached: it needs S$3,000.00 of spend in 90 days, and your S$900.00 a month comes to S$2,700.00',
    );
    expect(valueOf(terms, spendOf({ other: 1000 })).netSGD).toBeCloseTo(180, 6);
  });

  it('leaves points cards without a miles conversion unvalued, and keeps to the reward wanted', () => {
    const cards = [
      card('points', { rewardType: 'points', baseRate: 1 }),
      card('cash', { rewardType: 'cashback', baseRate: 1 }),
      card('miles', { rewardType: 'miles', baseRate: 1 }),
    ];
    const all = rankCards(cards, spendOf({ other: 100 }), finderOptions);
    expect(all.unvalued.map((item) => item.slug)).toEqual(['points']);
    const miles = rankCards(cards, spendOf({ other: 100 }), {
      ...finderOptions,
      rewardWanted: 'miles',
    });
    expect(miles.ranked.map((ranked) => ranked.item.slug)).toEqual(['miles']);
  });
});
