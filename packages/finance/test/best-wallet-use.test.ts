import { describe, expect, it } from 'vitest';
import type { CardTerms } from '@sg-finance/contract';
import { rankCards, type SpendProfile } from '../src/index.js';
import { bestCardSet, bestUseOfWallet, walletGap } from '../src/wallet-optimiser.js';
import { bestShares, checkedSpend, splitValueOf } from '../src/cards/best-wallet-use.js';
import { loadSolver } from '../src/cards/wallet-solver.js';
import { activeCategories, cardBound, pricedBound } from '../src/cards/card-bound.js';
import type { SplitRegion } from '../src/cards/split-regions.js';
import { diningCard, groceriesCard } from './support/cards.js';
import { card, finderOptions, spendOf } from './support/profiles.js';

/** The cards valued for the profile, in the order given. */
function wallet(profile: SpendProfile, ...cards: { slug: string; terms: CardTerms }[]) {
  const { ranked } = rankCards(cards, profile, finderOptions);
  return cards.map((given) => {
    const found = ranked.find((entry) => entry.item.slug === given.slug);
    if (!found) throw new Error(`${given.slug} was not valued`);
    return found;
  });
}

const general = card('general', { rewardType: 'miles', baseRate: 1.2 });
const flat = card('flat', { rewardType: 'cashback', baseRate: 1.5 });
const fourMpd = card('four-mpd', {
  rewardType: 'miles',
  baseRate: 0.4,
  earn: [{ category: 'online', rate: 4, cap: { amount: 1000, on: 'bonusSpend' } }],
});

