import { keyedLoad } from '../../app/keyed-loads';
import { getBestWelcomeCards, getLatestPosts, getOffersEndingSoon } from './home-api';

/** Each home section's call is asked for the home page only: one entry each in the store. */
const onHome = (page: 'home') => page;

export const bestWelcomeCardsLoad = keyedLoad('bestWelcomeCards', onHome, getBestWelcomeCards);
export const offersEndingSoonLoad = keyedLoad('offersEndingSoon', onHome, () =>
  getOffersEndingSoon(),
);
export const latestPostsLoad = keyedLoad('latestPosts', onHome, getLatestPosts);
