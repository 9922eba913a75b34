import { describe, expect, it } from 'vitest';
import { saveScreenshot, type ViewportName } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

const target = useSiteAndBrowser();

describe.each<ViewportName>(['phone', 'desktop'])('the site shell at %s width', (viewport) => {
  it('serves the home page with its headline, footer and no outside requests', async () => {
    await target.visit(viewport, '/', async (page) => {
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('One Stop Shop for All the Finance Products and Welcome Rewards in Singapore!');
      // The server's HTML paints the h1 and the footer's links before the script; the app adds
      // the advertising line.
      await expect
        .poll(() => page.getByRole('contentinfo').textContent())
        .toContain('For advertising');
      await saveScreenshot(page, `home-${viewport}`);
    });
  });
});

describe('the server', () => {
  it('answers the health check and falls back to the app for client routes', async () => {
    const health = await fetch(`${target.site.baseUrl}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'embedded' });
    const deepLink = await fetch(`${target.site.baseUrl}/cards`);
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<div id="root">');
  });
});
