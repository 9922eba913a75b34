import fc from 'fast-check';
import { spendCategories, type CardTerms, type SpendCategory } from '@sg-finance/contract';
import { spendOf } from './profiles.js';

/**
 * Small catalogues whose best split is found exactly by trying every split in steps of
 * `STEP` S$: every amount where a card's value changes slope or jumps is a multiple of it
 * (spend, caps on bonus spend, caps on a reward at its one rate, minimum spends, tiers, fee
 * waivers, welcome spend in 30 days, S$5 and S$10 blocks), so the value is linear between
 * steps and a best split lies on them. Caps on a card's whole reward, and shared caps counted
 * in reward over categories of different rates, break at amounts that are not steps: the
 * hand-worked tests cover those. So does a card whose cap over several categories (shared, or
 * on its whole bonus spend) and whose counted spend cross, each holding a category the other
 * does not (its minimum spend met with half a step of one category and half of another can be
 * the best), so a card's capped and counted categories are nested or apart.
 */
export const STEP = 100;

const steps = (min: number, max: number) => fc.integer({ min, max }).map((count) => count * STEP);

export interface SmallCase {
  categories: SpendCategory[];
  /** Units of `STEP` of spend a month in each category. */
  units: number[];
  cards: { slug: string; terms: CardTerms }[];
}

const bonusCap = (rate: number, cashback: boolean) =>
  fc.oneof(
    steps(1, 4).map((amount) => ({ amount, on: 'bonusSpend' as const })),
    // A reward cap reached at a whole number of steps of spend at the bonus rate.
    steps(1, 4).map((amount) => ({
      amount: (amount * (cashback ? rate / 100 : rate)) as number,
      on: 'reward' as const,
    })),
  );

/** Whether each of two sets of categories holds one the other does not, and they share one. */
function crosses(a: readonly SpendCategory[], b: readonly SpendCategory[]): boolean {
  const inB = (category: SpendCategory) => b.includes(category);
  return a.some(inB) && !a.every(inB) && !b.every((category) => a.includes(category));
}

function cardOf(
  categories: readonly SpendCategory[],
  slug: string,
): fc.Arbitrary<{
  slug: string;
  terms: CardTerms;
}> {
  return fc.boolean().chain((cashback) => {
    const rate = cashback ? fc.integer({ min: 1, max: 10 }) : fc.integer({ min: 1, max: 6 });
    const earn = fc
      .uniqueArray(fc.constantFrom(...categories), { maxLength: categories.length })
      .chain((earning) =>
        fc.tuple(
          ...earning.map((category) =>
            rate.chain((value) =>
              fc.record(
                {
                  category: fc.constant(category),
                  rate: fc.constant(value),
                  cap: bonusCap(value, cashback),
                },
                { requiredKeys: ['category', 'rate'] },
              ),
            ),
          ),
        ),
      );
    const subset = fc.uniqueArray(fc.constantFrom(...categories), {
      maxLength: categories.length - 1,
    });
    return fc
      .record(
        {
          baseRate: cashback ? fc.constantFrom(0, 0.25, 0.5, 1) : fc.constantFrom(0, 0.4, 1, 1.2),
          earn,
          minMonthlySpend: steps(1, 6),
          annualFee: fc.constantFrom(0, 50, 196.2),
          annualFeeWaiverSpend: steps(1, 6).map((monthly) => 12 * monthly),
          spendTiers: fc
            .tuple(steps(1, 5), fc.integer({ min: 1, max: 5 }))
            .map(([minSpend, tierRate]) => [
              { minSpend, rate: cashback ? tierRate : tierRate / 2 },
            ]),
          welcome: fc.record({
            value: cashback ? fc.constantFrom(50, 150) : fc.constantFrom(5000, 10000),
            unit: fc.constant(cashback ? ('SGD' as const) : ('miles' as const)),
            minSpend: steps(1, 8),
            withinDays: fc.constant(30),
          }),
          noEarnCategories: subset,
          notCountedCategories: subset,
          sharedCap: fc.record({ amount: steps(1, 3), pick: fc.nat() }),
          monthlyCap: steps(1, 6).map((amount) => ({ amount, on: 'bonusSpend' as const })),
          earnBlock: fc.constantFrom(5, 10),
          fxFee: fc.constantFrom(1, 3.25),
          // Miles in a pooling currency with a fee, one without pooling, one without a fee.
          pointsCurrency: fc.constantFrom(
            'dbs-points' as const,
            'citi-miles' as const,
            'hsbc-points' as const,
          ),
        },
        { requiredKeys: ['baseRate', 'earn'] },
      )
      .map(({ sharedCap, notCountedCategories, pointsCurrency, ...terms }) => {
        const earning = terms.earn.map((entry) => entry.category);
        const shared =
          sharedCap && earning.length >= 2 && !notCountedCategories?.length
            ? [
                {
                  categories: earning.slice(0, 2),
                  amount: sharedCap.amount,
                  on: 'bonusSpend' as const,
                },
              ]
            : undefined;
        const counted = categories.filter((category) => !notCountedCategories?.includes(category));
        const bonusSpendCapped = terms.monthlyCap ? earning : [];
        return {
          slug,
          terms: {
            ...terms,
            rewardType: cashback ? ('cashback' as const) : ('miles' as const),
            ...(!cashback && pointsCurrency && { pointsCurrency }),
            ...(shared && { sharedCaps: shared }),
            ...(!shared &&
              notCountedCategories &&
              !crosses(bonusSpendCapped, counted) && { notCountedCategories }),
          } satisfies CardTerms,
        };
      });
  });
}

