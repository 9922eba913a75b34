import {
  isAdminPage,
  sitePages,
  type InfoPageKey,
  type VisitorPage,
  type VisitorPageName,
} from '@sg-finance/contract';
import { isValidElement, type FunctionComponent, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/layouts/not-found-page';
import { PageError } from '../components/layouts/page-error';
import { LoadingSpinner } from '../components/ui/loading-spinner';
import { compareSlots } from '../features/compare';
import { BlogListPage } from '../features/blog/pages/blog-list-page';
import {
  PostDetailPage,
  type PostAdminActionsProps,
} from '../features/blog/pages/post-detail-page';
import { HomePage } from '../features/home/home-page';
import {
  ListingDetailPage,
  type ListingAdminActionsProps,
} from '../features/listings/pages/listing-detail-page';
import { ListingListPage } from '../features/listings/pages/listing-list-page';
import { kindUiByKey } from '../lib/listings/kind-uis';
import { lazyComponent } from '../lib/lazy-component';
import { adminRoutes } from './admin-routes';
import { AppLayout } from './app-layout';

/*
 * Features never import each other; they meet here. The admin feature's 'Create New' menu enters
 * the header through AppLayout's `adminMenu`, and its Edit and Delete buttons enter the detail
 * pages through `adminActions`: both are rendered for administrators only.
 *
 * The small pages a visitor lands on most (home, the lists, the details, the blog, a post) are part
 * of the frame, so they render as soon as it runs, with no second round trip before their API call.
 * Every other page is its own chunk, fetched when first shown, and the admin feature's parts are
 * fetched only when an administrator sees one (only the addresses of its pages are in the frame):
 * a visitor never downloads any of its code.
 *
 * Every page is a row of the contract's table of pages (`sitePages`), which the server's first
 * paint answers too: here each row's name gets its element. Each group of pages (anyone's, a
 * signed-in user's, the administrator's) has its own error boundary, so a page that fails to
 * render shows a message and the way back between the header and the footer.
 */

const page = <Props extends object>(load: () => Promise<FunctionComponent<Props>>) =>
  lazyComponent(load, <LoadingSpinner />);
const adminPart = <Props extends object>(load: () => Promise<FunctionComponent<Props>>) =>
  lazyComponent(load, null);

const authPages = () => import('../features/auth/pages/auth-pages');
const LoginPage = page(() => authPages().then((m) => m.LoginPage));
const SignupPage = page(() => authPages().then((m) => m.SignupPage));
const ForgotPasswordPage = page(() => authPages().then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = page(() => authPages().then((m) => m.ResetPasswordPage));
const ConfirmEmailPage = page(() => authPages().then((m) => m.ConfirmEmailPage));
const AccountPage = page(() => authPages().then((m) => m.AccountPage));
const WalletPage = page(() =>
  import('../features/wallet/pages/wallet-page').then((m) => m.WalletPage),
);
const AlertsPage = page(() =>
  import('../features/alerts/pages/alerts-page').then((m) => m.AlertsPage),
);
// Fetched only for signed-in users: a visitor sees a sign-in link in its place.
const WatchButton = lazyComponent(
  () => import('../features/alerts/components/watch-button').then((m) => m.WatchButton),
  null,
);
const SecurityWatchButton = lazyComponent(
  () =>
    import('../features/alerts/components/security-watch-button').then(
      (m) => m.SecurityWatchButton,
    ),
  null,
);
const ApplicationsPage = page(() =>
  import('../features/applications/pages/applications-page').then((m) => m.ApplicationsPage),
);
const DigestUnsubscribePage = page(() =>
  import('../features/applications/pages/digest-unsubscribe-page').then(
    (m) => m.DigestUnsubscribePage,
  ),
);
// Fetched only for signed-in users, like the watch button.
const ApplyButton = lazyComponent(
  () => import('../features/applications/components/apply-button').then((m) => m.ApplyButton),
  null,
);
const WhichCardPage = page(() =>
  import('../features/wallet/pages/which-card-page').then((m) => m.WhichCardPage),
);
const MerchantPage = page(() =>
  import('../features/merchants/pages/merchant-page').then((m) => m.MerchantPage),
);
const SuggestRewardsPage = page(() =>
  import('../features/suggest-rewards/suggest-rewards-page').then((m) => m.SuggestRewardsPage),
);

const ComparePage = page(() =>
  import('../features/compare/pages/compare-page').then((m) => m.ComparePage),
);
const SearchPage = page(() =>
  import('../features/search/pages/search-page').then((m) => m.SearchPage),
);
const ChangesPage = page(() =>
  import('../features/changes/pages/changes-page').then((m) => m.ChangesPage),
);
// Fetched only for signed-in users: whether they would get a product's welcome gift.
const WelcomeOfferVerdict = lazyComponent(
  () =>
    import('../features/wallet/components/welcome-offer-verdict').then(
      (m) => m.WelcomeOfferVerdict,
    ),
  null,
);
// Far down a product's page: its code and data are fetched once the visitor scrolls near it.
const ListingHistory = lazyComponent(
  () => import('../features/changes/components/listing-history').then((m) => m.ListingHistory),
  null,
);

const CardFinderPage = page(() =>
  import('../features/calculators/pages/card-finder-page').then((m) => m.CardFinderPage),
);
const SavingsCalculatorPage = page(() =>
  import('../features/calculators/pages/savings-calculator-page').then(
    (m) => m.SavingsCalculatorPage,
  ),
);
const CashPage = page(() =>
  import('../features/calculators/pages/cash-page').then((m) => m.CashPage),
);
const GovernmentSecuritiesPage = page(() =>
  import('../features/calculators/pages/government-securities-page').then(
    (m) => m.GovernmentSecuritiesPage,
  ),
);
const PointsCurrenciesPage = page(() =>
  import('../features/calculators/pages/points-currencies-page').then(
    (m) => m.PointsCurrenciesPage,
  ),
);
const DepositCalculatorPage = page(() =>
  import('../features/calculators/pages/deposit-calculator-page').then(
    (m) => m.DepositCalculatorPage,
  ),
);
const LoanCalculatorPage = page(() =>
  import('../features/calculators/pages/loan-calculator-page').then((m) => m.LoanCalculatorPage),
);
const InvestmentCalculatorPage = page(() =>
  import('../features/calculators/pages/investment-calculator-page').then(
    (m) => m.InvestmentCalculatorPage,
  ),
);

const AboutPage = page(() =>
  import('../features/site-info/pages/about-page').then((m) => m.AboutPage),
);
const MethodologyPage = page(() =>
  import('../features/site-info/pages/methodology-page').then((m) => m.MethodologyPage),
);
const AdvertisingDisclosurePage = page(() =>
  import('../features/site-info/pages/advertising-disclosure-page').then(
    (m) => m.AdvertisingDisclosurePage,
  ),
);
const PrivacyPage = page(() =>
  import('../features/site-info/pages/privacy-page').then((m) => m.PrivacyPage),
);
const TermsOfUsePage = page(() =>
  import('../features/site-info/pages/terms-of-use-page').then((m) => m.TermsOfUsePage),
);
const infoPageElements: Record<InfoPageKey, () => ReactNode> = {
  about: () => <AboutPage />,
  methodology: () => <MethodologyPage />,
  advertising: () => <AdvertisingDisclosurePage />,
  privacy: () => <PrivacyPage />,
  terms: () => <TermsOfUsePage />,
};

const InsuranceCalculatorPage = page(() =>
  import('../features/calculators/pages/insurance-calculator-page').then(
    (m) => m.InsuranceCalculatorPage,
  ),
);

const AdminMenus = adminPart(() => import('../features/admin').then((m) => m.AdminMenus));
const ListingAdminActions = adminPart<ListingAdminActionsProps>(() =>
  import('../features/admin').then((m) => m.ListingAdminActions),
);
const PostAdminActions = adminPart<PostAdminActionsProps>(() =>
  import('../features/admin').then((m) => m.PostAdminActions),
);

const kindOf = (page: VisitorPage) => kindUiByKey(page.kind!);

/** Each visitor page's element, by its name in the table. */
const visitorElements: Record<VisitorPageName, (page: VisitorPage) => ReactNode> = {
  home: () => <HomePage />,
  listingList: (page) => (
    <ListingListPage key={page.kind} kind={kindOf(page)} compare={compareSlots} />
  ),
  listingDetail: (page) => (
    <ListingDetailPage
      key={page.kind}
      kind={kindOf(page)}
      adminActions={ListingAdminActions}
      compare={compareSlots}
      history={ListingHistory}
      watch={WatchButton}
      apply={ApplyButton}
      welcome={WelcomeOfferVerdict}
    />
  ),
  blog: () => <BlogListPage />,
  post: () => <PostDetailPage adminActions={PostAdminActions} />,
  login: () => <LoginPage />,
  // Route matching ignores case, so this also serves /Signup.
  signup: () => <SignupPage />,
  forgotPassword: () => <ForgotPasswordPage />,
  resetPassword: () => <ResetPasswordPage />,
  confirmEmail: () => <ConfirmEmailPage />,
  account: () => <AccountPage />,
  wallet: () => <WalletPage />,
  alerts: () => <AlertsPage />,
  applications: () => <ApplicationsPage />,
  digestUnsubscribe: () => <DigestUnsubscribePage />,
  whichCard: () => <WhichCardPage />,
  merchant: () => <MerchantPage />,
  suggestRewards: () => <SuggestRewardsPage />,
  compare: () => <ComparePage />,
  search: () => <SearchPage />,
  changes: () => <ChangesPage />,
  // More specific than the detail pages' `${route}/:slugOrId`, so these win.
  cardFinder: () => <CardFinderPage />,
  savingsCalculator: () => <SavingsCalculatorPage />,
  depositCalculator: () => <DepositCalculatorPage />,
  loanCalculator: () => <LoanCalculatorPage />,
  cash: () => <CashPage />,
  governmentSecurities: () => <GovernmentSecuritiesPage watch={SecurityWatchButton} />,
  pointsCurrencies: () => <PointsCurrenciesPage />,
  investmentCalculator: () => <InvestmentCalculatorPage />,
  insuranceCalculator: () => <InsuranceCalculatorPage />,
  ...infoPageElements,
};

const visitorRoutes = (audience: VisitorPage['audience']): RouteObject[] =>
  sitePages
    .filter((page): page is VisitorPage => !isAdminPage(page) && page.audience === audience)
    .map((page) => ({ path: page.path, element: visitorElements[page.name](page) }));

/** A group of pages with its error boundary, inside the site frame. */
export const pageGroup = (group: RouteObject): RouteObject => ({
  ...group,
  errorElement: <PageError />,
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout adminMenu={<AdminMenus />} />,
    // The last resort, should the frame itself fail: the message without the header and footer.
    errorElement: <PageError />,
    children: [
      pageGroup({ children: visitorRoutes('anyone') }),
      pageGroup({ children: visitorRoutes('signedIn') }),
      pageGroup(adminRoutes),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Fetches the code of every lazy visitor page ahead, so they then render without a fallback. */
export function preloadPages(): Promise<unknown> {
  const pages = [
    LoginPage,
    SignupPage,
    SuggestRewardsPage,
    MerchantPage,
    ComparePage,
    SearchPage,
    ChangesPage,
    CardFinderPage,
    SavingsCalculatorPage,
    DepositCalculatorPage,
    LoanCalculatorPage,
    CashPage,
    GovernmentSecuritiesPage,
    InvestmentCalculatorPage,
    InsuranceCalculatorPage,
    AboutPage,
    MethodologyPage,
    AdvertisingDisclosurePage,
    PrivacyPage,
    TermsOfUsePage,
  ];
  return Promise.all(pages.map((page) => page.preload()));
}

/**
 * Fetches the code of the page at `pathname` when it is a lazy one, so the first render draws the
 * page itself, not its loading spinner, over the frame the server sent.
 */
export function preloadPageAt(pathname: string): Promise<unknown> {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const page = isValidElement(element) ? element.type : undefined;
  return typeof page === 'function' && 'preload' in page && typeof page.preload === 'function'
    ? (page.preload as () => Promise<unknown>)()
    : Promise.resolve();
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
