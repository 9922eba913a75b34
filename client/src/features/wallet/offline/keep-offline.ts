import { pagePath, whichCardManifestPath } from '@sg-finance/contract';
import { Workbox } from 'workbox-window';
import { requestHeaders } from '../../../lib/api-client';
import { isOfflineCopyMessage } from './offline-message';

/** The service worker of `/which-card`, as the build writes it. */
const whichCardServiceWorker = '/which-card-sw.js';

const pageCalls = /^\/api\/(me\/wallet|creditcards|merchants)(\?|$)/;

/** Installs the page as an app: its manifest, named in the head. */
function nameTheManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = whichCardManifestPath;
  document.head.append(link);
}

/**
 * Copies the page itself and every merchant (for the offline search) and, when the service worker
 * has just taken the page over, fetches again through it what the page loaded before (its code and
 * its calls), so the next visit answers with the network off.
 */
async function copyWhatThePageNeeds(justTakenOver: boolean): Promise<void> {
  const loaded = (justTakenOver ? performance.getEntriesByType('resource') : [])
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin);
  const assets = loaded.filter((url) => url.pathname.startsWith('/assets/'));
  const calls = loaded.filter((url) => pageCalls.test(url.pathname + url.search));
  const page = await caches.open('which-card-page');
  const copied = await Promise.allSettled([
    page.add(pagePath('whichCard')),
    ...assets.map((url) => fetch(url)),
    ...[...calls.map((url) => url.href), '/api/merchants'].map((address) =>
      fetch(address, { headers: requestHeaders() }),
    ),
  ]);
  if (copied.every((copy) => copy.status === 'fulfilled')) {
    keptOnThisDevice = true;
    tell();
  }
}

let oldestCopy: string | undefined;
let keptOnThisDevice = false;
const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};

/**
 * Where the page's answers stand: from copies made at `since` (offline, or the server down),
 * or from the network with the copies for the next time `kept` on this device.
 */
export type OfflineState = { since: string } | { kept: boolean };

let state: OfflineState = { kept: false };

/** The page's offline state (the same object until it changes, as React's store reads need). */
export function offlineState(): OfflineState {
  const next: OfflineState = oldestCopy ? { since: oldestCopy } : { kept: keptOnThisDevice };
  if (JSON.stringify(next) !== JSON.stringify(state)) state = next;
  return state;
}

export function onOfflineCopy(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function heardFromWorker(event: MessageEvent): void {
  if (!isOfflineCopyMessage(event.data)) return;
  const savedAt = new Date(event.data.savedAt).toISOString();
  if (oldestCopy !== undefined && oldestCopy <= savedAt) return;
  oldestCopy = savedAt;
  tell();
}

/**
 * Makes `/which-card` an app that answers offline: names its manifest, registers its service
 * worker (scoped to this page only) and, once it controls the page, keeps copies of what the page
 * needs. Without service workers (an old browser, a test), nothing happens.
 */
export async function keepWhichCardOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  nameTheManifest();
  navigator.serviceWorker.addEventListener('message', heardFromWorker);
  const worker = new Workbox(whichCardServiceWorker, { scope: pagePath('whichCard') });
  worker.addEventListener('controlling', () => void copyWhatThePageNeeds(true));
  await worker.register();
  if (navigator.serviceWorker.controller) await copyWhatThePageNeeds(false);
}
