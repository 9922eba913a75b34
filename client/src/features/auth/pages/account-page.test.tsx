import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { readStoredUserInfo, storeUserInfo } from '../../../lib/stored-user-info';
import { signedInState, visitorInfo } from '../../../testing/fixtures';
import { renderApp, renderRoute } from '../../../testing/test-utils';
import {
  changeEmail,
  changePassword,
  deleteMyAccount,
  fetchMyData,
  requestEmailConfirmation,
} from '../api/account-api';
import { passwordChangedMessage } from '../components/change-password-form';
import { AccountPage } from './account-page';
import { selectUserState } from '../user-slice';

vi.mock('../api/account-api', () => ({
  changePassword: vi.fn(),
  changeEmail: vi.fn(),
  fetchMyData: vi.fn(),
  deleteMyAccount: vi.fn(),
  requestEmailConfirmation: vi.fn(),
}));

function renderPage() {
  storeUserInfo(visitorInfo);
  return renderRoute(<AccountPage />, {
    path: '/me/account',
    preloadedState: signedInState(visitorInfo),
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the account page', () => {
  it('sends a visitor who is not signed in to sign in and come back', () => {
    const { router } = renderRoute(<AccountPage />, { path: '/me/account' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fme%2Faccount');
  });

  it('is linked from the privacy page once signed in', async () => {
    const { router } = renderApp('/privacy', { preloadedState: signedInState(visitorInfo) });
    await userEvent.click(await screen.findByRole('link', { name: 'Account settings' }));
    expect(router.state.location.pathname).toBe('/me/account');
  });

  it('changes the password and keeps the new session', async () => {
    const renewed = { ...visitorInfo, token: 'renewed-token' };
    vi.mocked(changePassword).mockResolvedValue(renewed);
    renderPage();
    const form = section('Change password');

    await userEvent.type(within(form).getByLabelText('Current password'), 'old-secret-1');
    await userEvent.type(within(form).getByLabelText('New password'), 'kaya-toast-daily');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'kaya-toast-daily');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(passwordChangedMessage);
    expect(changePassword).toHaveBeenCalledWith('old-secret-1', 'kaya-toast-daily');
    expect(readStoredUserInfo()?.token).toBe('renewed-token');
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's words when the current password is wrong", async () => {
    vi.mocked(changePassword).mockRejectedValue(
      new ApiRequestError('Current password is not correct', 400),
    );
    renderPage();
    const form = section('Change password');

    await userEvent.type(within(form).getByLabelText('Current password'), 'not-it');
    await userEvent.type(within(form).getByLabelText('New password'), 'kaya-toast-daily');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'kaya-toast-daily');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Current password is not correct',
    );
    expect(readStoredUserInfo()?.token).toBe(visitorInfo.token);
  });

  it('changes the email and shows the new one', async () => {
    vi.mocked(changeEmail).mockResolvedValue({ ...visitorInfo, email: 'new@example.com' });
    renderPage();
    const form = section('Change email');
    expect(form).toHaveTextContent('You sign in with visitor@example.com.');

    await userEvent.type(within(form).getByLabelText('New email'), ' new@example.com ');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Change email' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Your email address is now new@example.com.',
    );
    expect(changeEmail).toHaveBeenCalledWith('new@example.com', 'secret-1');
    expect(form).toHaveTextContent('You sign in with new@example.com.');
  });

  it('saves my data as a JSON file', async () => {
    vi.mocked(fetchMyData).mockResolvedValue({ account: { email: 'visitor@example.com' } });
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:my-data';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await within(section('Download my data')).findByRole('status')).toHaveTextContent(
      'Saved as my-data.json.',
    );
    expect(JSON.parse(await saved[0]!.text())).toEqual({
      account: { email: 'visitor@example.com' },
    });
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:my-data');
  });

  it('deletes the account with its password and signs out', async () => {
    const deleted = 'Your account and everything stored about you have been deleted';
    vi.mocked(deleteMyAccount).mockResolvedValue(deleted);
    const { store } = renderPage();
    const form = section('Delete my account');

    await userEvent.type(within(form).getByLabelText('Password'), 'secret-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('heading', { name: 'Account deleted' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Account deleted' })).toHaveFocus();
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(screen.getByRole('status')).toHaveTextContent(deleted);
    expect(deleteMyAccount).toHaveBeenCalledWith('secret-1');
    expect(selectUserState(store.getState()).userInfo).toBeNull();
    expect(readStoredUserInfo()).toBeNull();
  });

  it('keeps the account when the password is wrong', async () => {
    vi.mocked(deleteMyAccount).mockRejectedValue(
      new ApiRequestError('Password is not correct', 400),
    );
    const { store } = renderPage();
    const form = section('Delete my account');

    await userEvent.type(within(form).getByLabelText('Password'), 'not-it');
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Password is not correct');
    expect(selectUserState(store.getState()).userInfo).toEqual(visitorInfo);
  });

  it('sends a new confirmation link on request and shows what the server says', async () => {
    const sent = 'We have sent a link to your email address: open it to confirm the address';
    vi.mocked(requestEmailConfirmation).mockResolvedValue(sent);
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send me a new confirmation link' }),
    );
    expect(await screen.findByText(sent)).toBeVisible();
    expect(requestEmailConfirmation).toHaveBeenCalledTimes(1);
  });
});
