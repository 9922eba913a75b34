import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { paths } from '../../config/paths';
import { lazyComponent } from '../../lib/lazy-component';
import { listingKinds } from '../listings/listing-kinds';

// Only this table of routes is in the site frame: the guard, the admin pages and the rich-text
// editor load when someone opens an admin page.
const RequireAdmin = lazyComponent(
  () => import('./components/require-admin').then((module) => module.RequireAdmin),
  <LoadingSpinner />,
);
const ListingEditorPage = lazy(() =>
  import('./pages/listing-editor-page').then((module) => ({ default: module.ListingEditorPage })),
);
const PostEditorPage = lazy(() =>
  import('./pages/post-editor-page').then((module) => ({ default: module.PostEditorPage })),
);

/** The create and edit pages, each keyed so moving between two of them starts a fresh form. */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireAdmin />,
    children: [
      ...listingKinds.flatMap((kind) => [
        {
          path: kind.createRoute,
          element: <ListingEditorPage key={`create-${kind.key}`} kind={kind} mode="create" />,
        },
        {
          path: kind.updateRoute,
          element: <ListingEditorPage key={`update-${kind.key}`} kind={kind} mode="update" />,
        },
      ]),
      { path: paths.newPost, element: <PostEditorPage key="create-post" mode="create" /> },
      { path: paths.updatePost, element: <PostEditorPage key="update-post" mode="update" /> },
    ],
  },
];
