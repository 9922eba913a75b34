import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { connectBrowser, openPage, type ViewportName } from './browser';
import type { WorkerSite } from './worker-sites';

export interface SiteAndBrowser {
  readonly site: Pick<WorkerSite, 'baseUrl' | 'dataDir'>;
  readonly browser: Browser;
  /** A new page of the site at one of the viewports, watching for outside requests and errors. */
  openPage(viewport: ViewportName): ReturnType<typeof openPage>;
  /** The JSON of an API call of the site, which must answer 200. */
  getJson<T>(path: string): Promise<T>;
  /**
   * Opens `path` in a fresh page, runs the journey, checks the page reached no other host and
   * threw nothing, and closes it.
   */
  visit(
    viewport: ViewportName,
    path: string,
    journey: (page: Page) => Promise<void>,
  ): Promise<void>;
}

/** This worker's site and browser, started by the global set-up's service on the first ask. */
async function workerSite(): Promise<WorkerSite> {
  const workerId = process.env.VITEST_POOL_ID ?? '1';
  const response = await fetch(`${inject('workerSitesUrl')}/${encodeURIComponent(workerId)}`);
  if (!response.ok) throw new Error(`The worker's site did not start:\n${await response.text()}`);
  return (await response.json()) as WorkerSite;
}

/**
 * Connects the calling file to its worker's site and browser before its tests, and disconnects
 * after (closing every page it opened). The site is shared with the worker's other files, one
 * after the other, so a journey makes its own uniquely named data and reads what it needs.
 */
export function useSiteAndBrowser(): SiteAndBrowser {
  let site: WorkerSite | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    site = await workerSite();
    browser = await connectBrowser(site.browserEndpoint);
  });

  afterAll(async () => {
    await browser?.close();
  });

  function started<T>(value: T | undefined): T {
    if (value === undefined) throw new Error('The site and the browser start in beforeAll');
    return value;
  }

  const open: SiteAndBrowser['openPage'] = (viewport) =>
    openPage(started(browser), started(site).baseUrl, viewport);

  return {
    get site() {
      return started(site);
    },
    get browser() {
      return started(browser);
    },
    openPage: open,
    async getJson<T>(path: string) {
      const response = await fetch(`${started(site).baseUrl}${path}`);
      expect(response.status).toBe(200);
      return (await response.json()) as T;
    },
    async visit(viewport, path, journey) {
      const { page, outsideRequests, pageErrors } = await open(viewport);
      try {
        await page.goto(`${started(site).baseUrl}${path}`);
        await journey(page);
        expect(outsideRequests).toEqual([]);
        expect(pageErrors).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
  };
}
