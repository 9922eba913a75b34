import { alertsPagePath } from '@sg-finance/contract';

/** Routes of the pages that are not built from the listing kinds table. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where the link mailed to a new or changed address leads. */
  confirmEmail: '/confirm-email',
  account: '/me/account',
  /** The signed-in user's wallet and profile. */
  wallet: '/me',
  /** The signed-in user's alerts about the products they watch or hold. */
  alerts: alertsPagePath,
  whichCard: '/which-card',
  blog: '/blog',
  post: (slugOrId: string) => `/posts/${encodeURIComponent(slugOrId)}`,
  postPattern: '/posts/:slugOrId',
  newPost: '/blog/new-post',
  updatePost: '/blog/update',
  suggestRewards: '/suggest-rewards',
  suggestionsInbox: '/admin/suggestions',
  providers: '/admin/providers',
  merchants: '/admin/merchants',
  needsChecking: '/admin/needs-checking',
  importListings: '/admin/import',
  outbox: '/admin/outbox',
  /** The latest deletes; a record's history is under it: `/admin/history/<kind>/<id>`. */
  history: '/admin/history',
  recordHistory: '/admin/history/:kind/:id',
  search: '/search',
  /** The latest changes of the catalogue; `?kind=card&bank=DBS&page=2` filters them. */
  changes: '/changes',
  /** `kindType` is the kind's name in URLs, e.g. `creditcards`. */
  compare: (kindType: string, slugs: readonly string[]) =>
    `/compare/${kindType}?items=${slugs.map(encodeURIComponent).join(',')}`,
  comparePattern: '/compare/:kindType',
  cardFinder: '/cards/finder',
  savingsCalculator: '/savings/calculator',
  loanCalculator: '/loans/calculator',
  investmentCalculator: '/investments/calculator',
  insuranceCalculator: '/insurances/calculator',
} as const;

/**
 * Each kind's calculator: its list page links to it (`invitation`), and a product's page links to
 * it with the product highlighted (`forProduct`).
 */
export const calculators: Partial<
  Record<string, { path: string; invitation: string; forProduct: string }>
> = {
  card: {
    path: paths.cardFinder,
    invitation: 'Which card pays you the most? Try the card finder',
    forProduct: 'See what this card pays you in the card finder',
  },
  saving: {
    path: paths.savingsCalculator,
    invitation: 'Work out your interest with the savings calculator',
    forProduct: 'Work out your interest in the savings calculator',
  },
  loan: {
    path: paths.loanCalculator,
    invitation: 'Compare what each loan costs with the loan calculator',
    forProduct: 'Compare its cost in the loan calculator',
  },
  investment: {
    path: paths.investmentCalculator,
    invitation: 'Work out your yearly cost with the brokerage calculator',
    forProduct: 'Work out your yearly cost in the brokerage calculator',
  },
  insurance: {
    path: paths.insuranceCalculator,
    invitation: 'Find the premium for your age with the insurance calculator',
    forProduct: 'See its premium for your age in the insurance calculator',
  },
};

/** A calculator's address with one product highlighted. */
export const highlightedIn = (path: string, slug: string) =>
  `${path}?highlight=${encodeURIComponent(slug)}`;
