import type { RouteObject } from 'react-router-dom';
import { LoadingSpinner } from '../components/ui/loading-spinner';
import { paths } from '../config/paths';
import { kindUis } from '../lib/listings/kind-uis';

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
const loadImport = () => import('../features/admin/pages/import-page');

/** The create and edit pages, each keyed so moving between two of them starts a fresh form. */
export const adminRoutes: RouteObject[] = [
  {
    // Shown, under the header, while an admin page that the site opens on is loading.
    hydrateFallbackElement: <LoadingSpinner />,
    lazy: () => loadGuard().then((module) => ({ Component: module.RequireAdmin })),
    children: [
      ...kindUis.flatMap((kind) => [
        {
          path: kind.createRoute,
          lazy: () =>
            loadListingEditor().then(({ ListingEditorPage }) => ({
              element: <ListingEditorPage key={`create-${kind.key}`} kind={kind} mode="create" />,
            })),
        },
        {
          path: kind.updateRoute,
          lazy: () =>
            loadListingEditor().then(({ ListingEditorPage }) => ({
              element: <ListingEditorPage key={`update-${kind.key}`} kind={kind} mode="update" />,
            })),
        },
      ]),
      {
        path: paths.newPost,
        lazy: () =>
          loadPostEditor().then(({ PostEditorPage }) => ({
            element: <PostEditorPage key="create-post" mode="create" />,
          })),
      },
      {
        path: paths.updatePost,
        lazy: () =>
          loadPostEditor().then(({ PostEditorPage }) => ({
            element: <PostEditorPage key="update-post" mode="update" />,
          })),
      },
      {
        path: paths.suggestionsInbox,
        lazy: () => loadInbox().then((module) => ({ Component: module.SuggestionsInboxPage })),
      },
      {
        path: paths.providers,
        lazy: () => loadProviders().then((module) => ({ Component: module.ProvidersPage })),
      },
      {
        path: paths.merchants,
        lazy: () => loadMerchants().then((module) => ({ Component: module.MerchantsPage })),
      },
      {
        path: paths.needsChecking,
        lazy: () => loadNeedsChecking().then((module) => ({ Component: module.NeedsCheckingPage })),
      },
      {
        path: paths.outbox,
        lazy: () => loadInbox().then((module) => ({ Component: module.OutboxPage })),
      },
      {
        path: paths.importListings,
        lazy: () => loadImport().then((module) => ({ Component: module.ImportPage })),
      },
      {
        path: paths.history,
        lazy: () =>
          loadRecentlyDeleted().then((module) => ({ Component: module.RecentlyDeletedPage })),
      },
      {
        path: paths.recordHistory,
        lazy: () => loadHistory().then((module) => ({ Component: module.HistoryPage })),
      },
    ],
  },
];