describe('the best use of a wallet', () => {
  it('spills online spend to the next card once the 4 mpd cap is reached', async () => {
    const profile = spendOf({ online: 1500 });
    const use = await bestUseOfWallet(wallet(profile, fourMpd, general), profile);
    // First S$1,000 on the 4 mpd card: 4,000 miles a month; the other S$500 at 1.2 mpd on the
    // general card: 600 miles (at 0.4 mpd on the 4 mpd card it would be 200).
    // 4,600 miles × 12 × 1.5 cents = S$828 a year.
    expect(use.split.online).toEqual([1000, 500]);
    expect(use.cards.map((entry) => entry.spend)).toEqual([{ online: 1000 }, { online: 500 }]);
    expect(use.cards.map((entry) => entry.value.rewardsSGD)).toEqual([720, 108]);
    expect(use.netSGD).toBeCloseTo(828, 9);
  });

  it('answers a split found without the solver, saying so, when its time limit is reached', async () => {
    const profile = spendOf({ online: 1500 });
    const cards = wallet(profile, fourMpd, general);

    const stopped = await bestUseOfWallet(cards, profile, { timeLimitMs: 0 });
    const solved = await bestUseOfWallet(cards, profile);

    // The whole category to the card it lifts most: 1,000 × 4 + 500 × 0.4 = 4,200 miles a
    // month on the 4 mpd card against 1,500 × 1.2 = 1,800 on the general card.
    // 4,200 × 12 × 1.5 cents = S$756 a year, below the best split's S$828.
    expect(stopped.complete).toBe(false);
    expect(stopped.split.online).toEqual([1500, 0]);
    expect(stopped.netSGD).toBeCloseTo(756, 9);
    expect(solved.complete).toBe(true);
    expect(solved.netSGD).toBeCloseTo(828, 9);
  });

  it('keeps all the spend on a card whose minimum spend needs it, though splitting looks better', async () => {
    const dining = card('dining', {
      rewardType: 'miles',
      baseRate: 0.4,
      minMonthlySpend: 1000,
      earn: [{ category: 'dining', rate: 4 }],
    });
    const flatMiles = card('flat-miles', { rewardType: 'miles', baseRate: 1.4 });
    const profile = spendOf({ dining: 600, groceries: 400 });
    const use = await bestUseOfWallet(wallet(profile, dining, flatMiles), profile);
    // Each category to its best rate: dining on the dining card, groceries at 1.4 mpd; but then
    // the dining card's counted S$600 misses its S$1,000 minimum, dining earns 0.4 mpd:
    // 600 × 0.4 + 400 × 1.4 = 800 miles a month. All on the flat card: 1,000 × 1.4 = 1,400.
    // All on the dining card: the minimum is met, 600 × 4 + 400 × 0.4 = 2,560 miles, the best
    // (any S$ moved away drops the card below its minimum).
    // 2,560 × 12 × 1.5 cents = S$460.80 a year.
    expect(use.split).toEqual({ dining: [600, 0], groceries: [400, 0] });
    expect(use.netSGD).toBeCloseTo(460.8, 9);
  });

  it('meets a minimum spend exactly with shares in thirds of a cent', async () => {
    const minimum = card('minimum', {
      rewardType: 'cashback',
      minMonthlySpend: 600,
      earn: [{ category: 'dining', rate: 10 }],
      monthlyCap: { amount: 40, on: 'reward' },
    });
    const groceries = card('groceries', {
      rewardType: 'cashback',
      earn: [{ category: 'groceries', rate: 3 }],
      monthlyCap: { amount: 10, on: 'reward' },
    });
    const dining = card('dining', {
      rewardType: 'cashback',
      earn: [{ category: 'dining', rate: 1 }],
    });
    const profile = spendOf({ dining: 800, groceries: 500 });
    const use = await bestUseOfWallet(wallet(profile, minimum, groceries, dining), profile);
    // The groceries card's S$10 cap is reached at S$333.33…; the other S$166.67 of groceries
    // earn nothing anywhere, so they go to the minimum card, which then needs S$433.33 of dining
    // to meet its S$600 minimum (10% of it is past its S$40 cap). The other S$366.67 of dining
    // earn 1%: S$3.67. S$40 + S$10 + S$3.67 a month × 12 = S$644 a year, less what rounding the
    // shares to cents takes (S$333.33 × 3% = S$9.9999). Had the rounded S$166.67 + S$433.33 not
    // met the S$600, the minimum card would pay nothing.
    expect(use.split).toEqual({ dining: [433.33, 0, 366.67], groceries: [166.67, 333.33, 0] });
    expect(use.cards[0]?.working.map((line) => line.text)).toContain(
      'Your counted spend of S$600.00 a month meets the S$600.00 minimum spend for bonus rates',
    );
    expect(use.netSGD).toBeCloseTo(644, 2);
  });

  it('splits in half steps when a cap over two categories crosses a counted spend over others', async () => {
    const capped = card('capped', {
      rewardType: 'miles',
      baseRate: 0,
      minMonthlySpend: 300,
      notCountedCategories: ['walletTopUps'],
      earn: [
        { category: 'walletTopUps', rate: 4 },
        { category: 'travel', rate: 3 },
      ],
      monthlyCap: { amount: 400, on: 'bonusSpend' },
    });
    const topUps = card('top-ups', {
      rewardType: 'miles',
      baseRate: 0,
      minMonthlySpend: 200,
      notCountedCategories: ['travel'],
      earn: [
        { category: 'walletTopUps', rate: 1 },
        { category: 'travel', rate: 1 },
      ],
    });
    const profile = spendOf({ online: 200, travel: 300, walletTopUps: 200 });
    const use = await bestUseOfWallet(wallet(profile, capped, topUps), profile);
    // Online earns nothing on either card; it only counts towards their minimums. Give the capped
    // card o of online, t of travel and w of top-ups. Its minimum: o + t >= 300; the other's:
    // (200 - o) + (200 - w) >= 200, so o <= 200 - w, so w <= t - 100. Within the capped card's
    // S$400 of bonus spend, t + w <= 400, the miles are 3t + 4w + (300 - t) + (200 - w) =
    // 2t + 3w + 500, largest at t = 250, w = 150 (so o = 50): 1,450 miles a month. In whole
    // S$100 the best is t = 300, w = 100: 1,400. 1,450 × 12 × 1.5 cents = S$261 a year.
    expect(use.split).toEqual({ online: [50, 150], travel: [250, 50], walletTopUps: [150, 50] });
    expect(use.netSGD).toBeCloseTo(261, 9);
  });

  it('shares a cap on the reward of two categories the best way and spills the rest', async () => {
    const shared = card('shared', {
      rewardType: 'cashback',
      earn: [
        { category: 'dining', rate: 10 },
        { category: 'groceries', rate: 8 },
      ],
      sharedCaps: [{ categories: ['dining', 'groceries'], amount: 30, on: 'reward' }],
    });
    const profile = spendOf({ dining: 200, groceries: 300 });
    const use = await bestUseOfWallet(wallet(profile, shared, flat), profile);
    // The S$30 a month cap is spent on dining first (10% of a S$ uses the cap at the same rate
    // as it pays, and dining needs the fewest S$ to fill it): S$200 of dining = S$20, then
    // S$125 of groceries at 8% = S$10. The other S$175 of groceries earn 1.5% on the flat card:
    // S$2.625. S$32.625 a month × 12 = S$391.50 a year.
    expect(use.split).toEqual({ dining: [200, 0], groceries: [125, 175] });
    expect(use.netSGD).toBeCloseTo(391.5, 9);
  });

  it('gives a card with a cap on its whole reward just enough to reach it', async () => {
    const capped = card('capped', {
      rewardType: 'cashback',
      baseRate: 5,
      monthlyCap: { amount: 50, on: 'reward' },
    });
    const profile = spendOf({ online: 1500 });
    const use = await bestUseOfWallet(wallet(profile, capped, flat), profile);
    // 5% reaches the S$50 cap at S$1,000; the other S$500 earn 1.5% = S$7.50.
    // S$57.50 a month × 12 = S$690 a year.
    expect(use.split.online).toEqual([1000, 500]);
    expect(use.netSGD).toBeCloseTo(690, 9);
  });

  it('keeps a spend tier reached and fills its reward cap, the rest to the next card', async () => {
    const tiered = card('tiered', {
      rewardType: 'cashback',
      baseRate: 0.3,
      spendTiers: [{ minSpend: 600, rate: 3, rewardCap: 30 }],
    });
    const profile = spendOf({ groceries: 800, dining: 400 });
    const use = await bestUseOfWallet(wallet(profile, tiered, flat), profile);
    // The tier pays 3% from S$600 of spend, at most S$30 a month: reached with S$1,000.
    // The other S$200 earn 1.5% on the flat card = S$3. S$33 a month × 12 = S$396 a year.
    // (All on the tiered card: S$30; S$600 on it: S$18 + S$9 = S$27.)
    const tieredShare = Object.values(use.cards[0]?.spend ?? {}).reduce(
      (sum, amount) => sum + amount,
      0,
    );
    expect(tieredShare).toBeCloseTo(1000, 9);
    expect(use.netSGD).toBeCloseTo(396, 9);
  });

  it('refuses a wallet of no card or more than 5, and a negative spend', async () => {
    const profile = spendOf({ online: 100 });
    const cards = wallet(profile, general, flat);
    await expect(bestUseOfWallet([], profile)).rejects.toThrow(
      'The best use of a wallet is worked out for 1 to 5 cards; 0 were given',
    );
    await expect(bestUseOfWallet([...cards, ...cards, ...cards], profile)).rejects.toThrow(
      'The best use of a wallet is worked out for 1 to 5 cards; 6 were given',
    );
    await expect(
      bestUseOfWallet(
        [general, general].map(() => cards[0]!),
        profile,
      ),
    ).rejects.toThrow('The wallet holds the same card twice');
    await expect(bestUseOfWallet(cards, spendOf({ online: -5 }))).rejects.toThrow(
      'The spend a month on online must be a S$ amount of 0 or more; it is -5',
    );
  });
});

