import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import {
  chromium,
  type Browser,
  type BrowserServer,
  type Download,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';
import { newWatchedPage } from './network-settled';
import { screenshotDir } from './paths';

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

export type ViewportName = keyof typeof viewports;

/**
 * Debian's headless shell (package chromium-headless-shell) when installed: the same Blink without
 * the full browser around it, which spent a tenth less CPU over the journeys and finished them
 * 306 s against 344 s. Full Chromium otherwise, or whatever `CHROMIUM_PATH` names.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** Starts Chromium for the journeys of one worker, which connect to it with `connectBrowser`. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions);
}

/**
 * Connects to a browser that `launchBrowserServer` started. Closing the connection closes the
 * pages and contexts opened through it, and leaves the browser running for the next file.
 */
export function connectBrowser(endpoint: string): Promise<Browser> {
  return chromium.connect(endpoint);
}

/**
 * Opens a page that may talk to `baseUrl` only: any request to another host is aborted and
 * recorded, so a journey fails if the site reaches for fonts, analytics or a CDN.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName = 'desktop',
): Promise<{ page: Page; outsideRequests: string[]; pageErrors: string[] }> {
  const context = await browser.newContext({ viewport: viewports[viewport] });
  const page = await newWatchedPage(context);
  const origin = new URL(baseUrl).origin;
  const outsideRequests: string[] = [];
  const pageErrors: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) {
      return route.continue();
    }
    outsideRequests.push(url);
    return route.abort();
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { page, outsideRequests, pageErrors };
}

/**
 * The text of a finished download. Read through a stream: the browser runs in another process
 * (`launchBrowserServer`), so the download has no local path.
 */
export async function downloadedText(download: Download): Promise<string> {
  return text(await download.createReadStream());
}

interface DocumentWithAnimations {
  document: { getAnimations(): { playState: string; transitionProperty?: string }[] };
}

/** How many CSS transitions (a menu or a section sliding open or shut) are still playing. */
function transitionsRunning(): number {
  return (globalThis as unknown as DocumentWithAnimations).document
    .getAnimations()
    .filter(
      (animation) =>
        animation.transitionProperty !== undefined && animation.playState === 'running',
    ).length;
}

/**
 * Whether journeys save screenshots (`E2E_SCREENSHOTS=1`): nothing compares them, so they are
 * taken only for a reviewer who wants to look at the pages.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/**
 * Waits until every image, lazy ones included, has loaded and no menu or section is still sliding
 * open or shut, then saves a full-page screenshot if `screenshotsWanted`. The waits stay either
 * way: journeys assert what the page shows once it has settled.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  // Functions, not strings: the site's Content-Security-Policy forbids evaluating strings.
  // Images that arrive with late sections start lazy too, so each look loads every image eagerly.
  const images = page.locator('img');
  await expect
    .poll(() =>
      images.evaluateAll((elements) =>
        (elements as unknown as { loading: string; complete: boolean }[]).every((image) => {
          image.loading = 'eager';
          return image.complete;
        }),
      ),
    )
    .toBe(true);
  await expect.poll(() => page.evaluate(transitionsRunning)).toBe(0);
  if (!screenshotsWanted) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
