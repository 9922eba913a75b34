import type { AdminPage, AdminPageName } from '@sg-finance/contract';
import type { RouteObject } from 'react-router-dom';
import { kindUiByKey } from '../../../lib/listings/kind-uis';

/*
 * Each administrator's page of the contract's table, by its name. This module is itself fetched
 * only when someone opens an admin page, and each page's code only when that page is opened.
 */
const loadListingEditor = () => import('../pages/listing-editor-page');
const loadPostEditor = () => import('../pages/post-editor-page');
const loadInbox = () => import('../pages/inbox-pages');

/** What a lazy route resolves to: the page's component, or its element with its props. */
type AdminRoute = Pick<RouteObject, 'Component' | 'element'>;

const component =
  <Module,>(load: () => Promise<Module>, pick: (module: Module) => RouteObject['Component']) =>
  (): Promise<AdminRoute> =>
    load().then((module) => ({ Component: pick(module) }));

/** The create and edit pages are each keyed, so moving between two of them starts a fresh form. */
const adminPageRoutes: Record<AdminPageName, (page: AdminPage) => Promise<AdminRoute>> = {
  listingCreate: (page) =>
    loadListingEditor().then(({ ListingEditorPage }) => ({
      element: (
        <ListingEditorPage
          key={`create-${page.kind}`}
          kind={kindUiByKey(page.kind!)}
          mode="create"
        />
      ),
    })),
  listingUpdate: (page) =>
    loadListingEditor().then(({ ListingEditorPage }) => ({
      element: (
        <ListingEditorPage
          key={`update-${page.kind}`}
          kind={kindUiByKey(page.kind!)}
          mode="update"
        />
      ),
    })),
  newPost: () =>
    loadPostEditor().then(({ PostEditorPage }) => ({
      element: <PostEditorPage key="create-post" mode="create" />,
    })),
  updatePost: () =>
    loadPostEditor().then(({ PostEditorPage }) => ({
      element: <PostEditorPage key="update-post" mode="update" />,
    })),
  suggestionsInbox: component(loadInbox, (module) => module.SuggestionsInboxPage),
  providers: component(
    () => import('../pages/providers-page'),
    (module) => module.ProvidersPage,
  ),
  merchants: component(
    () => import('../pages/merchants-page'),
    (module) => module.MerchantsPage,
  ),
  merchantReports: component(
    () => import('../pages/merchant-reports-page'),
    (module) => module.MerchantReportsPage,
  ),
  needsChecking: component(
    () => import('../pages/needs-checking-page'),
    (module) => module.NeedsCheckingPage,
  ),
  outbox: component(loadInbox, (module) => module.OutboxPage),
  importListings: component(
    () => import('../pages/import-page'),
    (module) => module.ImportPage,
  ),
  governmentSecuritiesAdmin: component(
    () => import('../pages/government-securities-admin-page'),
    (module) => module.GovernmentSecuritiesAdminPage,
  ),
  history: component(
    () => import('../pages/recently-deleted-page'),
    (module) => module.RecentlyDeletedPage,
  ),
  recordHistory: component(
    () => import('../pages/history-page'),
    (module) => module.HistoryPage,
  ),
};

/** The route of one administrator's page: its component, fetched on demand. */
export const adminPageRoute = (page: AdminPage): Promise<AdminRoute> =>
  adminPageRoutes[page.name](page);
