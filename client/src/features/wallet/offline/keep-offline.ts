import { pagePath, whichCardManifestPath } from '@sg-finance/contract';
import { Workbox } from 'workbox-window';
import { requestHeaders } from '../../../lib/api-client';
import { offlineApiCache, rememberedAnswers } from '../../../lib/offline-copies';
import { isOfflineCopyMessage } from './offline-message';

/** The service worker of `/which-card`, as the build writes it. */
const whichCardServiceWorker = '/which-card-sw.js';

/** Installs the page as an app: its manifest, named in the head. */
function nameTheManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = whichCardManifestPath;
  document.head.append(link);
}

/**
 * Copies the page itself, the answers of its calls the page already has (so nothing is asked
 * twice) and every merchant (for the offline search) and, when the service worker has just taken
 * the page over, the code the page loaded before (from the browser's own cache), so the next
 * visit answers with the network off.
 */
async function copyWhatThePageNeeds(justTakenOver: boolean): Promise<void> {
  const code = justTakenOver
    ? performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    : [];
  const [page, answers] = await Promise.all([
    caches.open('which-card-page'),
    caches.open(offlineApiCache),
  ]);
  const copied = await Promise.allSettled([
    page.add(pagePath('whichCard')),
    ...code.map((url) => fetch(url)),
    ...[...rememberedAnswers()].map(([address, { text, headers }]) =>
      answers.put(address, new Response(text, { headers })),
    ),
    fetch('/api/merchants', { headers: requestHeaders() }),
  ]);
  // Copies in use say more than copies kept: a page answering from them keeps saying so.
  if (copied.every((copy) => copy.status === 'fulfilled') && !('since' in state)) {
    changeTo({ kept: true });
  }
}

/**
 * Where the page's answers stand: from copies made at `since` (offline, or the server down),
 * or from the network with the copies for the next time `kept` on this device.
 */
export type OfflineState = { since: string } | { kept: boolean };

let state: OfflineState = { kept: false };
const listeners = new Set<() => void>();

/** A new state object, only when the state changes, as React's store reads need. */
function changeTo(next: OfflineState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const offlineState = (): OfflineState => state;

export function onOfflineCopy(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function heardFromWorker(event: MessageEvent): void {
  if (!isOfflineCopyMessage(event.data)) return;
  const savedAt = new Date(event.data.savedAt).toISOString();
  if ('since' in state && state.since <= savedAt) return;
  changeTo({ since: savedAt });
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
  // A page the worker served already passed its code and calls through it; a page it takes
  // over now loaded them before, so they are copied when it does.
  const servedByWorker = navigator.serviceWorker.controller !== null;
  if (!servedByWorker) {
    worker.addEventListener('controlling', () => void copyWhatThePageNeeds(true));
  }
  await worker.register();
  if (servedByWorker) await copyWhatThePageNeeds(false);
}
