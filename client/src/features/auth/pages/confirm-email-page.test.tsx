import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { confirmEmail } from '../api/account-api';
import { ConfirmEmailPage, incompleteConfirmationLinkMessage } from './confirm-email-page';

vi.mock('../api/account-api', () => ({ confirmEmail: vi.fn() }));

const confirmed =
  'Your email address is confirmed: alerts and other mail from the site can reach it';

function renderPage(hash: string) {
  return renderRoute(<ConfirmEmailPage />, {
    path: '/confirm-email',
    url: `/confirm-email${hash}`,
  });
}

describe('the email confirmation page', () => {
  it('confirms with the token of the link on a click, not on opening', async () => {
    vi.mocked(confirmEmail).mockResolvedValue(confirmed);
    renderPage('#token=abc-123');
    expect(confirmEmail).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm my email address' }));

    expect(await screen.findByRole('status')).toHaveTextContent(confirmed);
    expect(confirmEmail).toHaveBeenCalledWith('abc-123');
    expect(document.title).toMatch(/^Confirm your email address/);
  });

  it("shows the server's refusal, and says when the link is cut short", async () => {
    const invalid =
      'This confirmation link is not valid or has expired: ask for a new one on your account page';
    vi.mocked(confirmEmail).mockRejectedValue(new ApiRequestError(invalid, 400));
    renderPage('#token=old');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my email address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
  });

  it('says when the link has no token', () => {
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent(incompleteConfirmationLinkMessage);
    expect(screen.queryByRole('button', { name: 'Confirm my email address' })).toBeNull();
  });
});
