import { isAdminPage, sitePages, type AdminPage, type AdminPageName } from '@sg-finance/contract';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { LoadingSpinner } from '../components/ui/loading-spinner';
import { kindUiByKey } from '../lib/listings/kind-uis';

/*
 * Only the addresses of the admin pages are in the site frame. The guard, the pages, their thunks,
 * API calls and store slice, and the rich-text editor load when someone opens an admin page.
 */
const loadGuard = () => import('../features/admin/components/require-admin');
const loadListingEditor = () => import('../features/admin/pages/listing-editor-page');
const loadPostEditor = () => import('../features/admin/pages/post-editor-page');
const loadInbox = () => import('../features/admin/pages/inbox-pages');
const loadProviders = () => import('../features/admin/pages/providers-page');
const loadMerchants = () => import('../features/admin/pages/merchants-page');
const loadNeedsChecking = () => import('../features/admin/pages/needs-checking-page');
const loadHistory = () => import('../features/admin/pages/history-page');
const loadRecentlyDeleted = () => import('../features/admin/pages/recently-deleted-page');
const loadGovernmentSecurities = () =>
  import('../features/admin/pages/government-securities-admin-page');
const loadImport = () => import('../features/admin/pages/import-page');

type AdminLazy = LazyRouteFunction<RouteObject>;
const component =
  <Module,>(load: () => Promise<Module>, pick: (module: Module) => RouteObject['Component']) =>
  (): AdminLazy =>
  () =>
    load().then((module) => ({ Component: pick(module) }));

/**
 * Each administrator's page of the table, by its name: the create and edit pages each keyed, so
 * moving between two of them starts a fresh form.
 */
const adminPageLoads: Record<AdminPageName, (page: AdminPage) => AdminLazy> = {
  listingCreate: (page) => () =>
    loadListingEditor().then(({ ListingEditorPage }) => ({
      element: (
        <ListingEditorPage
          key={`create-${page.kind}`}
          kind={kindUiByKey(page.kind!)}
          mode="create"
        />
      ),
    })),
  listingUpdate: (page) => () =>
    loadListingEditor().then(({ ListingEditorPage }) => ({
      element: (
        <ListingEditorPage
          key={`update-${page.kind}`}
          kind={kindUiByKey(page.kind!)}
          mode="update"
        />
      ),
    })),
  newPost: () => () =>
    loadPostEditor().then(({ PostEditorPage }) => ({
      element: <PostEditorPage key="create-post" mode="create" />,
    })),
  updatePost: () => () =>
    loadPostEditor().then(({ PostEditorPage }) => ({
      element: <PostEditorPage key="update-post" mode="update" />,
    })),
  suggestionsInbox: component(loadInbox, (module) => module.SuggestionsInboxPage),
  providers: component(loadProviders, (module) => module.ProvidersPage),
  merchants: component(loadMerchants, (module) => module.MerchantsPage),
  needsChecking: component(loadNeedsChecking, (module) => module.NeedsCheckingPage),
  outbox: component(loadInbox, (module) => module.OutboxPage),
  importListings: component(loadImport, (module) => module.ImportPage),
  governmentSecuritiesAdmin: component(
    loadGovernmentSecurities,
    (module) => module.GovernmentSecuritiesAdminPage,
  ),
  history: component(loadRecentlyDeleted, (module) => module.RecentlyDeletedPage),
  recordHistory: component(loadHistory, (module) => module.HistoryPage),
};

/** The administrator's pages behind their guard. */
export const adminRoutes: RouteObject = {
  // Shown, under the header, while an admin page that the site opens on is loading.
  hydrateFallbackElement: <LoadingSpinner />,
  lazy: () => loadGuard().then((module) => ({ Component: module.RequireAdmin })),
  children: sitePages
    .filter(isAdminPage)
    .map((page) => ({ path: page.path, lazy: adminPageLoads[page.name](page) })),
};
