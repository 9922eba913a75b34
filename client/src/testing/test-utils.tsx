import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { preloadPages, routes } from '../app/router';
import { setupStore, type RootState } from '../app/store';

// Pages load on demand in the browser; here they are loaded once, so a test sees them at once.
await preloadPages();

interface RenderOptions {
  preloadedState?: Partial<RootState>;
}

/** Renders the real store and routes at `url`, as a visitor opening that address would see them. */
export function renderApp(url = '/', { preloadedState }: RenderOptions = {}) {
  return renderRoutes(routes, url, { preloadedState });
}

/** Renders one element at `path` (with a `*` fallback) inside the real store. */
export function renderRoute(
  element: ReactElement,
  { path = '/', url = path, preloadedState }: RenderOptions & { path?: string; url?: string } = {},
) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    url,
    { preloadedState },
  );
}

function renderRoutes(routeObjects: RouteObject[], url: string, { preloadedState }: RenderOptions) {
  const store = setupStore(preloadedState);
  const router = createMemoryRouter(routeObjects, { initialEntries: [url] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...view };
}
