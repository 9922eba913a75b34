import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildListing } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/test-utils';
import { getListing, getListings } from '../../../lib/listings/listings-api';
import { kindUis } from '../../../lib/listings/kind-uis';

// The list pages' provider counts stay loading: these tests are about the tray.
vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
  getProviderCounts: () => new Promise(() => undefined),
}));

describe.each(kindUis)('choosing $navLabel to compare', (kind) => {
  const kindType = kind.resource;
  const listings = ['one', 'two', 'three', 'four', 'five'].map((name, index) =>
    buildListing(kind, { _id: `id-${index}`, slug: name, title: `Product ${name}` }),
  );

  function toggleOf(title: string) {
    const card = screen.getByRole('article', { name: title });
    return within(card).getByRole('button', { name: /compare/ });
  }

  it('adds products from the list page to a tray that links to their comparison', async () => {
    vi.mocked(getListings).mockResolvedValue({ items: listings, total: listings.length });
    const user = userEvent.setup();
    renderApp(kind.pageRoute);
    await screen.findByRole('article', { name: 'Product one' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    await user.click(toggleOf('Product one'));
    await user.click(toggleOf('Product two'));

    expect(toggleOf('Product one')).toHaveAttribute('aria-pressed', 'true');
    expect(toggleOf('Product one')).toHaveAccessibleName('Remove from compare: Product one');
    const tray = await screen.findByRole('complementary', {
      name: `Compare ${kind.navLabel.toLowerCase()} (2 of 4)`,
    });
    expect(
      within(tray)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Product one', 'Product two']);
    expect(within(tray).getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      `/compare/${kindType}?items=one,two`,
    );
  });

  it('turns adding off with the reason once four are chosen, and takes products out again', async () => {
    vi.mocked(getListings).mockResolvedValue({ items: listings, total: listings.length });
    const user = userEvent.setup();
    renderApp(kind.pageRoute);
    await screen.findByRole('article', { name: 'Product one' });
    for (const name of ['one', 'two', 'three', 'four']) {
      await user.click(toggleOf(`Product ${name}`));
    }

    expect(toggleOf('Product five')).toBeDisabled();
    expect(toggleOf('Product five')).toHaveAccessibleDescription(
      `The compare bar is full (4 ${kind.navLabel.toLowerCase()}): remove one to add this.`,
    );
    expect(toggleOf('Product one')).toBeEnabled();

    const tray = await screen.findByRole('complementary');
    await user.click(within(tray).getByRole('button', { name: 'Remove Product two from compare' }));
    expect(toggleOf('Product two')).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggleOf('Product five'));
    expect(within(tray).getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      `/compare/${kindType}?items=one,three,four,five`,
    );

    await user.click(within(tray).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('keeps the tray across pages and reloads, and offers the toggle on the detail page', async () => {
    vi.mocked(getListings).mockResolvedValue({ items: listings, total: listings.length });
    vi.mocked(getListing).mockResolvedValue(listings[2]!);
    const user = userEvent.setup();
    const first = renderApp(kind.pageRoute);
    await screen.findByRole('article', { name: 'Product one' });
    await user.click(toggleOf('Product one'));
    first.unmount();

    renderApp(`${kind.pageRoute}/three`);
    await screen.findByRole('heading', { level: 1, name: 'Product three' });
    expect(await screen.findByRole('complementary')).toHaveTextContent('Product one');
    await user.click(screen.getByRole('button', { name: 'Add to compare: Product three' }));
    expect(
      within(screen.getByRole('complementary')).getByRole('link', { name: 'Compare' }),
    ).toHaveAttribute('href', `/compare/${kindType}?items=one,three`);
  });
});

describe('the compare bar on a phone', () => {
  const [kind] = kindUis;
  it('is one line until opened, and its toggle says whether it is open', async () => {
    if (!kind) throw new Error('No listing kinds');
    const listings = [buildListing(kind, { _id: 'id-1', slug: 'one', title: 'Product one' })];
    vi.mocked(getListings).mockResolvedValue({ items: listings, total: 1 });
    const user = userEvent.setup();
    renderApp(kind.pageRoute);
    const card = await screen.findByRole('article', { name: 'Product one' });
    await user.click(within(card).getByRole('button', { name: /compare/ }));

    const tray = await screen.findByRole('complementary');
    expect(tray).toHaveClass('is-collapsed');
    const toggle = within(tray).getByRole('button', { name: 'Show' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(tray).not.toHaveClass('is-collapsed');
    expect(within(tray).getByRole('button', { name: 'Hide' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('is one skip link away for keyboard users, before the cards', async () => {
    if (!kind) throw new Error('No listing kinds');
    const listings = [buildListing(kind, { _id: 'id-1', slug: 'one', title: 'Product one' })];
    vi.mocked(getListings).mockResolvedValue({ items: listings, total: 1 });
    const user = userEvent.setup();
    renderApp(kind.pageRoute);
    const card = await screen.findByRole('article', { name: 'Product one' });
    expect(screen.queryByRole('link', { name: 'Skip to the compare bar' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: /compare/ }));

    await screen.findByRole('complementary');
    const skipLink = screen.getByRole('link', { name: 'Skip to the compare bar' });
    expect(skipLink.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(skipLink);
    expect(screen.getByRole('complementary')).toHaveFocus();
  });
});
