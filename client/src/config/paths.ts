import { fillPath, pagePath } from '@sg-finance/contract';

/**
 * Addresses of the pages that are not built from the listing kinds table, read from the
 * contract's table of pages (`sitePages`), which the router mounts and the server's first paint
 * answers.
 */
export const paths = {
  home: pagePath('home'),
  login: pagePath('login'),
  signup: pagePath('signup'),
  forgotPassword: pagePath('forgotPassword'),
  resetPassword: pagePath('resetPassword'),
  /** Where the link mailed to a new or changed address leads. */
  confirmEmail: pagePath('confirmEmail'),
  account: pagePath('account'),
  /** The signed-in user's wallet and profile. */
  wallet: pagePath('wallet'),
  /** The signed-in user's alerts about the products they watch or hold. */
  alerts: pagePath('alerts'),
  /** The signed-in user's applications tracker. */
  applications: pagePath('applications'),
  whichCard: pagePath('whichCard'),
  blog: pagePath('blog'),
  post: (slugOrId: string) => fillPath(pagePath('post'), { slugOrId }),
  newPost: pagePath('newPost'),
  updatePost: pagePath('updatePost'),
  suggestRewards: pagePath('suggestRewards'),
  suggestionsInbox: pagePath('suggestionsInbox'),
  providers: pagePath('providers'),
  merchants: pagePath('merchants'),
  /** A merchant's public page: its code and the reports behind it. */
  merchant: (slugOrId: string) => fillPath(pagePath('merchant'), { slugOrId }),
  merchantReports: pagePath('merchantReports'),
  governmentSecuritiesAdmin: pagePath('governmentSecuritiesAdmin'),
  needsChecking: pagePath('needsChecking'),
  importListings: pagePath('importListings'),
  outbox: pagePath('outbox'),
  /** The latest deletes; a record's history is under it: `/admin/history/<kind>/<id>`. */
  history: pagePath('history'),
  search: pagePath('search'),
  /** The latest changes of the catalogue; `?kind=card&provider=DBS&page=2` (or the former `bank=`) filters them. */
  changes: pagePath('changes'),
  /** `kindType` is the kind's name in URLs, e.g. `creditcards`. */
  compare: (kindType: string, slugs: readonly string[]) =>
    `${fillPath(pagePath('compare'), { kindType })}?items=${slugs.map(encodeURIComponent).join(',')}`,
  cardFinder: pagePath('cardFinder'),
  /** Singapore's points currencies side by side, valued at the visitor's mile. */
  pointsCurrencies: pagePath('pointsCurrencies'),
  savingsCalculator: pagePath('savingsCalculator'),
  depositCalculator: pagePath('depositCalculator'),
  loanCalculator: pagePath('loanCalculator'),
  investmentCalculator: pagePath('investmentCalculator'),
  insuranceCalculator: pagePath('insuranceCalculator'),
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
  deposit: {
    path: paths.depositCalculator,
    invitation: 'Work out your interest at maturity with the fixed deposit calculator',
    forProduct: 'Work out its interest in the fixed deposit calculator',
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
