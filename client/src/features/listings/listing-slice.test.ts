import { setupStore } from '../../app/store';
import { buildListing } from '../../testing/fixtures';
import { getListing, getListings } from './api/listings-api';
import { listingKinds } from './listing-kinds';
import { initialListingKindState } from './listing-slice';
import { listingSlices } from './listing-store';

vi.mock('./api/listings-api', () => ({ getListings: vi.fn(), getListing: vi.fn() }));

describe.each(listingKinds)('the $key listing state', (kind) => {
  const slice = listingSlices[kind.key];

  it('keeps its list apart from the other kinds', async () => {
    vi.mocked(getListings).mockResolvedValue([buildListing(kind)]);
    const store = setupStore();
    await store.dispatch(slice.fetchList());
    for (const other of listingKinds) {
      const { items } = store.getState().listings[other.key].list;
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
    const { detail } = store.getState().listings[kind.key];
    expect(detail.slugOrId).toBe('second');
    expect(detail.item?.slug).toBe('second');
  });

  it('forgets the list and the loaded listing when cleared', async () => {
    vi.mocked(getListing).mockResolvedValue(buildListing(kind));
    const store = setupStore();
    await store.dispatch(slice.fetchDetail(`test-${kind.key}`));
    expect(store.getState().listings[kind.key].detail.item).not.toBeNull();
    store.dispatch(slice.actions.cleared());
    expect(store.getState().listings[kind.key]).toEqual(initialListingKindState);
  });
});
