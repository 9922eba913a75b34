import { cardTermsSchema, type CardTerms, type SpendCategory } from '@sg-finance/contract';
import type { SpendProfile } from '@sg-finance/finance';
import { demoCreditCards } from '../src/seed/data/credit-cards.js';
import { seededRandom } from './seeded-random.js';

const demoTerms = demoCreditCards.map((card) => card.terms as CardTerms);

/**
 * `count` cards shaped like the demo cards, card `i` a variant of demo card `i` modulo their number: the same
 * rules (categories, caps shared or not, tiers, blocks, exclusions, minimum spend, waivers,
 * welcome offers), its rates, caps and welcome value scaled by one seeded factor between 0.8 and
 * 1.2 (how generous the variant is; rates to two decimals, S$ to whole dollars) and its fee by
 * another. The first cards are the demo cards themselves.
 */
export function walletCatalogue(count: number): { slug: string; terms: CardTerms }[] {
  const random = seededRandom(21);
  const factor = () => 0.8 + random() * 0.4;
  return Array.from({ length: count }, (_, index) => {
    const demo = demoTerms[index % demoTerms.length] as CardTerms;
    if (index < demoTerms.length) return { slug: `card-${index}`, terms: demo };
    const generosity = factor();
    const feeFactor = factor();
    const rate = (value: number) => Math.round(value * generosity * 100) / 100;
    const dollars = (value: number) => Math.round(value * generosity);
    const terms: CardTerms = {
      ...demo,
      ...(demo.baseRate !== undefined && { baseRate: rate(demo.baseRate) }),
      ...(demo.annualFee !== undefined && {
        annualFee: Math.round(demo.annualFee * feeFactor * 100) / 100,
      }),
      earn: (demo.earn ?? []).map((earn) => ({
        ...earn,
        rate: rate(earn.rate),
        ...(earn.cap && { cap: { ...earn.cap, amount: dollars(earn.cap.amount) } }),
      })),
      ...(demo.monthlyCap && {
        monthlyCap: { ...demo.monthlyCap, amount: dollars(demo.monthlyCap.amount) },
      }),
      ...(demo.sharedCaps && {
        sharedCaps: demo.sharedCaps.map((cap) => ({ ...cap, amount: dollars(cap.amount) })),
      }),
      ...(demo.welcome && { welcome: { ...demo.welcome, value: dollars(demo.welcome.value) } }),
    };
    return { slug: `card-${index}`, terms: cardTermsSchema.parse(terms) };
  });
}

/** A household's month of card spend, S$2,350 over nine categories (the card finder's too). */
export const walletProfile: SpendProfile = {
  dining: 500,
  groceries: 400,
  online: 300,
  transport: 150,
  travel: 150,
  overseas: 200,
  petrol: 100,
  bills: 250,
  insurance: 0,
  education: 0,
  government: 0,
  walletTopUps: 0,
  other: 300,
} satisfies Record<SpendCategory, number>;

/**
 * `count` spend profiles around `walletProfile`: the first is it, each other category's spend
 * drawn by one seeded generator between none and twice the household's (S$200 where it spends
 * nothing), to the S$10, so some people spend nothing overseas and others a lot.
 */
export function walletProfiles(count: number): SpendProfile[] {
  const random = seededRandom(30);
  return Array.from({ length: count }, (_, index) => {
    if (index === 0) return walletProfile;
    const drawn = (Object.entries(walletProfile) as [SpendCategory, number][]).map(
      ([category, amount]) => [category, Math.round((random() * 2 * (amount || 100)) / 10) * 10],
    );
    return Object.fromEntries(drawn) as Record<SpendCategory, number>;
  });
}
