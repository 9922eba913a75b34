/**
 * The visitor's pages that are not built from the listing kinds table, as the client routes
 * them, and the administrator's other pages. The pages about the site (About, How we rank and
 * calculate, Advertising disclosure, Privacy, Terms of use) are the contract's `infoPages`: their
 * paths, titles and descriptions are the client's too.
 */
export const sitePages = {
  home: '/',
  blog: '/blog',
  postPrefix: '/posts/',
  suggestRewards: '/suggest-rewards',
  /** The latest changes of the catalogue, which `/feeds/changes.xml` follows. */
  changes: '/changes',
  /**
   * The administrator's pages that are not a listing kind's: the post editor, the inbox, the
   * listings that need checking, the providers.
   */
  adminRoutes: [
    '/blog/new-post',
    '/blog/update',
    '/admin/suggestions',
    '/admin/needs-checking',
    '/admin/providers',
    '/admin/outbox',
  ],
} as const;

export const siteName = 'SG Finance Rewards';

/** The home page's description, also that of every page without its own. */
export const siteDescription =
  'Compare credit cards, brokerage accounts, insurance, savings and loans in Singapore by their welcome rewards, and read our finance blog.';

/** Titles and descriptions of the pages that are not a record, as the client shows them. */
export const pageTexts = {
  blog: {
    title: 'Blog',
    description: 'Guides and news on credit cards, investing, insurance and saving in Singapore.',
  },
  changes: {
    title: 'Latest changes',
    description:
      'What the banks changed lately: welcome gifts, fees, rates and caps of the cards, accounts, loans and plans we list.',
  },
  suggestRewards: {
    title: 'Suggest Rewards',
    heading: 'Looking for other rewards?',
    description: 'Tell us about a welcome reward in Singapore that is not listed yet.',
  },
} as const;

/** Each kind's list page: its menu label, its banner's h1 and sub-line, by kind key. */
export const listPageTexts = {
  card: {
    title: 'Credit Cards',
    heading: 'Credit Cards with the Best Welcome Rewards',
    description: 'Cashback, miles and gifts for new cardholders in Singapore.',
  },
  investment: {
    title: 'Investments',
    heading: 'Brokerage Accounts and Investment Welcome Offers',
    description: 'Free trades, cash credits and shares when you open an account.',
  },
  insurance: {
    title: 'Insurances',
    heading: 'Insurance Plans with Sign-up Rewards',
    description: 'Protect yourself and your family, and collect a welcome gift.',
  },
  loan: {
    title: 'Loans',
    heading: 'Personal Loans with Low Rates and Welcome Rewards',
    description: 'Compare interest, fees and cash rewards before you borrow.',
  },
  saving: {
    title: 'Savings',
    heading: 'Savings Accounts with the Best Interest and Welcome Rewards',
    description: 'Grow your money with bonus interest and new-customer offers.',
  },
} as const;

/** The home page's h1 and the line under it (the spec's). */
export const homeHeading = {
  text: 'One Stop Shop for All the Finance Products and Welcome Rewards in Singapore!',
  subheading: 'Looking for Credit Cards, Brokerage Accounts, Loans? Start here!',
} as const;

/** The kinds in the order of the app's menu, which the HTML's header repeats. */
export const menuKindOrder = ['card', 'investment', 'insurance', 'saving', 'loan'] as const;

/**
 * Client pages that exist without a record and are not for search engines (sign-in, search,
 * comparisons, the administrator's forms are added from the kinds table), and the calculators,
 * which are public. Matched without regard to case, like the client's routes.
 */
export const appOnlyPages = [
  '/login',
  '/signup',
  '/search',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/me/account',
] as const;
/** The h1 of those pages, by path. */
export const appOnlyHeadings: Readonly<Record<string, string>> = {
  '/login': 'Sign In',
  '/signup': 'Sign Up',
  '/search': 'Search',
  '/forgot-password': 'Forgot password',
  '/reset-password': 'Choose a new password',
  '/confirm-email': 'Confirm your email address',
  '/me/account': 'Account settings',
};
export const appOnlyPrefixes = ['/compare/'] as const;
export const calculatorPages = [
  { path: '/cards/finder', title: 'Credit Card Finder', heading: 'Card Finder' },
  { path: '/savings/calculator', title: 'Savings Calculator', heading: 'Savings Calculator' },
  { path: '/loans/calculator', title: 'Loan Calculator', heading: 'Loan Calculator' },
  {
    path: '/investments/calculator',
    title: 'Investment Calculator',
    heading: 'Brokerage Cost Calculator',
  },
  {
    path: '/insurances/calculator',
    title: 'Insurance Premium Calculator',
    heading: 'Insurance Premium Calculator',
  },
] as const;
