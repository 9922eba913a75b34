import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '../lib/api-client';
import { adminInfo, signedInState, visitorInfo } from '../testing/fixtures';
import { renderApp, renderRoute } from '../testing/test-utils';
import { AppLayout } from './app-layout';
import { selectUserState } from '../features/auth';

// The home page's sections stay loading: these tests are about the rest of the site.
vi.mock('../features/home/home-api', () => ({
  getBestWelcomeCards: () => new Promise(() => undefined),
  getOffersEndingSoon: () => new Promise(() => undefined),
  getLatestPosts: () => new Promise(() => undefined),
}));

describe('the site shell', () => {
  it('shows the home headline, sub-line, banner, tiles and the footer', () => {
    renderApp('/');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'One Stop Shop for All the Finance Products and Welcome Rewards in Singapore!',
      }),
    ).toBeVisible();
    expect(
      screen.getByText('Looking for Credit Cards, Brokerage Accounts, Loans? Start here!'),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Take Control Of Your Finances Today' }),
    ).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Savings' })).toHaveAttribute('href', '/savings');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'For advertising, contact us at advertise@example.com',
    );
  });

  it('links the navigation to every section, with Sign Up and Login for visitors', () => {
    renderApp('/');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const hrefs = nav.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/',
      '/cards',
      '/investments',
      '/insurances',
      '/savings',
      '/loans',
      '/blog',
      '/suggest-rewards',
      '/search',
      '/signup',
      '/login',
    ]);
    expect(nav.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute(
      'aria-controls',
      'main-navigation',
    );
  });

  it('closes the small-screen menu with Escape and gives the focus back to its toggle', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('starts every new page at the top, with the focus on its content', async () => {
    const user = userEvent.setup();
    renderApp('/');
    vi.mocked(window.scrollTo).mockClear();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await user.click(nav.getByRole('link', { name: 'Suggest Rewards' }));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows a not-found page for an unknown or inexact address', () => {
    renderApp('/cards/some-card/extra');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  it('logs out: removes the stored user info, shows the message for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      window.localStorage.setItem('userInfo', JSON.stringify(visitorInfo));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { store } = renderApp('/');
      await user.click(screen.getByRole('button', { name: 'Logout' }));

      expect(screen.getByRole('status')).toHaveTextContent('Logged out successfully!');
      expect(window.localStorage.getItem('userInfo')).toBeNull();
      expect(selectUserState(store.getState()).userInfo).toBeNull();
      expect(selectUserState(store.getState()).message).toBe('User loged out.');
      expect(screen.getByRole('link', { name: 'Login' })).toBeVisible();

      await act(() => vi.advanceTimersByTimeAsync(1900));
      expect(screen.getByText('Logged out successfully!')).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.queryByText('Logged out successfully!')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('logging out', () => {
  it('ends the session on the server, then forgets it', async () => {
    window.localStorage.setItem('userInfo', JSON.stringify(visitorInfo));
    const post = vi
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { message: 'Logged out' }, status: 200, headers: {} });
    const user = userEvent.setup();
    const { store } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(post).toHaveBeenCalledWith('/api/users/logout', undefined);
    expect(window.localStorage.getItem('userInfo')).toBeNull();
    expect(selectUserState(store.getState()).userInfo).toBeNull();
  });

  it('still logs out when the server cannot be reached', async () => {
    window.localStorage.setItem('userInfo', JSON.stringify(visitorInfo));
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    const { store } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(screen.getByRole('status')).toHaveTextContent('Logged out successfully!');
    expect(window.localStorage.getItem('userInfo')).toBeNull();
    expect(selectUserState(store.getState()).userInfo).toBeNull();
  });
});

describe("the header's admin menu slot", () => {
  const layout = <AppLayout adminMenu={<p>Create New</p>} />;

  it('is empty for visitors and signed-in users', () => {
    renderRoute(layout);
    expect(screen.queryByText('Create New')).not.toBeInTheDocument();
    renderRoute(layout, { preloadedState: signedInState(visitorInfo) });
    expect(screen.queryByText('Create New')).not.toBeInTheDocument();
  });

  it('shows the menu to administrators', () => {
    renderRoute(layout, { preloadedState: signedInState(adminInfo) });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByText('Create New')).toBeInTheDocument();
  });
});