describe('the best set of cards', () => {
  const oneCent = card('one-percent', { rewardType: 'cashback', baseRate: 1 });
  const profile = spendOf({ dining: 300, groceries: 300, other: 200 });
  const catalogue = () => wallet(profile, oneCent, groceriesCard, diningCard);

  it('finds the best single card, pair and three', async () => {
    // Alone: dining 300 × 10% = S$30 a month (S$360 a year), groceries 300 × 8% = S$24 (S$288),
    // the 1% card 800 × 1% = S$8 (S$96).
    const one = await bestCardSet(catalogue(), profile, 1);
    expect(one.cards.map((entry) => entry.card.item.slug)).toEqual(['dining']);
    expect(one.netSGD).toBeCloseTo(360, 9);
    // Dining and groceries cards: S$30 + S$24, the other spend earning nothing on either:
    // S$54 a month = S$648. With the 1% card instead of groceries: 30 + 3 + 2 = S$35 = S$420.
    const two = await bestCardSet(catalogue(), profile, 2);
    expect(two.cards.map((entry) => entry.card.item.slug)).toEqual(['dining', 'groceries']);
    expect(two.netSGD).toBeCloseTo(648, 9);
    // All three: the other S$200 at 1% adds S$2 a month: S$56 = S$672 a year.
    const three = await bestCardSet(catalogue(), profile, 3);
    expect(three.netSGD).toBeCloseTo(672, 9);
    expect(three.split.other).toEqual([0, 0, 200]);
  });

  it('says how much more the best set of as many cards pays than the wallet held', async () => {
    const [held] = catalogue();
    const gap = await walletGap(catalogue(), [held!], profile);
    // Held: the 1% card, S$96 a year; the best single card: dining, S$360. Gap S$264.
    expect(gap.held.netSGD).toBeCloseTo(96, 9);
    expect(gap.best.cards[0]?.card.item.slug).toBe('dining');
    expect(gap.gapSGD).toBeCloseTo(264, 9);
  });

  it('refuses a set of no card, more than 5, more than the catalogue holds, or a card twice', async () => {
    await expect(bestCardSet(catalogue(), profile, 0)).rejects.toThrow(
      'A set of cards has 1 to 5 cards; 0 was asked',
    );
    await expect(bestCardSet(catalogue(), profile, 6)).rejects.toThrow(
      'A set of cards has 1 to 5 cards; 6 was asked',
    );
    await expect(bestCardSet(catalogue(), profile, 4)).rejects.toThrow(
      'A set of 4 cards was asked from a catalogue of 3',
    );
    const cards = catalogue();
    await expect(bestCardSet([...cards, cards[0]!], profile, 2)).rejects.toThrow(
      'The catalogue holds the same card twice',
    );
  });
});

