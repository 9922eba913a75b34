import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { signedInState, visitorInfo } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/test-utils';
import { getMySecurityWatches, unwatchSecurity, watchSecurity } from '../api/alerts-api';
import { SecurityWatchButton } from './security-watch-button';

vi.mock('../api/alerts-api', () => ({
  getMySecurityWatches: vi.fn(),
  watchSecurity: vi.fn(),
  unwatchSecurity: vi.fn(),
}));

const since = '2026-11-28T00:00:00.000Z';

function renderButtons() {
  return renderRoute(
    <>
      <SecurityWatchButton security="tbill" />
      <SecurityWatchButton security="ssb" />
    </>,
    { preloadedState: signedInState(visitorInfo) },
  );
}

describe('the Watch buttons of the next auction and window', () => {
  it('load the watches once, then watch the next T-bill auction and stop watching it', async () => {
    vi.mocked(getMySecurityWatches).mockResolvedValue([{ security: 'ssb', since }]);
    vi.mocked(watchSecurity).mockResolvedValue([
      { security: 'tbill', since },
      { security: 'ssb', since },
    ]);
    vi.mocked(unwatchSecurity).mockResolvedValue([{ security: 'ssb', since }]);
    const user = userEvent.setup();
    renderButtons();

    expect(
      await screen.findByRole('button', {
        name: 'Watching the next Savings Bond application window',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(getMySecurityWatches).toHaveBeenCalledTimes(1);
    const tbill = screen.getByRole('button', { name: 'Watch the next T-bill auction' });
    await vi.waitFor(() => expect(tbill).toBeEnabled());
    await user.click(tbill);
    const watching = await screen.findByRole('button', {
      name: 'Watching the next T-bill auction',
    });
    expect(watchSecurity).toHaveBeenCalledWith('tbill');
    await user.click(watching);
    expect(
      await screen.findByRole('button', { name: 'Watch the next T-bill auction' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(unwatchSecurity).toHaveBeenCalledWith('tbill');
  });

  it('says why a watch was refused and keeps the button as it was', async () => {
    vi.mocked(getMySecurityWatches).mockResolvedValue([]);
    vi.mocked(watchSecurity).mockRejectedValue(new ApiRequestError('Server Error', 500));
    const user = userEvent.setup();
    renderButtons();
    const tbill = await screen.findByRole('button', { name: 'Watch the next T-bill auction' });
    await vi.waitFor(() => expect(tbill).toBeEnabled());
    await user.click(tbill);
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('Server Error');
    expect(screen.getByRole('button', { name: 'Watch the next T-bill auction' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
