import { describe, expect, it } from 'vitest';
import { cardTermsSchema, type CardTerms } from '@sg-finance/contract';
import {
  priceCard,
  purchaseEarn,
  rankCards,
  spendArray,
  workingOf,
  type SpendProfile,
} from '../src/index.js';
import { bestCardPair } from '../src/cards/best-pair.js';
import { activeCategories, cardBound, poolFeesLeftOut } from '../src/cards/card-bound.js';
import { bestUseOfWallet } from '../src/wallet-optimiser.js';
import { card, finderOptions, spendOf } from './support/profiles.js';

/** A mile worth 2 cents to this visitor, not the site's 1.5. */
const options = { ...finderOptions, mileValueCents: 2 };

/** Citi ThankYou Points: 25,000 give 10,000 KrisFlyer miles, S$27.25 a conversion, no pooling. */
const thankYou = card('ten-points-online', {
  rewardType: 'points',
  pointsCurrency: 'citi-thankyou-points',
  baseRate: 1,
  earn: [{ category: 'online', rate: 10 }],
});

/** DBS Points: S$27.25 a conversion, pooled across DBS cards; earn rates in miles. */
const dbsOnline = card('dbs-online', {
  rewardType: 'miles',
  pointsCurrency: 'dbs-points',
  baseRate: 0.4,
  earn: [{ category: 'online', rate: 4 }],
});
const dbsDining = card('dbs-dining', {
  rewardType: 'miles',
  pointsCurrency: 'dbs-points',
  baseRate: 0.4,
  earn: [{ category: 'dining', rate: 3 }],
});

function ranked(profile: SpendProfile, ...cards: { slug: string; terms: CardTerms }[]) {
  const parsed = cards.map((given) => card(given.slug, cardTermsSchema.parse(given.terms)));
  return rankCards(parsed, profile, options).ranked;
}

describe('points valued through their currency, net of its conversion fee', () => {
  it('values a year of points at the currency’s ratio and the visitor’s mile, less one fee', () => {
    const profile = spendOf({ online: 500 });
    const [only] = ranked(profile, thankYou);
    // 500 × 10 = 5,000 points a month, 60,000 a year; × 10,000/25,000 = 24,000 miles;
    // × 2 cents = S$480.00; less one conversion of S$27.25 = S$452.75.
    expect(only?.netSGD).toBeCloseTo(452.75, 9);
    const lines = workingOf(only!, profile).lines;
    expect(lines.find((line) => line.kind === 'conversionFee')).toEqual({
      kind: 'conversionFee',
      text: 'Converting Citi ThankYou Points to KrisFlyer miles once a year (25,000 Citi ThankYou Points give 10,000 KrisFlyer miles): fee S$27.25',
      yearlySGD: -27.25,
    });
  });

  it('counts a currency without a fee as free, and says so', () => {
    const profile = spendOf({ online: 500 });
    const [only] = ranked(
      profile,
      card('hsbc', { ...dbsOnline.terms, pointsCurrency: 'hsbc-points' }),
    );
    // 500 × 4 = 2,000 miles a month, 24,000 a year × 2 cents = S$480.00, with nothing off.
    expect(only?.netSGD).toBeCloseTo(480, 9);
    expect(workingOf(only!, profile).lines.at(-1)?.text).toBe(
      'Converting HSBC Points to KrisFlyer miles (30,000 HSBC Points give 10,000 KrisFlyer miles): no fee',
    );
  });

  it('pays one fee for two cards whose points pool, in a wallet and in a pair', async () => {
    const profile = spendOf({ online: 1000, dining: 500 });
    const cards = ranked(profile, dbsOnline, dbsDining);
    // Online on the first: 1,000 × 4 × 12 = 48,000 miles = S$960.00; dining on the second:
    // 500 × 3 × 12 = 18,000 miles = S$360.00. One conversion of S$27.25 for both: S$1,292.75.
    const use = await bestUseOfWallet(cards, profile);
    expect(use.netSGD).toBeCloseTo(1292.75, 9);
    const [first, second] = use.cards;
    expect(first?.value.conversionFeeSGD).toBe(27.25);
    expect(second?.value.conversionFeeSGD).toBe(0);
    expect(second?.working.at(-1)).toEqual({
      kind: 'conversionShared',
      text: 'DBS Points of your cards pool: converted together with another card’s, for one fee',
      yearlySGD: 0,
    });
    expect(bestCardPair(cards, profile)?.netSGD).toBeCloseTo(1292.75, 9);
  });

  it('pays a fee for each card whose points do not pool', async () => {
    const profile = spendOf({ online: 1000, dining: 500 });
    const citiDining = card('citi-dining', {
      rewardType: 'points',
      pointsCurrency: 'citi-thankyou-points',
      baseRate: 1,
      earn: [{ category: 'dining', rate: 7.5 }],
    });
    const cards = ranked(profile, thankYou, citiDining);
    // Online: 1,000 × 10 × 12 = 120,000 points × 0.4 = 48,000 miles = S$960.00; dining:
    // 500 × 7.5 × 12 = 45,000 points × 0.4 = 18,000 miles = S$360.00; two fees of S$27.25.
    const use = await bestUseOfWallet(cards, profile);
    expect(use.netSGD).toBeCloseTo(960 + 360 - 2 * 27.25, 9);
  });

  it('values one purchase’s points at the currency’s ratio, the fee being the year’s', () => {
    const priced = priceCard(cardTermsSchema.parse(thankYou.terms), options);
    const earn = purchaseEarn(priced!, spendArray(spendOf({})), 'online', 120);
    // 120 × 10 = 1,200 points × 0.4 = 480 miles × 2 cents = S$9.60.
    expect(earn.earnedUnits).toBe(1200);
    expect(earn.netSGD).toBeCloseTo(9.6, 9);
  });

  it('bounds a card with the fee it pays in any set, and leaves a pool’s fee to the set', () => {
    const profile = spendOf({ online: 500 });
    const spend = spendArray(profile);
    const active = activeCategories(spend);
    const price = (given: { terms: CardTerms }) =>
      priceCard(cardTermsSchema.parse(given.terms), options)!;
    // Citi ThankYou Points do not pool: the card pays S$27.25 whatever else is held, so its bound
    // on all the spend is S$480.00 less the fee, what it is worth.
    const [thankYouLevel] = cardBound(price(thankYou), spend, active).levels;
    expect(thankYouLevel?.extraSGD).toBe(-27.25);
    // DBS Points pool: a DBS card alone pays S$27.25, beside another DBS card nothing.
    const [dbsLevel] = cardBound(price(dbsOnline), spend, active).levels;
    expect(dbsLevel?.extraSGD).toBe(0);
    // So a set of both DBS cards and the Citi card pays one DBS fee its bounds leave out.
    const set = [price(dbsOnline), price(dbsDining), price(thankYou)];
    expect(poolFeesLeftOut(set)).toBe(27.25);
    expect(poolFeesLeftOut([price(thankYou)])).toBe(0);
  });
});
