import { infoPageDescriptions } from './info-page-descriptions.js';
import { infoPages, type InfoPageKey } from './info-pages.js';
import { listingKindByKey } from './listing-kinds.js';
import type { KindPageName, PageName, SitePage } from './pages.js';

/*
 * What the server's first paint writes for each page of the table (`pages.ts`): its h1, title,
 * description and schema.org type. Kept apart from the table so that the client's router, which
 * reads only the addresses, does not carry them in every visitor's script.
 */

/** The home page's description, also that of every page without its own. */
export const siteDescription =
  'Compare credit cards, brokerage accounts, insurance, savings and loans in Singapore by their welcome rewards, and read our finance blog.';

/** How the page's h1 is drawn: the home page's hero, a coloured banner, or a plain heading. */
export type PageLook = 'hero' | 'banner' | 'plain';

export interface PageTexts {
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
  /** The web app manifest of a page that installs as an app. */
  manifest?: string;
}

/** `/which-card` installs as an app (and answers offline): its manifest, a file of the build. */
export const whichCardManifestPath = '/which-card.webmanifest';

const blogDescription =
  'Guides and news on credit cards, investing, insurance and saving in Singapore.';

const signInLine = (what: string) => `Sign in to see ${what}`;
const adminLine = 'Sign in as an administrator to see this page';

/** A calculator: a banner h1 with the line under it, which is also its description. */
function calculator(title: string, heading: string, description: string): PageTexts {
  return { title, heading, description, look: 'banner', subheading: description };
}

const signedIn = (heading: string, what: string): PageTexts => ({
  heading,
  look: 'plain',
  subheading: signInLine(what),
});

const admin = (heading: string): PageTexts => ({ heading, look: 'plain', subheading: adminLine });

/** An app page anyone may open that search engines leave out (sign-in, search...). */
const appOnly = (heading: string): PageTexts => ({ heading, look: 'plain', noIndex: true });

function infoPageTexts(key: InfoPageKey): PageTexts {
  const { title } = infoPages.find((page) => page.key === key)!;
  const description = infoPageDescriptions[key];
  return {
    heading: title,
    look: 'plain',
    subheading: description,
    title,
    description,
    schemaType: key === 'about' ? 'AboutPage' : 'WebPage',
  };
}