/** 2 to 4 categories with 1 to `maxUnits` steps of spend, and `minCards` to `maxCards` cards. */
export function smallCase(
  minCards: number,
  maxCards: number,
  maxCategories: number,
  maxUnits: number,
): fc.Arbitrary<SmallCase> {
  return fc
    .uniqueArray(fc.constantFrom(...spendCategories), { minLength: 2, maxLength: maxCategories })
    .chain((categories) =>
      fc.record({
        categories: fc.constant(categories),
        units: fc.array(fc.integer({ min: 1, max: maxUnits }), {
          minLength: categories.length,
          maxLength: categories.length,
        }),
        cards: fc
          .integer({ min: minCards, max: maxCards })
          .chain((count) =>
            fc.tuple(...Array.from({ length: count }, (_, at) => cardOf(categories, `card-${at}`))),
          ),
      }),
    );
}

export function profileOf(small: SmallCase) {
  return spendOf(
    Object.fromEntries(
      small.categories.map((category, at) => [category, (small.units[at] as number) * STEP]),
    ),
  );
}

/** The card's terms with every rate and the welcome offer's value times `factor`. */
function scaledTerms(terms: CardTerms, factor: number): CardTerms {
  const rate = (value: number) => Math.round(value * factor * 100) / 100;
  return {
    ...terms,
    ...(terms.baseRate !== undefined && { baseRate: rate(terms.baseRate) }),
    ...(terms.earn && { earn: terms.earn.map((earn) => ({ ...earn, rate: rate(earn.rate) })) }),
    ...(terms.spendTiers && {
      spendTiers: terms.spendTiers.map((tier) => ({ ...tier, rate: rate(tier.rate) })),
    }),
    ...(terms.welcome && { welcome: { ...terms.welcome, value: rate(terms.welcome.value) } }),
  };
}

/** The card's terms with a cap on its whole reward a month (S$ of cashback, or miles). */
function withRewardCap(terms: CardTerms, tens: number | null): CardTerms {
  if (tens === null) return terms;
  const amount = terms.rewardType === 'cashback' ? 10 * tens : 1000 * tens;
  return { ...terms, monthlyCap: { amount, on: 'reward' } };
}

/**
 * A small case whose catalogue holds variants of its cards, as a large catalogue does: each of
 * 2 to 3 cards, some with a cap on the whole reward, with 1 to 3 copies whose rates and welcome
 * offer are scaled by 0.5 to 1.5, so many cards pay at least as much as others on every share
 * of the spend (and some the same). Its best splits are not on steps of `STEP`: check them
 * against the solver, not against every split.
 */
export function variantCase(maxCategories: number, maxUnits: number): fc.Arbitrary<SmallCase> {
  return smallCase(2, 3, maxCategories, maxUnits).chain((small) =>
    fc
      .tuple(
        ...small.cards.map(() =>
          fc.record({
            factors: fc.array(fc.constantFrom(0.5, 0.8, 1, 1.2, 1.5), {
              minLength: 1,
              maxLength: 3,
            }),
            rewardCap: fc.option(fc.integer({ min: 1, max: 6 })),
          }),
        ),
      )
      .map((variants) => ({
        ...small,
        cards: small.cards.flatMap((given, at) => {
          const { factors, rewardCap } = variants[at] as (typeof variants)[number];
          return factors.map((factor, copy) => ({
            slug: `${given.slug}-${copy}`,
            terms: withRewardCap(scaledTerms(given.terms, factor), rewardCap),
          }));
        }),
      })),
  );
}
