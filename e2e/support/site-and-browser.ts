import type { Browser } from 'playwright-core';
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

  return {
    get site() {
      return started(site);
    },
    get browser() {
      return started(browser);
    },
    openPage: (viewport) => openPage(started(browser), started(site).baseUrl, viewport),
    async getJson<T>(path: string) {
      const response = await fetch(`${started(site).baseUrl}${path}`);
      expect(response.status).toBe(200);
      return (await response.json()) as T;
    },
  };
}
