import { card } from './profiles.js';

/** 10% cash back on dining only, at most S$30 a month. */
export const diningCard = card('dining', {
  rewardType: 'cashback',
  earn: [{ category: 'dining', rate: 10 }],
  monthlyCap: { amount: 30, on: 'reward' },
});

/** 8% cash back on groceries only, at most S$30 a month. */
export const groceriesCard = card('groceries', {
  rewardType: 'cashback',
  earn: [{ category: 'groceries', rate: 8 }],
  monthlyCap: { amount: 30, on: 'reward' },
});
