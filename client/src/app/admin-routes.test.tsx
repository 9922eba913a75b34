import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths';
import { AdminMenus } from '../features/admin/components/admin-menus';
import { readerUser, signIn } from '../features/admin/testing/fixtures';
import { kindUis } from '../lib/listings/kind-uis';
import { adminRoutes } from './admin-routes';
import { setupStore } from './store';

const adminPages = [
  ...kindUis.flatMap((kind) => [
    { url: kind.createRoute, heading: `Create ${kind.headingNoun}` },
    { url: kind.updateRoute, heading: `Edit ${kind.headingNoun}` },
  ]),
  { url: paths.newPost, heading: 'Create a new blog post' },
  { url: paths.updatePost, heading: 'Edit blog post' },
  { url: paths.providers, heading: 'Providers' },
];

vi.mock('../features/providers/api/providers-api', () => ({
  providersPath: '/api/providers',
  getProviders: vi.fn().mockResolvedValue([]),
}));
vi.mock('../features/admin/api/provider-admin-api', () => ({
  createProvider: vi.fn(),
  updateProvider: vi.fn(),
  deleteProvider: vi.fn(),
}));

function renderAdminRoutes(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.home, element: <AdminMenus /> },
      { path: paths.login, element: <h1>Sign In</h1> },
      adminRoutes,
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={setupStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

// The admin pages are lazy: the first test to open one waits for their modules to load, which
// takes over a second on a busy machine.
const lazyLoad = { timeout: 10_000 };

describe.each(adminPages)('$url', ({ url, heading }) => {
  it('sends a visitor who is not signed in to the login page', async () => {
    const router = renderAdminRoutes(url);
    expect(await screen.findByRole('heading', { name: 'Sign In' }, lazyLoad)).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('sends a signed-in user who is not an admin to the login page', async () => {
    signIn(readerUser);
    const router = renderAdminRoutes(url);
    expect(await screen.findByRole('heading', { name: 'Sign In' }, lazyLoad)).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('opens for an admin', async () => {
    signIn();
    renderAdminRoutes(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, lazyLoad)).toBeVisible();
  });
});

describe('the Create New and Admin menus', () => {
  it('links an admin to what creates under Create New, and to the other admin pages under Admin', async () => {
    signIn();
    const user = userEvent.setup();
    renderAdminRoutes(paths.home);

    const linksOf = async (name: string) => {
      const toggle = screen.getByRole('button', { name });
      await user.click(toggle);
      const menu = toggle.closest<HTMLElement>('.dropdown')!;
      return within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    };
    expect(await linksOf('Create New')).toEqual([
      ['Blog Post', '/blog/new-post'],
      ['Credit Card', '/new-card'],
      ['Investment', '/new-investment'],
      ['Insurance', '/new-insurance'],
      ['Saving', '/new-saving'],
      ['Fixed Deposit', '/new-fixed-deposit'],
      ['Loan', '/new-loan'],
    ]);
    expect(await linksOf('Admin')).toEqual([
      ['Suggestions inbox', '/admin/suggestions'],
      ['Outbox', '/admin/outbox'],
      ['Needs checking', '/admin/needs-checking'],
      ['Providers', '/admin/providers'],
      ['Merchants', '/admin/merchants'],
      ['Merchant code reports', '/admin/merchant-reports'],
      ['T-bills and Savings Bonds', '/admin/government-securities'],
      ['Recently deleted', '/admin/history'],
      ['Import listings', '/admin/import'],
    ]);
  });

  it('is not there for anyone else', () => {
    signIn(readerUser);
    renderAdminRoutes(paths.home);
    expect(screen.queryByRole('button', { name: 'Create New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
