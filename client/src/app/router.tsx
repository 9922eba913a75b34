import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/layouts/not-found-page';
import { paths } from '../config/paths';
import {
  adminRoutes,
  CreateNewMenu,
  ListingAdminActions,
  PostAdminActions,
} from '../features/admin';
import { LoginPage } from '../features/auth/pages/login-page';
import { SignupPage } from '../features/auth/pages/signup-page';
import { ComparePage, compareSlots } from '../features/compare';
import { BlogListPage } from '../features/blog/pages/blog-list-page';
import { PostDetailPage } from '../features/blog/pages/post-detail-page';
import { HomePage } from '../features/home/home-page';
import { listingKinds } from '../features/listings/listing-kinds';
import { ListingDetailPage } from '../features/listings/pages/listing-detail-page';
import { ListingListPage } from '../features/listings/pages/listing-list-page';
import { SearchPage } from '../features/search/pages/search-page';
import { SuggestRewardsPage } from '../features/suggest-rewards/suggest-rewards-page';
import { AppLayout } from './app-layout';

/*
 * Features never import each other; they meet here. The admin feature's 'Create New' menu enters
 * the header through AppLayout's `adminMenu`, and its Edit and Delete buttons enter the detail
 * pages through `adminActions`: both are rendered for administrators only.
 */

const listingRoutes: RouteObject[] = listingKinds.flatMap((kind) => [
  {
    path: kind.route,
    element: <ListingListPage key={kind.key} kind={kind} compare={compareSlots} />,
  },
  {
    path: `${kind.route}/:slugOrId`,
    element: (
      <ListingDetailPage
        key={kind.key}
        kind={kind}
        adminActions={ListingAdminActions}
        compare={compareSlots}
      />
    ),
  },
]);

export const routes: RouteObject[] = [
  {
    element: <AppLayout adminMenu={<CreateNewMenu />} />,
    children: [
      { path: paths.home, element: <HomePage /> },
      ...listingRoutes,
      { path: paths.blog, element: <BlogListPage /> },
      { path: paths.postPattern, element: <PostDetailPage adminActions={PostAdminActions} /> },
      { path: paths.login, element: <LoginPage /> },
      // Route matching ignores case, so this also serves /Signup.
      { path: paths.signup, element: <SignupPage /> },
      { path: paths.suggestRewards, element: <SuggestRewardsPage /> },
      { path: paths.comparePattern, element: <ComparePage /> },
      { path: paths.search, element: <SearchPage /> },
      ...adminRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
