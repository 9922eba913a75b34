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
  /** The administrator's pages that are not a listing kind's: the post editor, the inbox, the listings that need checking. */
  adminRoutes: ['/blog/new-post', '/blog/update', '/admin/suggestions', '/admin/needs-checking'],
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
  suggestRewards: {
    title: 'Suggest Rewards',
    description: 'Tell us about a welcome reward in Singapore that is not listed yet.',
  },
} as const;

/** Each kind's list page: its menu label and the sub-line of its banner, by kind key. */
export const listPageTexts = {
  card: {
    title: 'Credit Cards',
    description: 'Cashback, miles and gifts for new cardholders in Singapore.',
  },
  investment: {
    title: 'Investments',
    description: 'Free trades, cash credits and shares when you open an account.',
  },
  insurance: {
    title: 'Insurances',
    description: 'Protect yourself and your family, and collect a welcome gift.',
  },
  loan: {
    title: 'Loans',
    description: 'Compare interest, fees and cash rewards before you borrow.',
  },
  saving: {
    title: 'Savings',
    description: 'Grow your money with bonus interest and new-customer offers.',
  },
} as const;

/**
 * Client pages that exist without a record and are not for search engines (sign-in, search,
 * comparisons, the administrator's forms are added from the kinds table), and the calculators,
 * which are public. Matched without regard to case, like the client's routes.
 */
export const appOnlyPages = ['/login', '/signup', '/search'] as const;
export const appOnlyPrefixes = ['/compare/'] as const;
export const calculatorPages = [
  { path: '/cards/finder', title: 'Credit Card Finder' },
  { path: '/savings/calculator', title: 'Savings Calculator' },
  { path: '/loans/calculator', title: 'Loan Calculator' },
  { path: '/investments/calculator', title: 'Investment Calculator' },
  { path: '/insurances/calculator', title: 'Insurance Premium Calculator' },
] as const;
