import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths';
import { CreateNewMenu } from '../features/admin/components/create-new-menu';
import { readerUser, signIn } from '../features/admin/testing/fixtures';
import { listingKinds } from '../features/listings/listing-kinds';
import { adminRoutes } from './admin-routes';
import { setupStore } from './store';

const adminPages = [
  ...listingKinds.flatMap((kind) => [
    { url: kind.createRoute, heading: `Create ${kind.headingNoun}` },
    { url: kind.updateRoute, heading: `Edit ${kind.headingNoun}` },
  ]),
  { url: paths.newPost, heading: 'Create a new blog post' },
  { url: paths.updatePost, heading: 'Edit blog post' },
  { url: paths.providers, heading: 'Providers' },
];

vi.mock('../features/admin/api/provider-admin-api', () => ({
  getProviders: vi.fn().mockResolvedValue([]),
  createProvider: vi.fn(),
  updateProvider: vi.fn(),
  deleteProvider: vi.fn(),
}));

function renderAdminRoutes(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.home, element: <CreateNewMenu /> },
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

describe.each(adminPages)('$url', ({ url, heading }) => {
  it('sends a visitor who is not signed in to the login page', async () => {
    const router = renderAdminRoutes(url);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('sends a signed-in user who is not an admin to the login page', async () => {
    signIn(readerUser);
    const router = renderAdminRoutes(url);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('opens for an admin', async () => {
    signIn();
    renderAdminRoutes(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
});

describe('the Create New menu', () => {
  it('links an admin to the post editor, the five listing forms, the inbox, the checks, the import, the providers, the merchants and the outbox', async () => {
    signIn();
    const user = userEvent.setup();
    renderAdminRoutes(paths.home);

    const toggle = screen.getByRole('button', { name: 'Create New' });
    await user.click(toggle);

    const menu = toggle.closest<HTMLElement>('.dropdown')!;
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Blog Post', '/blog/new-post'],
      ['Credit Card', '/new-card'],
      ['Investment', '/new-investment'],
      ['Insurance', '/new-insurance'],
      ['Saving', '/new-saving'],
      ['Loan', '/new-loan'],
      ['Suggestions inbox', '/admin/suggestions'],
      ['Needs checking', '/admin/needs-checking'],
      ['Import listings', '/admin/import'],
      ['Providers', '/admin/providers'],
      ['Merchants', '/admin/merchants'],
      ['Outbox', '/admin/outbox'],
    ]);
  });

  it('is not there for anyone else', () => {
    signIn(readerUser);
    renderAdminRoutes(paths.home);
    expect(screen.queryByRole('button', { name: 'Create New' })).not.toBeInTheDocument();
  });
});
