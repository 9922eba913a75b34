/**
 * The copies `/which-card`'s service worker keeps on the phone so the page answers offline: the
 * user's own answers (wallet, cards, merchants) in one cache, dropped whenever the session ends or
 * changes hands, so another user of the phone never reads them.
 */
export const offlineApiCache = 'which-card-api';

export function forgetOfflineCopies(): void {
  if ('caches' in window) void window.caches.delete(offlineApiCache);
}
