import { describe, expect, it } from 'vitest';
import { cardEarnRules, insurancePremiumLines } from '../src/index.js';

describe('what earns on a card and what does not, from its terms', () => {
  it('says each category’s rate and cap, the base rate, the spend and caps, and what earns nothing', () => {
    expect(
      cardEarnRules({
        rewardType: 'cashback',
        baseRate: 0.3,
        minMonthlySpend: 800,
        earn: [
          { category: 'online', rate: 5 },
          { category: 'dining', rate: 3, cap: { amount: 600, on: 'bonusSpend' } },
          { category: 'insurance', rate: 2 },
        ],
        sharedCaps: [{ categories: ['online', 'transport'], amount: 30, on: 'reward' }],
        monthlyCap: { amount: 50, on: 'reward' },
        noEarnCategories: ['insurance', 'walletTopUps'],
        notCountedCategories: ['government'],
        earnBlock: 5,
        capPeriod: 'statementMonth',
      }),
    ).toEqual([
      'Online: 5%',
      'Dining: 3%, first S$600 a statement month',
      'Other spend: 0.3%',
      'Bonus rates need S$800 of spend a statement month',
      'Online and transport together: up to S$30 a statement month',
      'All rewards together: up to S$50 a statement month',
      'Earns nothing on insurance and wallet top-ups',
      'Not counted toward the spend the rates need: government',
      'Earns on each whole S$5 of a category’s spend',
      'Caps and spend count by statement month',
    ]);
  });

  it('says the rates by total spend of a card that pays by tiers, in miles where it pays miles', () => {
    expect(
      cardEarnRules({
        rewardType: 'miles',
        baseRate: 0.4,
        spendTiers: [{ minSpend: 600, rate: 1.2, rewardCap: 2000 }],
      }),
    ).toEqual([
      'With S$600 of spend a month: 1.2 miles per S$1 on all spend, up to 2,000 miles a month',
      'Spend below S$600 a month: 0.4 miles per S$1',
    ]);
    expect(cardEarnRules({ rewardType: 'cashback' })).toEqual([]);
  });

  it('says what a bonus is for beyond its category: codes, ways of paying, currency', () => {
    expect(
      cardEarnRules({
        rewardType: 'miles',
        baseRate: 0.4,
        earn: [
          {
            category: 'dining',
            rate: 4,
            excludedMccs: ['4722', '5814'],
            channels: ['online', 'contactless', 'mobileWallet'],
          },
          { category: 'travel', rate: 3, mccs: ['3000-3350'] },
          { category: 'overseas', rate: 2.2, currency: 'foreign' },
        ],
        noEarnMccs: ['9311'],
      }),
    ).toEqual([
      'Dining: 4 miles per S$1, not on MCCs 4722 and 5814, paid online, contactless or with a mobile wallet',
      'Travel: 3 miles per S$1, only on MCCs 3000-3350',
      'Overseas: 2.2 miles per S$1, in foreign currencies',
      'Other spend: 0.4 miles per S$1',
      'Earns nothing on MCC 9311',
    ]);
  });
});

describe('premiums by age, from the premium table', () => {
  it('says the cover they are for and each band’s premium, a smoker’s where it differs', () => {
    expect(
      insurancePremiumLines({
        premiumTable: {
          coverAmount: 500000,
          scaling: 'proportional',
          bands: [
            { ageFrom: 18, ageTo: 29, premium: 290, smokerPremium: 480 },
            { ageFrom: 30, ageTo: 30, premium: 340 },
          ],
        },
      }),
    ).toEqual([
      'A year, for S$500,000 of cover; other cover in proportion',
      'Ages 18 to 29: S$290 (smoker S$480)',
      'Age 30: S$340',
    ]);
    expect(
      insurancePremiumLines({
        premiumTable: {
          coverAmount: 1000000,
          scaling: 'flat',
          bands: [{ ageFrom: 18, ageTo: 70, premium: 120 }],
        },
      })[0],
    ).toBe('A year, for cover up to S$1,000,000');
    expect(insurancePremiumLines({ premiumFrom: 30, premiumPer: 'trip' })).toEqual([]);
  });
});
