import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildListing } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/test-utils';
import { ApiRequestError } from '../../../lib/api-client';
import { getListings } from '../api/listings-api';
import { referralDisclosureText } from '../components/referral-disclosure';
import { bankCategories, listingKinds } from '../listing-kinds';

vi.mock('../api/listings-api', () => ({ getListings: vi.fn(), getListing: vi.fn() }));

describe.each(listingKinds)('the $navLabel list page', (kind) => {
  const dbs = buildListing(kind, {
    _id: 'a',
    slug: 'dbs-one',
    title: 'DBS offer',
    category: 'DBS',
  });
  const uob = buildListing(kind, { _id: 'b', slug: '', title: 'UOB offer', category: 'UOB' });

  it('shows the banner, the chips, and a card per listing linking to its own detail page', async () => {
    vi.mocked(getListings).mockResolvedValue([dbs, uob]);
    renderApp(kind.route);

    expect(screen.getByRole('heading', { level: 1, name: kind.bannerHeading })).toBeVisible();
    const chips = within(screen.getByRole('group', { name: 'Filter by bank' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'All',
      ...bankCategories,
    ]);
    const dbsCard = await screen.findByRole('article', { name: 'DBS offer' });
    expect(within(dbsCard).getByRole('link', { name: 'See Details' })).toHaveAttribute(
      'href',
      `${kind.route}/dbs-one`,
    );
    const uobCard = screen.getByRole('article', { name: 'UOB offer' });
    expect(within(uobCard).getByRole('link', { name: 'See Details' })).toHaveAttribute(
      'href',
      `${kind.route}/b`,
    );
    expect(within(dbsCard).getByText('Tier one text')).toBeVisible();
    expect(within(dbsCard).getByText('Tier two text')).toBeVisible();
    expect(within(dbsCard).getByText('Tier three text')).toBeVisible();
    expect(vi.mocked(getListings)).toHaveBeenCalledWith(kind);
    expect(document.title).toBe(`${kind.navLabel} | SG Finance Rewards`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      kind.bannerSubheading,
    );
    expect(screen.getByText(referralDisclosureText)).toBeVisible();
  });

  it('filters the cards by the pressed bank chip and back to all', async () => {
    vi.mocked(getListings).mockResolvedValue([dbs, uob]);
    const user = userEvent.setup();
    renderApp(kind.route);
    await screen.findByRole('article', { name: 'DBS offer' });
    const all = screen.getByRole('button', { name: 'All' });
    expect(all).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'UOB' }));
    expect(screen.getByRole('button', { name: 'UOB' })).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('article', { name: 'DBS offer' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'UOB offer' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'HSBC' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('Nothing is listed for this bank yet.')).toBeVisible();

    all.focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows a spinner while loading', async () => {
    let answer: (listings: never[]) => void = () => undefined;
    vi.mocked(getListings).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderApp(kind.route);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    answer([]);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('shows the error message in a red banner when the list cannot load', async () => {
    vi.mocked(getListings).mockRejectedValue(new ApiRequestError('Database unavailable', 500));
    renderApp(kind.route);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Database unavailable');
    expect(banner).toHaveClass('alert-danger');
  });
});
