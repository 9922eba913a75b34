import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminInfo, visitorInfo } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/test-utils';
import { ApiRequestError } from '../../../lib/api-client';
import { loginUser } from '../api/users-api';
import { selectUserState } from '../user-slice';

// The home page's sections stay loading: these tests are about the rest of the site.
vi.mock('../../home/home-api', () => ({
  getBestWelcomeCards: () => new Promise(() => undefined),
  getOffersEndingSoon: () => new Promise(() => undefined),
  getLatestPosts: () => new Promise(() => undefined),
}));

vi.mock('../api/users-api', () => ({ loginUser: vi.fn(), registerUser: vi.fn() }));

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the sign-in page', () => {
  it('has required, labelled Email and Password fields', () => {
    renderApp('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Email')).not.toHaveFocus();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('stores the user info under userInfo and goes home once signed in', async () => {
    vi.mocked(loginUser).mockResolvedValue(visitorInfo);
    const { router } = renderApp('/login');
    await signIn('visitor@example.com', 'secret1');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'One Stop Shop for All the Finance Products and Welcome Rewards in Singapore!',
      }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(vi.mocked(loginUser)).toHaveBeenCalledWith({
      email: 'visitor@example.com',
      password: 'secret1',
    });
    expect(JSON.parse(window.localStorage.getItem('userInfo') ?? 'null')).toEqual(visitorInfo);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it('shows a loader while signing in', async () => {
    vi.mocked(loginUser).mockReturnValue(new Promise(() => undefined));
    renderApp('/login');
    await signIn('visitor@example.com', 'secret1');
    expect(screen.getByRole('status')).toHaveTextContent('Signing in...');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });

  it('shows the server message beside the form and stores nothing on failure', async () => {
    vi.mocked(loginUser).mockRejectedValue(new ApiRequestError('Invalid email or password', 401));
    renderApp('/login');
    await signIn('visitor@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(window.localStorage.getItem('userInfo')).toBeNull();
  });

  it('restores the session from localStorage when the site starts', () => {
    window.localStorage.setItem('userInfo', JSON.stringify(adminInfo));
    const { store } = renderApp('/');
    expect(selectUserState(store.getState()).userInfo).toEqual(adminInfo);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('ignores stored user info it cannot read', () => {
    window.localStorage.setItem('userInfo', '{not json');
    const { store } = renderApp('/');
    expect(selectUserState(store.getState()).userInfo).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
