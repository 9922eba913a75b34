import { screen, within } from '@testing-library/react';
import { ApiRequestError } from '../../../lib/api-client';
import { buildListing } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/test-utils';
import { getListings } from '../../../lib/listings/listings-api';
import { serveListings } from '../../../testing/serve-listings';
import { kindUis } from '../../../lib/listings/kind-uis';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));

describe.each(kindUis)('the $navLabel comparison', (kind) => {
  const kindType = kind.resource;
  const first = buildListing(kind, { _id: 'a', slug: 'first', title: 'First product' });
  const second = buildListing(kind, {
    _id: 'b',
    slug: 'second',
    title: 'Second product',
    category: 'UOB',
    rewardOffer: [
      {
        description: 'Lapsed gift',
        tag: 'Gift',
        link: 'https://b.example',
        expiresAt: '2020-01-01',
      },
    ],
  });

  beforeEach(() => serveListings([first, second]));

  it('shows the products of the address side by side in an accessible table', async () => {
    renderApp(`/compare/${kindType}?items=first,second`);

    const table = await screen.findByRole('table', {
      name: `${kind.navLabel} compared side by side`,
    });
    // One call: the kind's catalogue, which the calculators and the wallet then share.
    expect(vi.mocked(getListings).mock.calls).toEqual([
      [kind, expect.objectContaining({ page: 1, limit: 100 })],
    ]);
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((header) => header.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(within(columns[1]!).getByRole('link', { name: 'First product' })).toHaveAttribute(
      'href',
      `${kind.pageRoute}/first`,
    );
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((header) => header.textContent)).toEqual([
      'Image',
      'Provider',
      'At a glance',
      'Welcome Rewards',
      ...kind.sections.map((section) => section.title),
    ]);
    expect(rowHeaders.every((header) => header.getAttribute('scope') === 'row')).toBe(true);

    const providerRow = within(table).getByRole('row', { name: /^Provider/ });
    expect(
      within(providerRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['DBS', 'UOB']);
    const rewardsRow = within(table).getByRole('row', { name: /^Welcome Rewards/ });
    const [firstRewards, secondRewards] = within(rewardsRow).getAllByRole('cell');
    expect(firstRewards).toHaveTextContent('S$200 cash on sign-up');
    expect(secondRewards).toHaveTextContent('Not listed');
    expect(screen.queryByText('Lapsed gift')).not.toBeInTheDocument();
    const [section] = kind.sections;
    const sectionRow = within(table).getByRole('row', { name: new RegExp(`^${section!.title}`) });
    expect(within(sectionRow).getAllByText(`${section!.title} line two`)).toHaveLength(2);
    expect(within(table).getAllByRole('img', { name: /product/ })).toHaveLength(2);
    expect(document.title).toBe(`Compare ${kind.navLabel} | SG Finance Rewards`);
  });

  it('links each product out of the comparison by a shorter address', async () => {
    renderApp(`/compare/${kindType}?items=first,second`);
    const table = await screen.findByRole('table');
    expect(
      within(table).getByRole('link', { name: 'Remove First product from comparison' }),
    ).toHaveAttribute('href', `/compare/${kindType}?items=second`);
  });
});

describe('a comparison address', () => {
  const kind = kindUis[0]!;

  it('names the items the server does not know and compares the rest', async () => {
    serveListings([buildListing(kind, { slug: 'kept' })]);
    renderApp('/compare/creditcards?items=kept,gone');

    expect(await screen.findByText(/We could not find this item: gone\./)).toBeVisible();
    expect(screen.getByRole('table')).toBeVisible();
  });

  it('shows the server error when the items cannot be loaded', async () => {
    vi.mocked(getListings).mockRejectedValue(new ApiRequestError('Database unavailable', 500));
    renderApp('/compare/creditcards?items=a');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains how to choose products when it names none', () => {
    renderApp('/compare/loans');
    expect(screen.getByText(/Nothing to compare yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'loans page' })).toHaveAttribute('href', '/loans');
  });

  it('shows the not-found page for a kind that does not exist', () => {
    renderApp('/compare/bicycles?items=a');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(vi.mocked(getListings)).not.toHaveBeenCalled();
  });
});
