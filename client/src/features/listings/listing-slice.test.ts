import { setupStore } from '../../app/store';
import { buildListing } from '../../testing/fixtures';
import { ApiRequestError } from '../../lib/api-client';
import {
  getProviderCounts,
  getListing,
  getListings,
  type ListingPage,
} from '../../lib/listings/listings-api';
import { kindUis } from '../../lib/listings/kind-uis';
import {
  providerCountsQueryKey,
  listingQueryKey,
  type ListingQuery,
} from '../../lib/listings/listing-query';
import { initialListingKindState } from './listing-slice';
import { listingSlices } from './listing-store';
import { listingPageSize, specBankNames, type ProviderCounts } from '@sg-finance/contract';
import { selectListingsState } from './listing-store';

vi.mock('../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
  getProviderCounts: vi.fn(),
}));

/** Counts with every provider at `each`. */
function providerCountsOf(each: number): ProviderCounts {
  const banks = Object.fromEntries(specBankNames.map((bank) => [bank, each]));
  return { total: each * specBankNames.length, banks: banks as ProviderCounts['banks'] };
}

const plainQuery: ListingQuery = { q: '', sort: 'recommended', category: 'All', filters: {} };

describe.each(kindUis)('the $key listing state', (kind) => {
  const slice = listingSlices[kind.key];

  it('asks for the first page of the query and adds the next page to it', async () => {
    const query: ListingQuery = { q: 'miles', sort: 'newest', category: 'DBS', filters: {} };
    vi.mocked(getListings)
      .mockResolvedValueOnce({ items: [buildListing(kind, { _id: 'a' })], total: 2 })
      .mockResolvedValueOnce({ items: [buildListing(kind, { _id: 'b' })], total: 2 });
    const store = setupStore();

    await store.dispatch(slice.fetchList({ query, page: 1 }));
    expect(vi.mocked(getListings)).toHaveBeenLastCalledWith(kind, {
      ...query,
      page: 1,
      limit: listingPageSize,
    });
    await store.dispatch(slice.fetchList({ query, page: 2 }));
    expect(vi.mocked(getListings)).toHaveBeenLastCalledWith(kind, {
      ...query,
      page: 2,
      limit: listingPageSize,
    });
    const { list } = selectListingsState(store.getState())[kind.key];
    expect(list.items.map((listing) => listing._id)).toEqual(['a', 'b']);
    expect(list).toMatchObject({ total: 2, page: 2, queryKey: listingQueryKey(kind, query) });
  });

  it('keeps the provider counts of the latest search, whatever the provider, order or late answers', async () => {
    let answerFirst: (counts: ProviderCounts) => void = () => undefined;
    vi.mocked(getProviderCounts)
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(providerCountsOf(2));
    const store = setupStore();

    const first = store.dispatch(slice.fetchProviderCounts(plainQuery));
    const newer: ListingQuery = { q: 'cash', sort: 'title', category: 'DBS', filters: {} };
    await store.dispatch(slice.fetchProviderCounts(newer));
    answerFirst(providerCountsOf(1));
    await first;

    const { providerCounts } = selectListingsState(store.getState())[kind.key];
    expect(providerCounts.counts).toEqual(providerCountsOf(2));
    expect(providerCounts.queryKey).toBe('q=cash');
    expect(providerCountsQueryKey(kind, { ...newer, category: 'UOB', sort: 'newest' })).toBe(
      'q=cash',
    );
  });

  it('forgets the provider counts when they cannot load', async () => {
    vi.mocked(getProviderCounts)
      .mockResolvedValueOnce(providerCountsOf(1))
      .mockRejectedValueOnce(new ApiRequestError('Database unavailable', 500));
    const store = setupStore();

    await store.dispatch(slice.fetchProviderCounts(plainQuery));
    expect(selectListingsState(store.getState())[kind.key].providerCounts.counts).toEqual(
      providerCountsOf(1),
    );
    await store.dispatch(slice.fetchProviderCounts(plainQuery));
    expect(selectListingsState(store.getState())[kind.key].providerCounts.counts).toBeNull();
  });

  it('starts over for a new query and ignores the late answer of the previous one', async () => {
    let answerFirst: (page: ListingPage) => void = () => undefined;
    vi.mocked(getListings)
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce({ items: [buildListing(kind, { _id: 'new' })], total: 1 });
    const store = setupStore();

    const first = store.dispatch(slice.fetchList({ query: plainQuery, page: 1 }));
    const newer = { ...plainQuery, q: 'cash' };
    await store.dispatch(slice.fetchList({ query: newer, page: 1 }));
    answerFirst({ items: [buildListing(kind, { _id: 'old' })], total: 1 });
    await first;

    const { list } = selectListingsState(store.getState())[kind.key];
    expect(list.queryKey).toBe(listingQueryKey(kind, newer));
    expect(list.items.map((listing) => listing._id)).toEqual(['new']);
  });

  it('keeps the shown listings and reports the error when the next page fails', async () => {
    vi.mocked(getListings)
      .mockResolvedValueOnce({ items: [buildListing(kind, { _id: 'a' })], total: 5 })
      .mockRejectedValueOnce(new ApiRequestError('Database unavailable', 500));
    const store = setupStore();
    await store.dispatch(slice.fetchList({ query: plainQuery, page: 1 }));
    await store.dispatch(slice.fetchList({ query: plainQuery, page: 2 }));

    const { list } = selectListingsState(store.getState())[kind.key];
    expect(list.items).toHaveLength(1);
    expect(list).toMatchObject({ page: 1, error: 'Database unavailable', loading: false });
  });

  it('keeps its list apart from the other kinds', async () => {
    vi.mocked(getListings).mockResolvedValue({ items: [buildListing(kind)], total: 1 });
    const store = setupStore();
    await store.dispatch(slice.fetchList({ query: plainQuery, page: 1 }));
    for (const other of kindUis) {
      const { items } = selectListingsState(store.getState())[other.key].list;
      expect(items).toHaveLength(other.key === kind.key ? 1 : 0);
    }
  });

  it('keeps the listing asked for last when an earlier answer arrives late', async () => {
    let answerFirst: (listing: ReturnType<typeof buildListing>) => void = () => undefined;
    vi.mocked(getListing)
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(buildListing(kind, { slug: 'second' }));
    const store = setupStore();
    const first = store.dispatch(slice.fetchDetail('first'));
    await store.dispatch(slice.fetchDetail('second'));
    answerFirst(buildListing(kind, { slug: 'first' }));
    await first;
    const { detail } = selectListingsState(store.getState())[kind.key];
    expect(detail.slugOrId).toBe('second');
    expect(detail.item?.slug).toBe('second');
  });

  it('forgets the list and the loaded listing when cleared', async () => {
    vi.mocked(getListing).mockResolvedValue(buildListing(kind));
    const store = setupStore();
    await store.dispatch(slice.fetchDetail(`test-${kind.key}`));
    expect(selectListingsState(store.getState())[kind.key].detail.item).not.toBeNull();
    store.dispatch(slice.actions.cleared());
    expect(selectListingsState(store.getState())[kind.key]).toEqual(initialListingKindState);
  });
});
