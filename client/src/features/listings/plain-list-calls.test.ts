import { plainListCalls } from '@sg-finance/contract';
import { setupStore } from '../../app/store';
import { kindUis } from '../../lib/listings/kind-uis';
import { plainListingQuery } from '../../lib/listings/listing-query';
import { listingSlices } from './listing-store';

describe.each(kindUis)('the first calls of the plain $key list page', (kind) => {
  it('are the addresses the server’s HTML preloads, so the browser takes its answers', async () => {
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(
          new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }),
        ),
      );
    const store = setupStore();
    const slice = listingSlices[kind.key];

    await store.dispatch(slice.fetchList({ query: plainListingQuery, page: 1 }));
    await store.dispatch(slice.fetchProviderCounts(plainListingQuery));

    expect(fetched.mock.calls.map(([address]) => address)).toEqual(plainListCalls(kind));
  });
});
