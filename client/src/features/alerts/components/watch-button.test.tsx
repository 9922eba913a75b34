import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Watch } from '@sg-finance/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { buildListing, signedInState, visitorInfo } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/test-utils';
import { kindUis } from '../../../lib/listings/kind-uis';
import { getMyWatches, unwatchProduct, watchProduct } from '../api/alerts-api';
import { WatchButton } from './watch-button';

vi.mock('../api/alerts-api', () => ({
  getMyWatches: vi.fn(),
  watchProduct: vi.fn(),
  unwatchProduct: vi.fn(),
}));

const card = kindUis.find((kind) => kind.key === 'card')!;
const listing = buildListing(card, {
  _id: 'c'.repeat(24),
  title: 'Everyday Card',
  slug: 'everyday',
});
const watched: Watch = {
  kind: 'card',
  id: listing._id,
  title: 'Everyday Card',
  slug: 'everyday',
  since: '2026-11-24T00:00:00.000Z',
};

function renderButton() {
  return renderRoute(<WatchButton kind={card} listing={listing} />, {
    preloadedState: signedInState(visitorInfo),
  });
}

describe('the Watch button', () => {
  it('watches a product the user does not watch yet, then stops watching it', async () => {
    vi.mocked(getMyWatches).mockResolvedValue([]);
    vi.mocked(watchProduct).mockResolvedValue([watched]);
    vi.mocked(unwatchProduct).mockResolvedValue([]);
    const user = userEvent.setup();
    renderButton();

    const button = await screen.findByRole('button', { name: 'Watch' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);

    const watching = await screen.findByRole('button', { name: 'Watching' });
    expect(watching).toHaveAttribute('aria-pressed', 'true');
    expect(watchProduct).toHaveBeenCalledWith('card', listing._id);
    expect(screen.getByRole('link', { name: 'My alerts' })).toHaveAttribute('href', '/me/alerts');

    await user.click(watching);
    expect(await screen.findByRole('button', { name: 'Watch' })).toBeInTheDocument();
    expect(unwatchProduct).toHaveBeenCalledWith('card', listing._id);
  });

  it('shows a product already watched as Watching', async () => {
    vi.mocked(getMyWatches).mockResolvedValue([watched]);
    renderButton();

    expect(await screen.findByRole('button', { name: 'Watching' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("shows the server's message when a watch is refused, and stays unwatched", async () => {
    const refusal = 'You can watch at most 100 products: stop watching one first';
    vi.mocked(getMyWatches).mockResolvedValue([]);
    vi.mocked(watchProduct).mockRejectedValue(new ApiRequestError(refusal, 400));
    const user = userEvent.setup();
    renderButton();

    const button = await screen.findByRole('button', { name: 'Watch' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'false');
  });
});
