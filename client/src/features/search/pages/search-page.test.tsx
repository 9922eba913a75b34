import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderApp } from '../../../testing/test-utils';
import { kindUis } from '../../../lib/listings/kind-uis';
import { searchPageSize, searchSite } from '../api/search-api';
import type { SearchResult } from '@sg-finance/contract';

// The home page's sections stay loading: these tests are about the rest of the site.
vi.mock('../../home/home-api', () => ({
  getBestWelcomeCards: () => new Promise(() => undefined),
  getOffersEndingSoon: () => new Promise(() => undefined),
  getLatestPosts: () => new Promise(() => undefined),
}));

vi.mock('../api/search-api', () => ({ searchSite: vi.fn(), searchPageSize: 20 }));

function result(type: string, index: number, overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    type,
    id: `${type}-${index}`,
    slug: `${type}-slug-${index}`,
    title: `${type} result ${index}`,
    subtitle: `About ${type} ${index}`,
    image: '',
    category: type === 'posts' ? undefined : 'DBS',
    updatedAt: '2024-03-05T14:07:09.000Z',
    ...overrides,
  };
}

describe('the site-wide search page', () => {
  it('searches the words of its address and links every result to its page, named by kind', async () => {
    const results = [
      ...kindUis.map((kind, index) => result(kind.resource, index)),
      result('posts', 9),
    ];
    vi.mocked(searchSite).mockResolvedValue({ query: 'dbs', total: results.length, results });
    renderApp('/search?q=dbs');

    expect(await screen.findByText(`${results.length} results for ‘dbs’`)).toBeVisible();
    expect(vi.mocked(searchSite)).toHaveBeenCalledWith('dbs', 1);
    expect(screen.getByRole('searchbox', { name: 'Search all products and articles' })).toHaveValue(
      'dbs',
    );
    for (const [index, kind] of kindUis.entries()) {
      const type = kind.resource;
      const link = screen.getByRole('link', { name: `${type} result ${index}` });
      expect(link).toHaveAttribute('href', `${kind.pageRoute}/${type}-slug-${index}`);
      expect(link.closest('li')).toHaveTextContent(kind.navLabel);
    }
    const post = screen.getByRole('link', { name: 'posts result 9' });
    expect(post).toHaveAttribute('href', '/posts/posts-slug-9');
    expect(post.closest('li')).toHaveTextContent('Blog');
    expect(document.title).toBe('Search: dbs | SG Finance Rewards');
  });

  it('puts the typed words in the address and searches them', async () => {
    vi.mocked(searchSite).mockResolvedValue({
      query: 'miles',
      total: 1,
      results: [result('creditcards', 1, { slug: '' })],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    expect(screen.getByText(/Type a provider, product or topic/)).toBeVisible();
    expect(vi.mocked(searchSite)).not.toHaveBeenCalled();

    await user.type(screen.getByRole('searchbox'), ' miles {Enter}');
    expect(await screen.findByRole('link', { name: 'creditcards result 1' })).toHaveAttribute(
      'href',
      '/cards/creditcards-1',
    );
    expect(router.state.location.search).toBe('?q=miles');
  });

  it("adds the next page of results with 'Load more'", async () => {
    const firstPage = Array.from({ length: searchPageSize }, (_, index) => result('loans', index));
    vi.mocked(searchSite)
      .mockResolvedValueOnce({ query: 'loan', total: searchPageSize + 1, results: firstPage })
      .mockResolvedValueOnce({
        query: 'loan',
        total: searchPageSize + 1,
        results: [result('posts', 99)],
      });
    const user = userEvent.setup();
    renderApp('/search?q=loan');

    await screen.findByRole('link', { name: 'loans result 0' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'posts result 99' })).toBeVisible();
    expect(vi.mocked(searchSite)).toHaveBeenLastCalledWith('loan', 2);
    expect(screen.getAllByRole('link', { name: / result \d+$/ })).toHaveLength(searchPageSize + 1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    vi.mocked(searchSite).mockResolvedValue({ query: 'zzz', total: 0, results: [] });
    renderApp('/search?q=zzz');
    expect(await screen.findByText(/No results for ‘zzz’/)).toBeVisible();
  });

  it('shows the server message in a red banner when the search fails', async () => {
    vi.mocked(searchSite).mockRejectedValue(new ApiRequestError('Search is unavailable', 503));
    renderApp('/search?q=dbs');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Search is unavailable');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('is reached from the header', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await user.click(nav.getByRole('link', { name: 'Search' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  });
});
