import { alertsPagePath } from './alerts/alerts.js';
import { applicationsPagePath, digestUnsubscribePagePath } from './applications/applications.js';
import { infoPages, type InfoPageKey } from './info-pages.js';
import { listingKinds, type ListingKind } from './listing-kinds.js';
import type { ListingKindKey } from './listing.js';

/*
 * The one table of the site's pages: the client's router mounts a route for each row, and the
 * server's first paint answers each row's address with 200, its head and its h1 (and 404 for an
 * address no row matches). A kind's pages come from the listing kinds table, so a new kind adds
 * its list, product, create and edit pages here with no new row. Each page's texts (h1, title,
 * description) are in `page-texts.ts`, by the same names: only the server's first paint reads
 * them, so they stay out of every visitor's script.
 */

export const siteName = 'SG Finance Rewards';

/** Who may see a page: anyone, a signed-in user, or an administrator. */
export type PageAudience = 'anyone' | 'signedIn' | 'admin';

/** The names of the pages anyone or a signed-in user may see; a kind's pages share a name. */
export type VisitorPageName =
  | 'home'
  | 'listingList'
  | 'listingDetail'
  | 'blog'
  | 'post'
  | 'login'
  | 'signup'
  | 'forgotPassword'
  | 'resetPassword'
  | 'confirmEmail'
  | 'account'
  | 'wallet'
  | 'alerts'
  | 'applications'
  | 'digestUnsubscribe'
  | 'whichCard'
  | 'suggestRewards'
  | 'compare'
  | 'search'
  | 'changes'
  | 'cardFinder'
  | 'savingsCalculator'
  | 'depositCalculator'
  | 'loanCalculator'
  | 'investmentCalculator'
  | 'insuranceCalculator'
  | 'cash'
  | 'governmentSecurities'
  | 'pointsCurrencies'
  | 'merchant'
  | InfoPageKey;

/** The names of the administrator's pages. */
export type AdminPageName =
  | 'listingCreate'
  | 'listingUpdate'
  | 'newPost'
  | 'updatePost'
  | 'suggestionsInbox'
  | 'providers'
  | 'merchants'
  | 'merchantReports'
  | 'governmentSecuritiesAdmin'
  | 'needsChecking'
  | 'outbox'
  | 'importListings'
  | 'history'
  | 'recordHistory';

export type PageName = VisitorPageName | AdminPageName;

/** The names of a kind's pages, one page per kind for each. */
export type KindPageName = 'listingList' | 'listingDetail' | 'listingCreate' | 'listingUpdate';

interface PageRow {
  /** The address as the router reads it: `:name` stands for one segment, e.g. `/posts/:slugOrId`. */
  path: string;
  /** The kind whose page it is, for the pages built from the listing kinds table. */
  kind?: ListingKindKey;
  /** A record's page: the server reads the record for its head and answers 404 without it. */
  record?: 'listing' | 'post' | 'merchant';
}

/** A visitor's page (anyone's or a signed-in user's), or an administrator's. */
export type VisitorPage = PageRow & { name: VisitorPageName; audience: 'anyone' | 'signedIn' };
export type AdminPage = PageRow & { name: AdminPageName; audience: 'admin' };
export type SitePage = VisitorPage | AdminPage;

export const isAdminPage = (page: SitePage): page is AdminPage => page.audience === 'admin';

/** A blog post's page is this and its slug. */
export const postPathPrefix = '/posts/';

/** A merchant's page is this and its slug. */
export const merchantPathPrefix = '/merchants/';

/** The administrator's pages that are not a kind's or the blog's live under this address. */
export const adminPathPrefix = '/admin';

function kindPages(kind: ListingKind): SitePage[] {
  const adminRow = { audience: 'admin', kind: kind.key } as const;
  return [
    { name: 'listingList', path: kind.pageRoute, audience: 'anyone', kind: kind.key },
    {
      name: 'listingDetail',
      path: `${kind.pageRoute}/:slugOrId`,
      audience: 'anyone',
      kind: kind.key,
      record: 'listing',
    },
    { ...adminRow, name: 'listingCreate', path: kind.createRoute },
    { ...adminRow, name: 'listingUpdate', path: kind.updateRoute },
  ];
}

const anyone = (name: VisitorPageName, path: string): SitePage => ({
  name,
  path,
  audience: 'anyone',
});

const signedIn = (name: VisitorPageName, path: string): SitePage => ({
  name,
  path,
  audience: 'signedIn',
});

const admin = (name: AdminPageName, path: string): SitePage => ({ name, path, audience: 'admin' });

export const sitePages: readonly SitePage[] = [
  anyone('home', '/'),
  ...listingKinds.flatMap(kindPages),
  anyone('blog', '/blog'),
  { name: 'post', path: `${postPathPrefix}:slugOrId`, audience: 'anyone', record: 'post' },
  anyone('suggestRewards', '/suggest-rewards'),
  anyone('changes', '/changes'),
  ...infoPages.map((info) => anyone(info.key, info.path)),
  anyone('cardFinder', '/cards/finder'),
  anyone('savingsCalculator', '/savings/calculator'),
  anyone('loanCalculator', '/loans/calculator'),
  anyone('investmentCalculator', '/investments/calculator'),
  anyone('insuranceCalculator', '/insurances/calculator'),
  anyone('depositCalculator', '/fixed-deposits/calculator'),
  anyone('cash', '/cash'),
  anyone('governmentSecurities', '/government-securities'),
  anyone('pointsCurrencies', '/points-currencies'),
  {
    name: 'merchant',
    path: `${merchantPathPrefix}:slugOrId`,
    audience: 'anyone',
    record: 'merchant',
  },
  anyone('login', '/login'),
  anyone('signup', '/signup'),
  anyone('forgotPassword', '/forgot-password'),
  anyone('resetPassword', '/reset-password'),
  anyone('confirmEmail', '/confirm-email'),
  anyone('digestUnsubscribe', digestUnsubscribePagePath),
  anyone('search', '/search'),
  anyone('compare', '/compare/:kindType'),
  signedIn('wallet', '/me'),
  signedIn('alerts', alertsPagePath),
  signedIn('account', '/me/account'),
  signedIn('whichCard', '/which-card'),
  signedIn('applications', applicationsPagePath),
  admin('newPost', '/blog/new-post'),
  admin('updatePost', '/blog/update'),
  admin('suggestionsInbox', `${adminPathPrefix}/suggestions`),
  admin('providers', `${adminPathPrefix}/providers`),
  admin('merchants', `${adminPathPrefix}/merchants`),
  admin('merchantReports', `${adminPathPrefix}/merchant-reports`),
  admin('governmentSecuritiesAdmin', `${adminPathPrefix}/government-securities`),
  admin('needsChecking', `${adminPathPrefix}/needs-checking`),
  admin('outbox', `${adminPathPrefix}/outbox`),
  admin('importListings', `${adminPathPrefix}/import`),
  admin('history', `${adminPathPrefix}/history`),
  admin('recordHistory', `${adminPathPrefix}/history/:kind/:id`),
];

/** The path of the one page called `name` (not a kind's: those are one per kind). */
export function pagePath(name: Exclude<PageName, `listing${string}`>): string {
  const page = sitePages.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`No page is called ${name}`);
  return page.path;
}

/** A page's address with its `:name` segments filled in, each encoded: `/posts/my-post`. */
export function fillPath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs ${name}`);
    return encodeURIComponent(value);
  });
}