describe("the prices of a wallet's split", () => {
  it('price a category shared by two cards at what one more S$ a month of it earns', async () => {
    const profile = spendOf({ online: 1500 });
    let prices: Float64Array | undefined;
    bestShares(await loadSolver(), wallet(profile, fourMpd, general), checkedSpend(profile), {
      onPrices: (given) => (prices = given),
    });
    // The 4 mpd card takes S$1,000 (its cap), the general card the other S$500; one more S$ a
    // month of online goes to the general card at 1.2 mpd (0.4 on the 4 mpd card):
    // 1.2 × 12 × 1.5 cents = S$0.216 a year.
    expect(prices).toHaveLength(1);
    expect(prices?.[0]).toBeCloseTo(0.216, 9);
  });
});

describe('the regions of a solved split', () => {
  it('bound two cards whose minimum spends the spend cannot both meet below their root prices', async () => {
    const ladies = card('ladies', {
      rewardType: 'miles',
      baseRate: 0.4,
      minMonthlySpend: 600,
      earn: [{ category: 'dining', rate: 4, cap: { amount: 600, on: 'bonusSpend' } }],
    });
    const womens = card('womens', {
      rewardType: 'miles',
      baseRate: 0.4,
      minMonthlySpend: 600,
      earn: [{ category: 'dining', rate: 3, cap: { amount: 600, on: 'bonusSpend' } }],
    });
    const profile = spendOf({ dining: 1000 });
    const cards = wallet(profile, ladies, womens);
    const spend = checkedSpend(profile);
    let prices: Float64Array | undefined;
    let regions: SplitRegion[] = [];
    const shares = bestShares(await loadSolver(), cards, spend, {
      onPrices: (given) => (prices = given),
      onRegions: (given) => (regions = given),
    }) as Float64Array[];
    const bounds = cards.map((entry) => cardBound(entry.priced, spend, activeCategories(spend)));
    const dining = Float64Array.of(1000);

    // S$ a year for S$1 a month: 4 mpd 0.72, 3 mpd 0.54, 0.4 mpd 0.072 (× 12 × 1.5 cents).
    // Best: S$600 on the 4 mpd card, S$400 on the other below its minimum spend:
    // 600 × 0.72 + 400 × 0.072 = S$460.80.
    expect(splitValueOf(cards, shares)).toBeCloseTo(460.8, 9);
    // The relaxation lets both cards pay their bonus; at its price of S$0.54 the 3 mpd card
    // gains nothing and the 4 mpd card 600 × (0.72 − 0.54): 1,000 × 0.54 + 108 = S$648.
    expect(pricedBound(bounds, dining, prices as Float64Array)).toBeCloseTo(648, 9);
    // Its regions: the 3 mpd card below its minimum, at S$0.072: 72 + 600 × (0.72 − 0.072) =
    // S$460.80; the 4 mpd card below it: 72 + 600 × (0.54 − 0.072) = S$352.80; both meeting
    // theirs would need S$1,200 of the S$1,000. The most of them is the best split's value.
    const inRegions = regions.map((region) =>
      pricedBound(bounds, dining, region.prices, region.counted),
    );
    expect(Math.max(...inRegions)).toBeCloseTo(460.8, 9);
  });
});
