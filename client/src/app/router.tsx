import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { MainLayout } from '../components/layouts/main-layout';
import { NotFoundPage } from '../components/layouts/not-found-page';
import { paths } from '../config/paths';
import { HomePage } from '../features/home/home-page';

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
