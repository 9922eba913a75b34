import { alertsPagePath } from './alerts/alerts.js';
import { infoPageDescriptions, infoPages, type InfoPageKey } from './info-pages.js';
import { listingKinds, type ListingKind } from './listing-kinds.js';
import type { ListingKindKey } from './listing.js';

/*
 * The one table of the site's pages: the client's router mounts a route for each row, and the
 * server's first paint answers each row's address with 200, its head and its h1 (and 404 for an
 * address no row matches). A kind's pages come from the listing kinds table, so a new kind adds
 * its list, product, create and edit pages here with no new row.
 */

export const siteName = 'SG Finance Rewards';

/** The home page's description, also that of every page without its own. */
export const siteDescription =
  'Compare credit cards, brokerage accounts, insurance, savings and loans in Singapore by their welcome rewards, and read our finance blog.';

/** Who may see a page: anyone, a signed-in user, or an administrator. */
export type PageAudience = 'anyone' | 'signedIn' | 'admin';

/** How the page's h1 is drawn: the home page's hero, a coloured banner, or a plain heading. */
export type PageLook = 'hero' | 'banner' | 'plain';

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
  | 'needsChecking'
  | 'outbox'
  | 'importListings'
  | 'history'
  | 'recordHistory';

export type PageName = VisitorPageName | AdminPageName;

interface PageRow {
  /** The address as the router reads it: `:name` stands for one segment, e.g. `/posts/:slugOrId`. */
  path: string;
  /** The kind whose page it is, for the pages built from the listing kinds table. */
  kind?: ListingKindKey;
  /**
   * The h1 of the first paint. A page behind sign-in gets a neutral one ('My wallet') and a line
   * under it that says what it needs; a record's page takes its record's title instead.
   */
  heading: string;
  look: PageLook;
  subheading?: string;
  /** A public page's title, without the site's name (none on the home page). */
  title?: string;
  /** A public page's description; the site's own where it has none. */
  description?: string;
  /** The schema.org type of a public page. */
  schemaType?: string;
  /** A public page that is not for search engines: sign-in, search, a comparison. */
  noIndex?: boolean;
  /** A record's page: the server reads the record for its head and answers 404 without it. */
  record?: 'listing' | 'post';
}

/** A visitor's page (anyone's or a signed-in user's), or an administrator's. */
export type VisitorPage = PageRow & { name: VisitorPageName; audience: 'anyone' | 'signedIn' };
export type AdminPage = PageRow & { name: AdminPageName; audience: 'admin' };
export type SitePage = VisitorPage | AdminPage;

export const isAdminPage = (page: SitePage): page is AdminPage => page.audience === 'admin';

/** A blog post's page is this and its slug. */
export const postPathPrefix = '/posts/';

/** The administrator's pages that are not a kind's or the blog's live under this address. */
export const adminPathPrefix = '/admin';

const blogDescription =
  'Guides and news on credit cards, investing, insurance and saving in Singapore.';

const signInLine = (what: string) => `Sign in to see ${what}`;
const adminLine = 'Sign in as an administrator to see this page';

function kindPages(kind: ListingKind): SitePage[] {
  const { title, heading, description } = kind.listPage;
  const adminRow = {
    audience: 'admin',
    kind: kind.key,
    look: 'plain',
    subheading: adminLine,
  } as const;
  return [
    {
      name: 'listingList',
      path: kind.pageRoute,
      audience: 'anyone',
      kind: kind.key,
      heading,
      look: 'banner',
      subheading: description,
      title,
      description,
      schemaType: 'CollectionPage',
    },
    {
      name: 'listingDetail',
      path: `${kind.pageRoute}/:slugOrId`,
      audience: 'anyone',
      kind: kind.key,
      heading: title,
      look: 'plain',
      record: 'listing',
    },
    { ...adminRow, name: 'listingCreate', path: kind.createRoute, heading: `Create ${kind.noun}` },
    { ...adminRow, name: 'listingUpdate', path: kind.updateRoute, heading: `Edit ${kind.noun}` },
  ];
}

/** A calculator: a banner h1 with the line under it, which is also its description. */
function calculator(page: {
  name: VisitorPageName;
  path: string;
  title: string;
  heading: string;
  description: string;
}): SitePage {
  return { ...page, audience: 'anyone', look: 'banner', subheading: page.description };
}

function signedIn(name: VisitorPageName, path: string, heading: string, what: string): SitePage {
  return { name, path, audience: 'signedIn', heading, look: 'plain', subheading: signInLine(what) };
}

function admin(name: AdminPageName, path: string, heading: string): SitePage {
  return { name, path, audience: 'admin', heading, look: 'plain', subheading: adminLine };
}

/** An app page anyone may open that search engines leave out (sign-in, search...). */
function appOnly(name: VisitorPageName, path: string, heading: string): SitePage {
  return { name, path, audience: 'anyone', heading, look: 'plain', noIndex: true };
}

