import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { AppLayout } from './app-layout';
import { pageGroup } from './router';
import { setupStore } from './store';

function BrokenPage(): never {
  throw new Error('The page broke while rendering');
}

function renderBrokenPage() {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          pageGroup({
            children: [
              { path: '/', element: <h1>Home of the test</h1> },
              { path: '/broken', element: <BrokenPage /> },
            ],
          }),
        ],
      },
    ],
    { initialEntries: ['/broken'] },
  );
  render(
    <Provider store={setupStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('a page that throws while rendering', () => {
  it('shows a message and the way back, between the header and the footer', async () => {
    // React and the router report the error on the console; the page is what matters here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    onTestFinished(() => window.removeEventListener('error', quiet));
    const router = renderBrokenPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'This page could not be shown. Reload it to try again, or go on from the home page.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(document.title).toBe('Something went wrong | SG Finance Rewards');

    await userEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Home of the test' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});
