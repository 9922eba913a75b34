import type { BrowserContext, Page, Request } from 'playwright-core';
import { framesDrawn } from './layout';

/** A page's requests still in flight, and how many it has started. */
interface Traffic {
  pending: Set<Request>;
  started: number;
  /** Called when the last request in flight ends. */
  onQuiet: (() => void)[];
}

const traffic = new WeakMap<Page, Traffic>();

/** A new page of the context whose requests `networkSettled` can wait for. */
export async function newWatchedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const watched: Traffic = { pending: new Set(), started: 0, onQuiet: [] };
  const ended = (request: Request) => {
    watched.pending.delete(request);
    if (watched.pending.size === 0) for (const resolve of watched.onQuiet.splice(0)) resolve();
  };
  page.on('request', (request) => {
    watched.pending.add(request);
    watched.started += 1;
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  traffic.set(page, watched);
  return page;
}

/**
 * Waits until the page has no request in flight and starts none while it draws two frames:
 * the data and the code its last address asked for have arrived and been drawn. What Playwright's
 * `networkidle` waits for, without its fixed half-second of silence after every load.
 */
export async function networkSettled(page: Page): Promise<void> {
  const watched = traffic.get(page);
  if (!watched) throw new Error('networkSettled needs a page opened by newWatchedPage');
  await page.waitForLoadState('load');
  for (;;) {
    if (watched.pending.size > 0) {
      await new Promise<void>((resolve) => watched.onQuiet.push(resolve));
    }
    const started = watched.started;
    await page.evaluate(framesDrawn);
    if (watched.started === started && watched.pending.size === 0) return;
  }
}
