import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderApp, renderRoute } from '../../../testing/test-utils';
import { confirmPasswordReset, requestPasswordReset } from '../api/account-api';
import { signupMessages } from '../lib/validate-signup';
import { ForgotPasswordPage } from './forgot-password-page';
import { incompleteLinkMessage, ResetPasswordPage } from './reset-password-page';

vi.mock('../api/account-api', () => ({
  requestPasswordReset: vi.fn(),
  confirmPasswordReset: vi.fn(),
}));

const requested =
  'If an account has this email address, we have sent it a link to choose a new password. The link works once, within an hour.';

describe('the sign-in page', () => {
  it('links to the forgotten password page', async () => {
    const { router } = renderApp('/login');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});

describe('the forgotten password page', () => {
  it("sends the trimmed address and shows the server's sentence", async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue(requested);
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });

    await userEvent.type(screen.getByLabelText('Email'), '  una@example.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(requested);
    expect(requestPasswordReset).toHaveBeenCalledWith('una@example.test');
    expect(document.title).toMatch(/^Forgot password/);
  });

  it("shows the limit's message in an alert", async () => {
    const limit =
      'Too many password reset requests for this email address: please try again in an hour';
    vi.mocked(requestPasswordReset).mockRejectedValue(new ApiRequestError(limit, 429));
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });

    await userEvent.type(screen.getByLabelText('Email'), 'una@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
  });
});

describe('the new password page', () => {
  const renderWithToken = (fragment = '#token=abc123') =>
    renderRoute(<ResetPasswordPage />, {
      path: '/reset-password',
      url: `/reset-password${fragment}`,
    });

  async function choose(password: string, confirmation = password) {
    await userEvent.type(screen.getByLabelText('New password'), password);
    await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('sets the password with the token of the link, then offers to sign in', async () => {
    vi.mocked(confirmPasswordReset).mockResolvedValue(
      'Your password has been changed: sign in with your new password',
    );
    renderWithToken();
    await choose('kopi-peng-at-nine');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed: sign in with your new password',
    );
    expect(confirmPasswordReset).toHaveBeenCalledWith('abc123', 'kopi-peng-at-nine');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['a short password', 'abc', 'abc', signupMessages.password],
    [
      'two different passwords',
      'kopi-peng-at-nine',
      'kopi-o-at-nine',
      signupMessages.confirmPassword,
    ],
  ])('refuses %s before sending', async (_case, password, confirmation, message) => {
    renderWithToken();
    await choose(password, confirmation);

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(confirmPasswordReset).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a used link, with a way to ask again", async () => {
    const invalid = 'This reset link is not valid or has expired: please ask for a new one';
    vi.mocked(confirmPasswordReset).mockRejectedValue(new ApiRequestError(invalid, 400));
    renderWithToken();
    await choose('kopi-peng-at-nine');

    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says a link without its token is not complete', () => {
    renderWithToken('');
    expect(screen.getByRole('alert')).toHaveTextContent(incompleteLinkMessage);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
