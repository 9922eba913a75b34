import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginUser } from '../features/auth/api/users-api';
import { sessionExpired } from '../features/auth/user-slice';
import { updateListingRequest } from '../features/admin/api/listing-admin-api';
import { listingsWithLoaded, listingOf } from '../features/admin/testing/fixtures';
import { kindUis, type KindUi } from '../lib/listings/kind-uis';
import { ApiRequestError, sessionExpiredMessage } from '../lib/api-client';
import { adminInfo, signedInState } from '../testing/fixtures';
import { renderApp } from '../testing/test-utils';
import { selectUserState } from '../features/auth';

vi.mock('../features/auth/api/users-api', () => ({ loginUser: vi.fn(), registerUser: vi.fn() }));
vi.mock('../features/admin/api/listing-admin-api', () => ({
  createListingRequest: vi.fn(),
  updateListingRequest: vi.fn(),
  deleteListingRequest: vi.fn(),
}));

const cards = kindUis.find((kind) => kind.key === 'card') as KindUi;

function openEditPage() {
  const listing = listingOf(cards);
  return renderApp(cards.updateRoute, {
    preloadedState: { ...signedInState(adminInfo), listings: listingsWithLoaded(cards, listing) },
  });
}

// The admin pages load on demand, which takes a while on a busy machine.
const pageLoad = { timeout: 4000 };

describe('a session that expires while an administrator edits', { timeout: 20_000 }, () => {
  it('keeps the form as typed, offers to sign in there, and stays on the page after', async () => {
    const user = userEvent.setup();
    const { store, router } = openEditPage();
    const subtitle = await screen.findByLabelText('Subtitle', {}, pageLoad);
    await user.clear(subtitle);
    await user.type(subtitle, 'Typed before the session ran out');

    // What the API client does when the server answers 401 to a call with a token.
    vi.mocked(updateListingRequest).mockImplementation(() => {
      store.dispatch(sessionExpired());
      return Promise.reject(new ApiRequestError(sessionExpiredMessage, 401));
    });
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const signInLink = await screen.findByRole('link', { name: 'sign in' }, pageLoad);
    const notice = signInLink.closest('.alert');
    if (!(notice instanceof HTMLElement)) throw new Error('No session notice');
    expect(notice).toHaveTextContent('What you typed on this page is kept');
    expect(signInLink).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(cards.updateRoute)}`,
    );
    expect(screen.getByLabelText('Subtitle')).toHaveValue('Typed before the session ran out');
    expect(router.state.location.pathname).toBe(cards.updateRoute);

    vi.mocked(loginUser).mockResolvedValue(adminInfo);
    await user.click(signInLink);
    await user.type(within(notice).getByLabelText('Email'), adminInfo.email);
    await user.type(within(notice).getByLabelText('Password'), 'secret1');
    await user.click(within(notice).getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(notice).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(cards.updateRoute);
    expect(screen.getByLabelText('Subtitle')).toHaveValue('Typed before the session ran out');
    expect(selectUserState(store.getState()).userInfo).toEqual(adminInfo);
  });

  it('sends someone who is not signed in to sign in, then back to the admin page', async () => {
    vi.mocked(loginUser).mockResolvedValue(adminInfo);
    const user = userEvent.setup();
    const { router } = renderApp('/new-card');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' }, pageLoad);
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/new-card')}`);

    await user.type(screen.getByLabelText('Email'), adminInfo.email);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: /^Create / }, pageLoad),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/new-card');
  });

  it('goes home after signing in when the page to return to is not on this site', async () => {
    vi.mocked(loginUser).mockResolvedValue(adminInfo);
    const user = userEvent.setup();
    const { router } = renderApp(`/login?next=${encodeURIComponent('//evil.example/')}`);
    await user.type(screen.getByLabelText('Email'), adminInfo.email);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