/** The texts of the pages that are not a kind's, by their name in the table. */
const fixedPageTexts: Readonly<Record<Exclude<PageName, KindPageName>, PageTexts>> = {
  home: {
    heading: 'One Stop Shop for All the Finance Products and Welcome Rewards in Singapore!',
    subheading: 'Looking for Credit Cards, Brokerage Accounts, Loans? Start here!',
    look: 'hero',
    description: siteDescription,
    schemaType: 'WebSite',
  },
  blog: {
    heading: 'Blog',
    look: 'banner',
    title: 'Blog',
    description: blogDescription,
    subheading: blogDescription,
    schemaType: 'Blog',
  },
  post: { heading: 'Blog post', look: 'plain' },
  merchant: { heading: 'Merchant', look: 'plain' },
  suggestRewards: {
    heading: 'Looking for other rewards?',
    look: 'plain',
    title: 'Suggest Rewards',
    description: 'Tell us about a welcome reward in Singapore that is not listed yet.',
  },
  changes: {
    heading: 'Latest changes',
    look: 'plain',
    title: 'Latest changes',
    description:
      'What the providers changed lately: welcome gifts, fees, rates and caps of the cards, accounts, loans and plans we list.',
    schemaType: 'CollectionPage',
  },
  about: infoPageTexts('about'),
  methodology: infoPageTexts('methodology'),
  advertising: infoPageTexts('advertising'),
  privacy: infoPageTexts('privacy'),
  terms: infoPageTexts('terms'),
  cardFinder: calculator(
    'Credit Card Finder',
    'Card Finder',
    'Which credit card pays you the most for how you spend: every card ranked by its value in S$ in year one.',
  ),
  savingsCalculator: calculator(
    'Savings Calculator',
    'Savings Calculator',
    'What each savings account pays you in a year for your balance and what you do with the account each month.',
  ),
  cash: calculator(
    'Where to park my cash',
    'Where to park my cash',
    'Savings accounts, fixed deposits, T-bills and Savings Bonds ranked by the interest they pay on your amount over your horizon.',
  ),
  governmentSecurities: calculator(
    'T-bills and Savings Bonds',
    'T-bills and Savings Bonds',
    'The latest cut-off yields of Singapore T-bills, the Savings Bond rates, and the next auction and application window, as MAS publishes them.',
  ),
  pointsCurrencies: calculator(
    'Points currencies compared',
    'Points currencies',
    'What each bank’s points convert to, the smallest conversion and its fee, how long points last and whether a bank’s cards pool them.',
  ),
  loanCalculator: calculator(
    'Loan Calculator',
    'Loan Calculator',
    'Every loan that fits your amount and tenure, ranked by what it costs in all: interest plus fees.',
  ),
  investmentCalculator: calculator(
    'Investment Calculator',
    'Brokerage Cost Calculator',
    'What each broker charges you in a year for how often you trade, how many shares and at what price.',
  ),
  insuranceCalculator: calculator(
    'Insurance Premium Calculator',
    'Insurance Premium Calculator',
    'What each plan charges you a year for your age and the cover you want, and what each S$1,000 of cover costs.',
  ),
  depositCalculator: calculator(
    'Fixed Deposit Calculator',
    'Fixed Deposit Calculator',
    'What each fixed deposit pays at maturity for your amount and tenure.',
  ),
  login: appOnly('Sign In'),
  signup: appOnly('Sign Up'),
  forgotPassword: appOnly('Forgot password'),
  resetPassword: appOnly('Choose a new password'),
  confirmEmail: appOnly('Confirm your email address'),
  digestUnsubscribe: appOnly('Weekly digest'),
  search: appOnly('Search'),
  compare: appOnly('Compare'),
  wallet: signedIn('My wallet', 'your wallet'),
  alerts: signedIn('My alerts', 'your alerts'),
  account: signedIn('Account settings', 'your account settings'),
  applications: signedIn('My applications', 'your applications'),
  whichCard: {
    ...signedIn('Which card for this purchase?', 'which of your cards pays most'),
    manifest: whichCardManifestPath,
  },
  newPost: admin('Create a new blog post'),
  updatePost: admin('Edit blog post'),
  suggestionsInbox: admin('Suggestions'),
  providers: admin('Providers'),
  merchants: admin('Merchants'),
  merchantReports: admin('Merchant code reports'),
  governmentSecuritiesAdmin: admin('T-bills and Savings Bonds'),
  needsChecking: admin('Needs checking'),
  outbox: admin('Outbox'),
  importListings: admin('Import listings'),
  history: admin('Recently deleted'),
  recordHistory: admin('History'),
};

/** A kind's pages take their texts from the kind's row of the listing kinds table. */
function kindPageTexts(name: KindPageName, page: SitePage): PageTexts {
  const kind = listingKindByKey(page.kind!);
  const { title, heading, description } = kind.listPage;
  switch (name) {
    case 'listingList':
      return {
        heading,
        look: 'banner',
        subheading: description,
        title,
        description,
        schemaType: 'CollectionPage',
      };
    case 'listingDetail':
      return { heading: title, look: 'plain' };
    case 'listingCreate':
      return admin(`Create ${kind.noun}`);
    case 'listingUpdate':
      return admin(`Edit ${kind.noun}`);
  }
}

const isKindPageName = (name: PageName): name is KindPageName => name.startsWith('listing');

/** The texts of a page of the table. */
export function pageTexts(page: SitePage): PageTexts {
  return isKindPageName(page.name) ? kindPageTexts(page.name, page) : fixedPageTexts[page.name];
}
