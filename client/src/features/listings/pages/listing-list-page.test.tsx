import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildListing } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/test-utils';
import { ApiRequestError } from '../../../lib/api-client';
import {
  getProviderCounts,
  getListing,
  getListings,
  type ListingPageRequest,
} from '../../../lib/listings/listings-api';
import { referralDisclosureText } from '../../../components/listings/referral-disclosure';
import {
  compareProviderNames,
  listingPageSize,
  specBankNames,
  type ProviderCounts,
} from '@sg-finance/contract';
import { kindUis, type KindUi } from '../../../lib/listings/kind-uis';
import { listingSortOptions } from '../../../lib/listings/listing-query';
import type { Listing } from '@sg-finance/contract';

// The provider counts stay loading unless a test serves them.
vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
  getProviderCounts: vi.fn(() => new Promise(() => undefined)),
}));

// A test that served counts leaves its answer with the mock: the next test starts loading again.
beforeEach(() => {
  vi.mocked(getProviderCounts).mockReset();
});

/** Whether a listing holds every word of the search, as the API reads it. */
function matchesSearch(listing: Listing, q: string): boolean {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => `${listing.title} ${listing.category}`.toLowerCase().includes(word));
}

/** Answers list calls the way the API does: filtered by provider and words, then one page. */
function serveListings(listings: Listing[]) {
  vi.mocked(getListings).mockImplementation((_kind, request: ListingPageRequest) => {
    const matching = listings.filter(
      (listing) =>
        (request.category === 'All' || listing.category === request.category) &&
        matchesSearch(listing, request.q),
    );
    const start = (request.page - 1) * request.limit;
    return Promise.resolve({
      items: matching.slice(start, start + request.limit),
      total: matching.length,
    });
  });
}

/**
 * Answers provider count calls the way the API does: the listings matching the words, by provider,
 * the spec's nine first, then each other provider with a listing, by name.
 */
function serveProviderCounts(listings: Listing[]) {
  vi.mocked(getProviderCounts).mockImplementation((_kind, { q }) => {
    const matching = listings.filter((listing) => matchesSearch(listing, q));
    const providers = new Set([...specBankNames, ...listings.map((listing) => listing.category)]);
    const byProvider = Object.fromEntries(
      [...providers]
        .sort(compareProviderNames)
        .map((name) => [name, matching.filter((listing) => listing.category === name).length]),
    );
    return Promise.resolve({ total: matching.length, banks: byProvider });
  });
}

function lastRequest(): ListingPageRequest | undefined {
  return vi.mocked(getListings).mock.lastCall?.[1];
}

const slowPage = { timeout: 4000 };

function manyListings(kind: KindUi, count: number): Listing[] {
  return Array.from({ length: count }, (_, index) =>
    buildListing(kind, { _id: `id-${index}`, slug: `item-${index}`, title: `Item ${index + 1}` }),
  );
}

