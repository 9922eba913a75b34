import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, openPage, type ViewportName } from './browser';
import { startSite, type RunningSite } from './site';

export interface SiteAndBrowser {
  readonly site: RunningSite;
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

/** Starts the site and a browser before the tests of the calling file, and stops them after. */
export function useSiteAndBrowser(): SiteAndBrowser {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
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