export const sitePages: readonly SitePage[] = [
  {
    name: 'home',
    path: '/',
    audience: 'anyone',
    heading: 'One Stop Shop for All the Finance Products and Welcome Rewards in Singapore!',
    subheading: 'Looking for Credit Cards, Brokerage Accounts, Loans? Start here!',
    look: 'hero',
    description: siteDescription,
    schemaType: 'WebSite',
  },
  ...listingKinds.flatMap(kindPages),
  {
    name: 'blog',
    path: '/blog',
    audience: 'anyone',
    heading: 'Blog',
    look: 'banner',
    title: 'Blog',
    description: blogDescription,
    subheading: blogDescription,
    schemaType: 'Blog',
  },
  {
    name: 'post',
    path: `${postPathPrefix}:slugOrId`,
    audience: 'anyone',
    heading: 'Blog post',
    look: 'plain',
    record: 'post',
  },
  {
    name: 'suggestRewards',
    path: '/suggest-rewards',
    audience: 'anyone',
    heading: 'Looking for other rewards?',
    look: 'plain',
    title: 'Suggest Rewards',
    description: 'Tell us about a welcome reward in Singapore that is not listed yet.',
  },
  {
    name: 'changes',
    path: '/changes',
    audience: 'anyone',
    heading: 'Latest changes',
    look: 'plain',
    title: 'Latest changes',
    description:
      'What the banks changed lately: welcome gifts, fees, rates and caps of the cards, accounts, loans and plans we list.',
    schemaType: 'CollectionPage',
  },
  ...infoPages.map((info): SitePage => ({
    name: info.key,
    path: info.path,
    audience: 'anyone',
    heading: info.title,
    look: 'plain',
    subheading: infoPageDescriptions[info.key],
    title: info.title,
    description: infoPageDescriptions[info.key],
    schemaType: info.key === 'about' ? 'AboutPage' : 'WebPage',
  })),
  calculator({
    name: 'cardFinder',
    path: '/cards/finder',
    title: 'Credit Card Finder',
    heading: 'Card Finder',
    description:
      'Which credit card pays you the most for how you spend: every card ranked by its value in S$ in year one.',
  }),
  calculator({
    name: 'savingsCalculator',
    path: '/savings/calculator',
    title: 'Savings Calculator',
    heading: 'Savings Calculator',
    description:
      'What each savings account pays you in a year for your balance and what you do with the account each month.',
  }),
  calculator({
    name: 'depositCalculator',
    path: '/fixed-deposits/calculator',
    title: 'Fixed Deposit Calculator',
    heading: 'Fixed Deposit Calculator',
    description: 'What each fixed deposit pays at maturity for your amount and tenure.',
  }),
  calculator({
    name: 'loanCalculator',
    path: '/loans/calculator',
    title: 'Loan Calculator',
    heading: 'Loan Calculator',
    description:
      'Every loan that fits your amount and tenure, ranked by what it costs in all: interest plus fees.',
  }),
  calculator({
    name: 'investmentCalculator',
    path: '/investments/calculator',
    title: 'Investment Calculator',
    heading: 'Brokerage Cost Calculator',
    description:
      'What each broker charges you in a year for how often you trade, how many shares and at what price.',
  }),
  calculator({
    name: 'insuranceCalculator',
    path: '/insurances/calculator',
    title: 'Insurance Premium Calculator',
    heading: 'Insurance Premium Calculator',
    description:
      'What each plan charges you a year for your age and the cover you want, and what each S$1,000 of cover costs.',
  }),
  appOnly('login', '/login', 'Sign In'),
  appOnly('signup', '/signup', 'Sign Up'),
  appOnly('forgotPassword', '/forgot-password', 'Forgot password'),
  appOnly('resetPassword', '/reset-password', 'Choose a new password'),
  appOnly('confirmEmail', '/confirm-email', 'Confirm your email address'),
  appOnly('search', '/search', 'Search'),
  appOnly('compare', '/compare/:kindType', 'Compare'),
  signedIn('wallet', '/me', 'My wallet', 'your wallet'),
  signedIn('alerts', alertsPagePath, 'My alerts', 'your alerts'),
  signedIn('account', '/me/account', 'Account settings', 'your account settings'),
  signedIn(
    'whichCard',
    '/which-card',
    'Which card for this purchase?',
    'which of your cards pays most',
  ),
  admin('newPost', '/blog/new-post', 'Create a new blog post'),
  admin('updatePost', '/blog/update', 'Edit blog post'),
  admin('suggestionsInbox', `${adminPathPrefix}/suggestions`, 'Suggestions'),
  admin('providers', `${adminPathPrefix}/providers`, 'Providers'),
  admin('merchants', `${adminPathPrefix}/merchants`, 'Merchants'),
  admin('needsChecking', `${adminPathPrefix}/needs-checking`, 'Needs checking'),
  admin('outbox', `${adminPathPrefix}/outbox`, 'Outbox'),
  admin('importListings', `${adminPathPrefix}/import`, 'Import listings'),
  admin('history', `${adminPathPrefix}/history`, 'Recently deleted'),
  admin('recordHistory', `${adminPathPrefix}/history/:kind/:id`, 'History'),
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
