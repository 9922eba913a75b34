import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot, type ViewportName } from './support/browser';
import { startSite, type RunningSite } from './support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe.each<ViewportName>(['phone', 'desktop'])('the site shell at %s width', (viewport) => {
  it('serves the home page with its headline, footer and no outside requests', async () => {
    const { page, outsideRequests, pageErrors } = await openPage(browser, site.baseUrl, viewport);
    await page.goto(site.baseUrl);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('One Stop Shop for All the Finance Products and Welcome Rewards in Singapore!');
    expect(await page.getByRole('contentinfo').textContent()).toContain('For advertising');
    await saveScreenshot(page, `home-${viewport}`);
    expect(outsideRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });
});

describe('the server', () => {
  it('answers the health check and falls back to the app for client routes', async () => {
    const health = await fetch(`${site.baseUrl}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'embedded' });
    const deepLink = await fetch(`${site.baseUrl}/cards`);
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<div id="root">');
  });
});
