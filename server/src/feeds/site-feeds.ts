import {
  changesFeedPath,
  kindFeedPath,
  listingKinds,
  merchantCodesFeedPath,
  merchantPathPrefix,
  pagePath,
  postPathPrefix,
  postsFeedPath,
  siteName,
  type ListingKind,
} from '@sg-finance/contract';

/** One Atom feed of the site: its address, its title, and the page it follows. */
export interface SiteFeed {
  path: string;
  title: string;
  pagePath: string;
}

export const changesFeed: SiteFeed = {
  path: changesFeedPath,
  title: `${siteName}: latest changes`,
  pagePath: pagePath('changes'),
};

export const postsFeed: SiteFeed = {
  path: postsFeedPath,
  title: `${siteName}: blog`,
  pagePath: pagePath('blog'),
};

export const merchantCodesFeed: SiteFeed = {
  path: merchantCodesFeedPath,
  title: `${siteName}: merchant codes`,
  pagePath: pagePath('whichCard'),
};

/** The feed of one kind's changes, named as its list page: `/feeds/cards.xml`. */
export function kindFeed(kind: ListingKind): SiteFeed {
  return {
    path: kindFeedPath(kind),
    title: `${siteName}: changes to ${kind.listPage.title}`,
    pagePath: kind.pageRoute,
  };
}

function isUnder(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

/**
 * The feeds a page links to in its head: the catalogue's changes on every page, a kind's
 * changes on its list, detail and calculator pages, the blog's posts on the blog and its posts,
 * the approved merchant codes on each merchant's page.
 */
export function feedsOfPage(path: string): SiteFeed[] {
  const lower = path.toLowerCase();
  const kind = listingKinds.find((candidate) => isUnder(lower, candidate.pageRoute));
  const onBlog = isUnder(lower, pagePath('blog')) || lower.startsWith(postPathPrefix);
  const onMerchant = lower.startsWith(merchantPathPrefix);
  return [
    changesFeed,
    ...(kind ? [kindFeed(kind)] : []),
    ...(onBlog ? [postsFeed] : []),
    ...(onMerchant ? [merchantCodesFeed] : []),
  ];
}
