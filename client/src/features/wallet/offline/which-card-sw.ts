/// <reference lib="webworker" />
import { merchantsMatching, type Merchant } from '@sg-finance/contract';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { offlineApiCache, offlineCopiedCalls } from '../../../lib/offline-copies';
import { offlineMessageType, type OfflineCopyMessage } from './offline-message';

/*
 * The service worker of `/which-card` (its scope is that page only): the page answers at the till
 * with the network off, from the copies it keeps of the page, its code, the user's wallet, the
 * catalogue's cards and the merchants. Each answer of the network replaces the copy; a copy used
 * instead is told to the page with the day it was made, which the page shows.
 */
declare let self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

void self.skipWaiting();
clientsClaim();

// The app's icons, listed by the build.
precacheAndRoute(self.__WB_MANIFEST);

/** Tells the page that a copy was used, and when the network gave it (its `Date`). */
async function tellThePage(event: ExtendableEvent | undefined, copy: Response): Promise<void> {
  const client =
    event instanceof FetchEvent && event.clientId
      ? await self.clients.get(event.clientId)
      : undefined;
  const message: OfflineCopyMessage = {
    type: offlineMessageType,
    savedAt: copy.headers.get('date') ?? new Date(0).toUTCString(),
  };
  client?.postMessage(message);
}

const toldToThePage: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ cachedResponse, event }) {
    if (cachedResponse) await tellThePage(event, cachedResponse);
    return cachedResponse ?? null;
  },
};

// Copies are kept by address: the live call carries the user's token, the copy's key does not.
const byAddress = { ignoreVary: true };

const networkFirst = (cacheName: string) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: 4,
    plugins: [toldToThePage],
    matchOptions: byAddress,
  });

registerRoute(new NavigationRoute(networkFirst('which-card-page')));

// Built files never change under their name: a copy is as good as the network's.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'which-card-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 80 })],
  }),
);

/** The calls the page makes, and only those: the user's wallet, the cards, the merchants. */
const isPageCall = (url: URL) =>
  url.origin === self.location.origin && offlineCopiedCalls.test(url.pathname + url.search);

const apiCopies = networkFirst(offlineApiCache);

/**
 * A merchant search: the network's answer, or offline the search over the copy of every merchant
 * (the page keeps `GET /api/merchants`), as the server would answer it.
 */
async function searchMerchants(event: FetchEvent, url: URL): Promise<Response> {
  try {
    return await apiCopies.handle({ event, request: event.request });
  } catch {
    const all = await caches.match(new URL('/api/merchants', url).href, {
      ...byAddress,
      cacheName: offlineApiCache,
    });
    if (!all) return Response.error();
    const found = merchantsMatching(
      (await all.json()) as Merchant[],
      url.searchParams.get('q') ?? '',
    );
    await tellThePage(event, all);
    return Response.json(found);
  }
}

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    isPageCall(url) &&
    url.pathname === '/api/merchants' &&
    url.searchParams.has('q'),
  ({ event, url }) => searchMerchants(event as FetchEvent, url),
);
registerRoute(({ url, request }) => request.method === 'GET' && isPageCall(url), apiCopies);
