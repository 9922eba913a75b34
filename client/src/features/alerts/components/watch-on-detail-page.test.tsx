import { screen } from '@testing-library/react';
import { buildListing, signedInState, visitorInfo } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/test-utils';
import { getListing } from '../../../lib/listings/listings-api';
import { kindUis } from '../../../lib/listings/kind-uis';
import { getMyWatches } from '../api/alerts-api';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));
vi.mock('../api/alerts-api', () => ({ getMyWatches: vi.fn() }));

describe.each(kindUis)('watching from the $navLabel detail page', (kind) => {
  const url = `${kind.pageRoute}/test-${kind.key}`;

  it('offers a visitor a sign-in that comes back to the product, and fetches no watches', async () => {
    vi.mocked(getListing).mockResolvedValue(buildListing(kind));
    renderApp(url);

    expect(await screen.findByRole('link', { name: 'Sign in to watch' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(url)}`,
    );
    expect(screen.queryByRole('button', { name: 'Watch' })).toBeNull();
    expect(getMyWatches).not.toHaveBeenCalled();
  });

  it('shows a signed-in user the Watch button', async () => {
    vi.mocked(getListing).mockResolvedValue(buildListing(kind));
    vi.mocked(getMyWatches).mockResolvedValue([]);
    renderApp(url, { preloadedState: signedInState(visitorInfo) });

    expect(await screen.findByRole('button', { name: 'Watch' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('link', { name: 'Sign in to watch' })).toBeNull();
  });
});
