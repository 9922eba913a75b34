import { describe, expect, it } from 'vitest';
import { bestUseOfWallet, rankCards } from '../src/index.js';
import { card, finderOptions, spendOf } from './support/profiles.js';

describe('the best use of a wallet', () => {
  it('spills online spend to the next card once the 4 mpd cap is reached', async () => {
    const fourMpd = card('four-mpd', {
      rewardType: 'miles',
      baseRate: 0.4,
      earn: [{ category: 'online', rate: 4, cap: { amount: 1000, on: 'bonusSpend' } }],
    });
    const general = card('general', { rewardType: 'miles', baseRate: 1.2 });
    const profile = spendOf({ online: 1500 });
    const { ranked } = rankCards([fourMpd, general], profile, finderOptions);
    const held = ['four-mpd', 'general'].map((slug) =>
      ranked.find((entry) => entry.item.slug === slug)!,
    );
    const use = await bestUseOfWallet(held, profile);
    // First S$1,000 on the 4 mpd card: 4,000 miles a month; the other S$500 at 1.2 mpd on the
    // general card: 600 miles. 4,600 miles × 12 × 1.5 cents = S$828 a year.
    expect(use.split.online).toEqual([1000, 500]);
    expect(use.netSGD).toBeCloseTo(828, 9);
  });
});
