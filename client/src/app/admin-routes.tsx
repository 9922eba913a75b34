import { isAdminPage, sitePages } from '@sg-finance/contract';
import type { RouteObject } from 'react-router-dom';
import { LoadingSpinner } from '../components/ui/loading-spinner';

/*
 * Only the addresses of the admin pages are in the site frame. The guard, the pages, their thunks,
 * API calls and store slice, and the rich-text editor load when someone opens an admin page.
 */
const adminSide = () => import('../features/admin');

/** The administrator's pages behind their guard. */
export const adminRoutes: RouteObject = {
  // Shown, under the header, while an admin page that the site opens on is loading.
  hydrateFallbackElement: <LoadingSpinner />,
  lazy: () => adminSide().then((module) => ({ Component: module.RequireAdmin })),
  children: sitePages.filter(isAdminPage).map((page) => ({
    path: page.path,
    lazy: () => adminSide().then((module) => module.adminPageRoute(page)),
  })),
};
