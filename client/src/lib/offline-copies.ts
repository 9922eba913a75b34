/**
 * The copies `/which-card`'s service worker keeps on the phone so the page answers offline: the
 * user's own answers (wallet, cards, merchants) in one cache, dropped whenever the session ends or
 * changes hands, so another user of the phone never reads them.
 */
export const offlineApiCache = 'which-card-api';

/** The calls `/which-card` makes, and the only ones copied: the wallet, the cards, the merchants. */
export const offlineCopiedCalls = /^\/api\/(me\/wallet|creditcards|merchants)(\?|$)/;

/** A copied call's answer, as the network gave it. */
export interface CopiedAnswer {
  text: string;
  headers: Record<string, string>;
}

const lastAnswers = new Map<string, CopiedAnswer>();

/**
 * Keeps the last answer to each of those calls, by its address, while the page lives: the page
 * copies them for offline use once its service worker takes over, instead of asking again.
 */
export function rememberAnswer(address: string | undefined, answer: CopiedAnswer): void {
  if (!address) return;
  const url = new URL(address, window.location.href);
  if (url.origin === window.location.origin && offlineCopiedCalls.test(url.pathname + url.search)) {
    // The text is already decoded: its length and encoding are no longer the copy's.
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = answer.headers;
    lastAnswers.set(url.href, { text: answer.text, headers });
  }
}

export const rememberedAnswers = (): ReadonlyMap<string, CopiedAnswer> => lastAnswers;

export function forgetOfflineCopies(): void {
  lastAnswers.clear();
  if ('caches' in window) void window.caches.delete(offlineApiCache);
}
