import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { unsubscribeFromDigest } from '../api/applications-api';
import { DigestUnsubscribePage } from './digest-unsubscribe-page';

vi.mock('../api/applications-api', () => ({ unsubscribeFromDigest: vi.fn() }));

const renderPage = (token: string) =>
  renderRoute(<DigestUnsubscribePage />, {
    path: '/digest/unsubscribe',
    url: `/digest/unsubscribe?token=${token}`,
  });

describe('the digest’s unsubscribe page', () => {
  it('changes nothing on opening, and unsubscribes with one click, signed out', async () => {
    vi.mocked(unsubscribeFromDigest).mockResolvedValue('You will get no more weekly digests.');
    renderPage('abc.signed');

    expect(unsubscribeFromDigest).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'You will get no more weekly digests.',
    );
    expect(unsubscribeFromDigest).toHaveBeenCalledWith('abc.signed');
  });

  it('shows the server’s message for a link it did not sign', async () => {
    vi.mocked(unsubscribeFromDigest).mockRejectedValue(
      new ApiRequestError('This unsubscribe link is not valid.', 400),
    );
    renderPage('forged');

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid.',
    );
  });
});
