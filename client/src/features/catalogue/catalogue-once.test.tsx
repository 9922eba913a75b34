import { act, screen } from '@testing-library/react';
import { spendCategories, type Listing, type StoredWallet } from '@sg-finance/contract';
import { paths } from '../../config/paths';
import {
  apiClient,
  ApiRequestError,
  type ApiResponse,
  type QueryParams,
} from '../../lib/api-client';
import { kindUiByKey } from '../../lib/listings/kind-uis';
import { signedInState, visitorInfo } from '../../testing/fixtures';
import { listingWithTerms } from '../../testing/serve-listings';
import { renderApp } from '../../testing/test-utils';
import { setupStore } from '../../app/store';
import {
  catalogueOutdated,
  catalogueRecheckMs,
  loadCatalogue,
  selectCatalogueState,
} from './catalogue-slice';

const cards = [
  listingWithTerms('card', 'a'.repeat(24), 'Online Miles', {
    rewardType: 'miles',
    baseRate: 0.4,
    earn: [{ category: 'online', rate: 4, cap: { on: 'bonusSpend', amount: 1000 } }],
  }),
  listingWithTerms('card', 'b'.repeat(24), 'Flat Cashback', {
    rewardType: 'cashback',
    baseRate: 1.5,
  }),
];

const wallet: StoredWallet = {
  products: cards.map((card) => ({ kind: 'card' as const, id: card._id })),
  spend: Object.fromEntries(
    spendCategories.map((category) => [category, 100]),
  ) as StoredWallet['spend'],
  monthlyIncome: 5000,
  age: 30,
  residency: 'local',
  updatedAt: '2026-11-24T00:00:00.000Z',
};

const cardsPath = kindUiByKey('card').apiPath;

function answer<Data>(data: Data, status = 200, headers: Record<string, string> = {}) {
  return Promise.resolve({ data, status, headers } as ApiResponse<never>);
}

/** The server as the pages see it: the wallet, the card catalogue (with its ETag), nothing else. */
function serveApi(card = cards, etag = 'W/"2-cards"') {
  return vi.spyOn(apiClient, 'get').mockImplementation((path, options) => {
    if (path === '/api/me/wallet') return answer(wallet);
    if (path === '/api/merchants') return answer([]);
    if (path.startsWith('/api/')) {
      if (options?.ifNoneMatch === etag) return answer('', 304);
      const items: Listing[] = path === cardsPath ? card : [];
      return answer(items, 200, { 'x-total-count': String(items.length), etag });
    }
    return Promise.reject(new ApiRequestError('Not Found', 404));
  });
}

/** The calls for the first page of the card catalogue, as the calculators and wallet ask it. */
function cardCatalogueCalls(get: ReturnType<typeof serveApi>) {
  return get.mock.calls.filter(([path, options]) => {
    const params = options?.params as QueryParams | undefined;
    return path === cardsPath && params?.page === 1 && params.limit === 100;
  });
}

describe('the catalogue in the store', () => {
  it('downloads the card catalogue once from the card finder to My wallet to which card', async () => {
    const get = serveApi();
    const { router } = renderApp(paths.cardFinder, { preloadedState: signedInState(visitorInfo) });
    expect(await screen.findAllByRole('link', { name: 'Online Miles' })).not.toHaveLength(0);

    await act(() => router.navigate(paths.wallet));
    expect(await screen.findByRole('heading', { name: 'My wallet', level: 1 })).toBeVisible();
    expect(await screen.findAllByText(/Online Miles/)).not.toHaveLength(0);

    await act(() => router.navigate(paths.whichCard));
    expect(await screen.findByTestId(`period-${'a'.repeat(24)}`)).toHaveTextContent('Online Miles');

    expect(cardCatalogueCalls(get)).toHaveLength(1);
    expect(cardCatalogueCalls(get)[0]?.[1]?.ifNoneMatch).toBeUndefined();
  });

  it('asks again with its ETag after the visitor changed the kind, and keeps it on a 304', async () => {
    const get = serveApi();
    const store = setupStore();
    await store.dispatch(loadCatalogue({ kind: 'card' }));
    await store.dispatch(loadCatalogue({ kind: 'card' }));
    expect(cardCatalogueCalls(get)).toHaveLength(1);
    const held = selectCatalogueState(store.getState()).card;

    store.dispatch(catalogueOutdated('card'));
    await store.dispatch(loadCatalogue({ kind: 'card' }));

    const calls = cardCatalogueCalls(get);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.[1]?.ifNoneMatch).toBe('W/"2-cards"');
    expect(selectCatalogueState(store.getState()).card?.pages).toBe(held?.pages);
    expect(selectCatalogueState(store.getState()).card?.outdated).toBe(false);
  });

  it('checks a held catalogue again after ten minutes, not before', async () => {
    const get = serveApi();
    const store = setupStore();
    const start = Date.now();
    await store.dispatch(loadCatalogue({ kind: 'card' }));
    vi.spyOn(Date, 'now').mockReturnValue(start + catalogueRecheckMs - 1000);
    await store.dispatch(loadCatalogue({ kind: 'card' }));
    expect(cardCatalogueCalls(get)).toHaveLength(1);

    vi.spyOn(Date, 'now').mockReturnValue(start + catalogueRecheckMs + 1000);
    await store.dispatch(loadCatalogue({ kind: 'card' }));
    expect(cardCatalogueCalls(get).map(([, options]) => options?.ifNoneMatch)).toEqual([
      undefined,
      'W/"2-cards"',
    ]);
  });

  it('replaces the held catalogue when the server answers that it changed', async () => {
    serveApi();
    const store = setupStore();
    await store.dispatch(loadCatalogue({ kind: 'card' }));
    const added = listingWithTerms('card', 'c'.repeat(24), 'New Card', {
      rewardType: 'cashback',
      baseRate: 2,
    });
    serveApi([...cards, added], 'W/"3-cards"');

    store.dispatch(catalogueOutdated('card'));
    await store.dispatch(loadCatalogue({ kind: 'card' }));

    const titles = selectCatalogueState(store.getState()).card?.pages.flatMap((page) =>
      page.items.map((item) => item.title),
    );
    expect(titles).toEqual(['Online Miles', 'Flat Cashback', 'New Card']);
  });

  it('says why when the first load fails, and loads again when a page asks again', async () => {
    const get = vi
      .spyOn(apiClient, 'get')
      .mockRejectedValue(new ApiRequestError('The catalogue is resting', 503));
    const store = setupStore();
    await store.dispatch(loadCatalogue({ kind: 'card' }));
    expect(selectCatalogueState(store.getState()).card).toMatchObject({
      status: 'failed',
      error: 'The catalogue is resting',
    });

    await store.dispatch(loadCatalogue({ kind: 'card' }));
    expect(get).toHaveBeenCalledTimes(2);
  });
});