describe.each(kindUis)('the $navLabel list page', (kind) => {
  const dbs = buildListing(kind, {
    _id: 'a',
    slug: 'dbs-one',
    title: 'DBS offer',
    category: 'DBS',
  });
  const uob = buildListing(kind, { _id: 'b', slug: '', title: 'UOB offer', category: 'UOB' });
  const label = kind.navLabel.toLowerCase();

  it('shows the banner, the chips, and a card per listing linking to its own detail page', async () => {
    serveListings([dbs, uob]);
    renderApp(kind.pageRoute);

    expect(screen.getByRole('heading', { level: 1, name: kind.bannerHeading })).toBeVisible();
    const chips = within(screen.getByRole('group', { name: 'Filter by provider' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent?.trim())).toEqual([
      'All',
      ...specBankNames,
    ]);
    const dbsCard = await screen.findByRole('article', { name: 'DBS offer' });
    expect(within(dbsCard).getByRole('link', { name: 'See Details' })).toHaveAttribute(
      'href',
      `${kind.pageRoute}/dbs-one`,
    );
    const uobCard = screen.getByRole('article', { name: 'UOB offer' });
    expect(within(uobCard).getByRole('link', { name: 'See Details' })).toHaveAttribute(
      'href',
      `${kind.pageRoute}/b`,
    );
    expect(within(dbsCard).getByText('Tier one text')).toBeVisible();
    expect(within(dbsCard).getByText('Tier two text')).toBeVisible();
    expect(within(dbsCard).getByText('Tier three text')).toBeVisible();
    expect(vi.mocked(getListings)).toHaveBeenCalledWith(kind, {
      q: '',
      sort: 'recommended',
      category: 'All',
      filters: {},
      page: 1,
      limit: listingPageSize,
    });
    expect(screen.getByText(`Showing 2 of 2 ${label}`)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(document.title).toBe(`${kind.navLabel} | SG Finance Rewards`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      kind.bannerSubheading,
    );
    expect(screen.getByText(referralDisclosureText)).toBeVisible();
  });

  it('asks the server for the pressed provider chip, keeps it in the address, and goes back to all', async () => {
    serveListings([dbs, uob]);
    const user = userEvent.setup();
    const { router } = renderApp(kind.pageRoute);
    await screen.findByRole('article', { name: 'DBS offer' });
    const all = screen.getByRole('button', { name: 'All' });
    expect(all).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'UOB' }));
    expect(await screen.findByRole('article', { name: 'UOB offer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'UOB' })).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('article', { name: 'DBS offer' })).not.toBeInTheDocument();
    expect(lastRequest()).toMatchObject({ category: 'UOB', page: 1 });
    expect(router.state.location.search).toBe('?category=UOB');

    await user.click(screen.getByRole('button', { name: 'HSBC' }));
    expect(await screen.findByText('Nothing is listed for this provider yet.')).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    all.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(router.state.location.search).toBe('');
  });

  it('searches on submit and sorts on change, keeping both in the address', async () => {
    serveListings([dbs, uob]);
    const user = userEvent.setup();
    const { router } = renderApp(kind.pageRoute);
    await screen.findByRole('article', { name: 'DBS offer' });

    const search = screen.getByRole('searchbox', { name: `Search ${label}` });
    await user.type(search, 'uob{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'DBS offer' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'UOB offer' })).toBeVisible();
    expect(lastRequest()).toMatchObject({ q: 'uob', page: 1 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'A-Z');
    await waitFor(() => expect(lastRequest()).toMatchObject({ q: 'uob', sort: 'title' }));
    expect(router.state.location.search).toBe('?q=uob&sort=title');
    expect(
      within(screen.getByRole('combobox', { name: 'Sort by' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(listingSortOptions(kind).map((option) => option.label));
  });

  it('opens with the search, order and provider of its address', async () => {
    serveListings([dbs, uob]);
    renderApp(`${kind.pageRoute}?q=offer&sort=newest&category=DBS`);

    expect(await screen.findByRole('article', { name: 'DBS offer' })).toBeVisible();
    expect(lastRequest()).toEqual({
      q: 'offer',
      sort: 'newest',
      category: 'DBS',
      filters: {},
      page: 1,
      limit: listingPageSize,
    });
    expect(screen.getByRole('searchbox', { name: `Search ${label}` })).toHaveValue('offer');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    expect(screen.getByRole('button', { name: 'DBS' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says clearly when nothing matches the search, with a way back', async () => {
    serveListings([dbs, uob]);
    const user = userEvent.setup();
    renderApp(`${kind.pageRoute}?q=platinum`);

    expect(await screen.findByText(new RegExp(`No ${label} match .platinum.`))).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Clear the search' }));
    expect(await screen.findByRole('article', { name: 'DBS offer' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: `Search ${label}` })).toHaveValue('');
  });

  it("shows the first page and adds the next with 'Load more' until all are shown", async () => {
    serveListings(manyListings(kind, listingPageSize + 3));
    const user = userEvent.setup();
    renderApp(kind.pageRoute);

    await screen.findByRole('article', { name: 'Item 1' });
    expect(screen.getAllByRole('article')).toHaveLength(listingPageSize);
    expect(screen.getByText(`Showing ${listingPageSize} of ${listingPageSize + 3} ${label}`));

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByRole('article', { name: `Item ${listingPageSize + 3}` }),
    ).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(listingPageSize + 3);
    expect(lastRequest()).toMatchObject({ page: 2 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  // Three pages open one after the other: slow on a busy machine.
  it("keeps the pages of 'Load more' on Back from a detail page", { timeout: 20_000 }, async () => {
    const listings = manyListings(kind, listingPageSize + 3);
    serveListings(listings);
    vi.mocked(getListing).mockImplementation((_kind, slugOrId) =>
      Promise.resolve(listings.find((listing) => listing.slug === slugOrId) ?? listings[0]!),
    );
    const user = userEvent.setup();
    const { router } = renderApp(kind.pageRoute);
    await screen.findByRole('article', { name: 'Item 1' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const last = await screen.findByRole(
      'article',
      { name: `Item ${listingPageSize + 3}` },
      slowPage,
    );
    const requests = vi.mocked(getListings).mock.calls.length;

    await user.click(within(last).getByRole('link', { name: /See Details/ }));
    await screen.findByRole('heading', { level: 1, name: `Item ${listingPageSize + 3}` }, slowPage);
    await router.navigate(-1);

    expect(
      await screen.findByRole('article', { name: `Item ${listingPageSize + 3}` }, slowPage),
    ).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(listingPageSize + 3);
    expect(vi.mocked(getListings).mock.calls.length).toBe(requests);
  });

  it("links '← All' on a detail page back to the list as the visitor filtered it", async () => {
    const listings = manyListings(kind, 3);
    serveListings(listings);
    vi.mocked(getListing).mockResolvedValue(listings[0]!);
    const user = userEvent.setup();
    renderApp(`${kind.pageRoute}?q=item`);
    const card = await screen.findByRole('article', { name: 'Item 1' });
    await user.click(within(card).getByRole('link', { name: /See Details/ }));
    const back = await screen.findByRole('link', { name: `← All ${label}` });
    expect(back).toHaveAttribute('href', `${kind.pageRoute}?q=item`);
  });

  it('shows a spinner while loading', async () => {
    let answer: (page: { items: Listing[]; total: number }) => void = () => undefined;
    vi.mocked(getListings).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderApp(kind.pageRoute);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    answer({ items: [], total: 0 });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByText(`No ${label} are listed yet.`)).toBeVisible();
  });

  it('shows the error message in a red banner when the list cannot load', async () => {
    vi.mocked(getListings).mockRejectedValue(new ApiRequestError('Database unavailable', 500));
    renderApp(kind.pageRoute);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Database unavailable');
    expect(banner).toHaveClass('alert-danger');
  });
});

describe.each(kindUis)('the provider chips of the $navLabel list page', (kind) => {
  const listings = [
    buildListing(kind, { _id: 'a', slug: 'dbs-gold', title: 'Gold offer', category: 'DBS' }),
    buildListing(kind, { _id: 'b', slug: 'dbs-plain', title: 'Plain offer', category: 'DBS' }),
    buildListing(kind, { _id: 'c', slug: 'uob-gold', title: 'Gold offer', category: 'UOB' }),
  ];
  const label = kind.navLabel.toLowerCase();

  function chip(name: string | RegExp) {
    return within(screen.getByRole('group', { name: 'Filter by provider' })).getByRole('button', {
      name,
    });
  }

  it('shows how many products each chip would show, the total on All, and mutes the empty providers', async () => {
    serveListings(listings);
    serveProviderCounts(listings);
    renderApp(kind.pageRoute);

    const all = await screen.findByRole('button', { name: 'All, 3 products' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(chip('DBS, 2 products')).toHaveTextContent(/^DBS 2$/);
    expect(chip('UOB, 1 product')).toHaveTextContent(/^UOB 1$/);
    for (const bank of specBankNames.filter((name) => name !== 'DBS' && name !== 'UOB')) {
      const empty = chip(`${bank}, 0 products`);
      expect(empty).toHaveClass('btn-outline-secondary');
      expect(empty).toBeEnabled();
    }
    expect(chip('DBS, 2 products')).toHaveClass('btn-outline-primary');
    expect(vi.mocked(getProviderCounts)).toHaveBeenCalledWith(
      kind,
      expect.objectContaining({ q: '', filters: {} }),
    );
  });

  it('counts under the search but not the provider or the order, and keeps the chosen chip focused', async () => {
    serveListings(listings);
    serveProviderCounts(listings);
    const user = userEvent.setup();
    renderApp(`${kind.pageRoute}?q=gold`);

    await screen.findByRole('button', { name: 'All, 2 products' });
    expect(chip('DBS, 1 product')).toBeVisible();
    expect(vi.mocked(getProviderCounts)).toHaveBeenLastCalledWith(
      kind,
      expect.objectContaining({ q: 'gold' }),
    );
    const calls = vi.mocked(getProviderCounts).mock.calls.length;

    const hsbc = chip('HSBC, 0 products');
    await user.click(hsbc);
    expect(await screen.findByText(new RegExp(`No ${label} match .gold.`))).toBeVisible();
    expect(hsbc).toHaveAttribute('aria-pressed', 'true');
    expect(hsbc).toHaveFocus();
    expect(hsbc).toHaveAccessibleName('HSBC, 0 products');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'A-Z');
    await waitFor(() => expect(lastRequest()).toMatchObject({ sort: 'title', category: 'HSBC' }));
    expect(vi.mocked(getProviderCounts).mock.calls.length).toBe(calls);

    const search = screen.getByRole('searchbox', { name: `Search ${label}` });
    await user.clear(search);
    await user.type(search, 'plain{Enter}');
    expect(await screen.findByRole('button', { name: 'All, 1 product' })).toBeVisible();
    expect(chip('DBS, 1 product')).toBeVisible();
    expect(chip('UOB, 0 products')).toHaveClass('btn-outline-secondary');
  });

  it('adds a chip for each other provider with products, after the nine, and filters by it', async () => {
    const withOthers = [
      ...listings,
      buildListing(kind, { _id: 't', slug: 'trust', title: 'Trust offer', category: 'Trust Bank' }),
      buildListing(kind, { _id: 'i', slug: 'aia', title: 'AIA offer', category: 'AIA' }),
    ];
    serveListings(withOthers);
    serveProviderCounts(withOthers);
    const user = userEvent.setup();
    renderApp(kind.pageRoute);

    await screen.findByRole('button', { name: 'All, 5 products' });
    const chips = within(screen.getByRole('group', { name: 'Filter by provider' }));
    expect(chips.getAllByRole('button').map((each) => each.textContent?.trim())).toEqual([
      'All 5',
      ...specBankNames.map((bank) => `${bank} ${bank === 'DBS' ? 2 : bank === 'UOB' ? 1 : 0}`),
      'AIA 1',
      'Trust Bank 1',
    ]);

    await user.click(chip('Trust Bank, 1 product'));

    await waitFor(() => expect(lastRequest()).toMatchObject({ category: 'Trust Bank' }));
    expect(await screen.findByRole('article', { name: 'Trust offer' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'AIA offer' })).not.toBeInTheDocument();
    expect(chip('Trust Bank, 1 product')).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides another provider’s chip while the search leaves it nothing, never one of the nine', async () => {
    const withOthers = [
      ...listings,
      buildListing(kind, { _id: 't', slug: 'trust', title: 'Trust offer', category: 'Trust Bank' }),
    ];
    serveListings(withOthers);
    serveProviderCounts(withOthers);
    renderApp(`${kind.pageRoute}?q=gold`);

    await screen.findByRole('button', { name: 'All, 2 products' });
    const chips = within(screen.getByRole('group', { name: 'Filter by provider' }));
    expect(chips.getAllByRole('button').map((each) => each.textContent?.trim())).toEqual([
      'All 2',
      ...specBankNames.map((bank) => `${bank} ${bank === 'DBS' || bank === 'UOB' ? 1 : 0}`),
    ]);
  });

  it('opens on a provider chosen in the address, its chip there before the counts come', () => {
    serveListings(listings);
    renderApp(`${kind.pageRoute}?category=GXS%20Bank`);

    expect(chip('GXS Bank')).toHaveAttribute('aria-pressed', 'true');
    expect(lastRequest()).toMatchObject({ category: 'GXS Bank' });
  });

  it('shows the chips at once, each keeping room for its count until the counts arrive', async () => {
    serveListings(listings);
    let answer: (counts: ProviderCounts) => void = () => undefined;
    vi.mocked(getProviderCounts).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderApp(kind.pageRoute);

    const dbs = chip('DBS');
    expect(dbs.querySelector('.filter-chip-count')).toBeEmptyDOMElement();
    const banks = Object.fromEntries(specBankNames.map((bank) => [bank, 0]));
    answer({ total: 4, banks: { ...banks, DBS: 4 } as ProviderCounts['banks'] });

    await waitFor(() => expect(dbs).toHaveAccessibleName('DBS, 4 products'));
    expect(dbs.querySelector('.filter-chip-count')).toHaveTextContent(/^4$/);
    expect(chip('All, 4 products')).toBeVisible();
  });

  it('shows the chips by name alone when the counts cannot load', async () => {
    serveListings(listings);
    vi.mocked(getProviderCounts).mockRejectedValue(
      new ApiRequestError('Database unavailable', 500),
    );
    renderApp(kind.pageRoute);

    await screen.findAllByRole('article', { name: 'Gold offer' });
    await waitFor(() => expect(vi.mocked(getProviderCounts)).toHaveBeenCalled());
    for (const name of ['All', ...specBankNames]) {
      expect(chip(name)).toHaveAccessibleName(name);
      expect(chip(name)).not.toHaveClass('btn-outline-secondary');
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the need filters and term sorts of the credit cards page', () => {
  const cards = kindUis.find((kind) => kind.key === 'card')!;
  const miles = buildListing(cards, {
    _id: 'm',
    slug: 'miles',
    title: 'Miles card',
    terms: { rewardType: 'miles', annualFee: 196.2, baseRate: 1.2, minIncome: 30000 },
  });

  it('sends the chosen filters and order to the server, keeps them in the address and restores them by Back', async () => {
    serveListings([miles]);
    const user = userEvent.setup();
    const { router } = renderApp(cards.pageRoute);
    const card = await screen.findByRole('article', { name: 'Miles card' });
    expect(card.querySelector('.listing-lead')).toHaveTextContent(/^1\.2 miles per S\$1$/);
    expect(card.querySelector('.listing-headline')).toHaveTextContent(
      /^Annual fee S\$196\.20 · Min\. income S\$30,000$/,
    );

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Annual fee: highest first',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reward type' }), 'Miles');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Annual fee' }), 'No annual fee');

    await waitFor(() =>
      expect(lastRequest()).toMatchObject({
        sort: '-annualFee',
        filters: { rewardType: 'miles', maxAnnualFee: '0' },
        page: 1,
      }),
    );
    expect(router.state.location.search).toBe('?sort=-annualFee&rewardType=miles&maxAnnualFee=0');
    expect(
      within(screen.getByRole('combobox', { name: 'Minimum income' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Any',
      'S$30,000 or less',
      'S$50,000 or less',
      'S$80,000 or less',
      'S$120,000 or less',
    ]);

    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Annual fee' })).toHaveValue(''),
    );
    expect(screen.getByRole('combobox', { name: 'Reward type' })).toHaveValue('miles');
    expect(lastRequest()).toMatchObject({ sort: '-annualFee', filters: { rewardType: 'miles' } });
  });

  it('opens with the filters of its address, a fee that is no preset included', async () => {
    serveListings([]);
    renderApp(`${cards.pageRoute}?rewardType=cashback&maxAnnualFee=150&sort=welcomeValue`);

    expect(await screen.findByText('No credit cards meet these needs.')).toBeVisible();
    expect(lastRequest()).toMatchObject({
      sort: 'welcomeValue',
      filters: { rewardType: 'cashback', maxAnnualFee: '150' },
    });
    expect(screen.getByRole('combobox', { name: 'Annual fee' })).toHaveValue('150');
    expect(screen.getByRole('option', { name: 'S$150 or less' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute(
      'href',
      '/cards?sort=welcomeValue',
    );
  });

  it.each(kindUis.filter((kind) => kind.termFilters.length === 0))(
    'offers no need filters on the $navLabel page, which has none',
    async (kind) => {
      serveListings([]);
      renderApp(kind.pageRoute);
      await screen.findByText(`No ${kind.navLabel.toLowerCase()} are listed yet.`);
      expect(screen.queryByRole('group', { name: 'Filter by terms' })).not.toBeInTheDocument();
    },
  );
});
