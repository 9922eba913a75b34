import type { Listing, ListingKindKey, Post, RewardOffer } from '@sg-finance/contract';
import { getPosts } from '../blog';
import { getListings } from '../../lib/listings/listings-api';
import { allCategoriesFilter, kindUiByKey, kindUis } from '../../lib/listings/kind-uis';
import { offerDaysLeft } from '../../lib/listings/offer-freshness';
import { visibleRewardOffers } from '../../lib/listings/visible-reward-offers';

/** How many days ahead the home page looks for offers that are ending. */
export const endingWithinDays = 14;
/** Listings of each kind searched for ending offers. */
const endingSearchLimit = 20;
const shownCount = { welcome: 4, ending: 4, posts: 3 };
const everyListing = { q: '', sort: 'recommended', category: allCategoriesFilter, filters: {} };

/** A listing shown on the home page; its kind by key, as the store holds only data. */
export interface HomeListing {
  kindKey: ListingKindKey;
  listing: Listing;
  offer: RewardOffer;
}

/** The cards with the most valuable welcome gifts, each with its first offer shown to visitors. */
export async function getBestWelcomeCards(): Promise<HomeListing[]> {
  const kind = kindUiByKey('card');
  const { items } = await getListings(kind, {
    ...everyListing,
    sort: '-welcomeValue',
    page: 1,
    limit: shownCount.welcome,
  });
  return items.flatMap((listing) => {
    const [offer] = visibleRewardOffers(listing.rewardOffer);
    return offer ? [{ kindKey: kind.key, listing, offer }] : [];
  });
}

/**
 * Listings of every kind with an offer whose last day is within the window, soonest first; kinds
 * whose call fails are left out, and the whole search fails only when every kind fails.
 */
export async function getOffersEndingSoon(now = new Date()): Promise<HomeListing[]> {
  const answers = await Promise.allSettled(
    kindUis.map(async (kind) => {
      const { items } = await getListings(kind, {
        ...everyListing,
        page: 1,
        limit: endingSearchLimit,
      });
      return items.flatMap((listing) => {
        const ending = visibleRewardOffers(listing.rewardOffer, now)
          .map((offer) => ({ offer, daysLeft: offerDaysLeft(offer.expiresAt, now) }))
          .filter(
            (entry): entry is { offer: RewardOffer; daysLeft: number } =>
              entry.daysLeft !== null && entry.daysLeft < endingWithinDays,
          )
          .sort((a, b) => a.daysLeft - b.daysLeft);
        const [first] = ending;
        return first
          ? [{ kindKey: kind.key, listing, offer: first.offer, daysLeft: first.daysLeft }]
          : [];
      });
    }),
  );
  const answered = answers.flatMap((answer) =>
    answer.status === 'fulfilled' ? [answer.value] : [],
  );
  if (answered.length === 0) throw new Error('No listings could be loaded.');
  return answered
    .flat()
    .sort((a, b) => a.daysLeft - b.daysLeft)
    .slice(0, shownCount.ending)
    .map(({ kindKey, listing, offer }) => ({ kindKey, listing, offer }));
}

/** The newest posts. */
export async function getLatestPosts(): Promise<Post[]> {
  const { data } = await getPosts();
  return [...data]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, shownCount.posts);
}
