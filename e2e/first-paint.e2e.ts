import type { Listing } from '@sg-finance/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { saveScreenshot, viewports, type ViewportName } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { useSiteAndBrowser } from './support/site-and-browser';
import { networkSettled, newWatchedPage } from './support/network-settled';

/*
 * A visitor on a slow link sees the page's header, h1 and footer before the script has arrived:
 * the server writes them into the HTML. Here the script never arrives at all (every .js request
 * is refused), and then it does, and the app replaces that frame with the same one.
 */

const target = useSiteAndBrowser();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function pageAt(viewport: ViewportName, { scripts }: { scripts: boolean }) {
  // bypassCSP only to inject axe-core, which the site's Content-Security-Policy would refuse.
  const context = await target.browser.newContext({
    viewport: viewports[viewport],
    bypassCSP: true,
  });
  contexts.push(context);
  const page = await newWatchedPage(context);
  if (!scripts) await page.route(/\.js(?:\?|$)/, (route) => route.abort());
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, consoleErrors };
}

interface Frame {
  heading: string;
  menu: string[];
  footerLinks: string[];
  headerHeight: number;
  headingTop: number;
}

/** What the visitor sees of the frame: the h1, the menu's links, the footer's, and where. */
async function frameOf(page: Page): Promise<Frame> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const footer = page.getByRole('contentinfo');
  expect(await heading.isVisible()).toBe(true);
  expect(await nav.isVisible()).toBe(true);
  expect(await footer.isVisible()).toBe(true);
  const links = (names: string[]) => names.map((name) => name.trim());
  return {
    heading: (await heading.textContent())!.trim(),
    menu: links(await nav.locator('#main-navigation a.nav-link').allTextContents()),
    footerLinks: links(
      await page
        .getByRole('navigation', { name: 'About this site' })
        .getByRole('link')
        .allTextContents(),
    ),
    headerHeight: (await page.locator('header').boundingBox())!.height,
    headingTop: (await heading.boundingBox())!.y,
  };
}

async function firstPages(): Promise<{ path: string; heading: string; fromData: boolean }[]> {
  const [card] = await target.getJson<Listing[]>('/api/creditcards');
  return [
    {
      path: '/',
      heading: 'One Stop Shop for All the Finance Products and Welcome Rewards in Singapore!',
      fromData: false,
    },
    { path: '/cards', heading: 'Credit Cards with the Best Welcome Rewards', fromData: false },
    { path: `/cards/${card!.slug}`, heading: card!.title, fromData: true },
    { path: '/blog', heading: 'Blog', fromData: false },
    { path: '/how-we-rank', heading: 'How we rank and calculate', fromData: false },
    { path: '/savings/calculator', heading: 'Savings Calculator', fromData: false },
    { path: '/no-such-page', heading: 'Page not found', fromData: false },
  ];
}

describe('the first paint on a phone, then on a desktop', () => {
  it('shows the header, the h1 and the footer with no script, and the app draws the same', async () => {
    for (const { path, heading, fromData } of await firstPages()) {
      const bare = await pageAt('phone', { scripts: false });
      await bare.page.goto(`${target.site.baseUrl}${path}`);
      const shell = await frameOf(bare.page);
      expect({ path, heading: shell.heading }).toEqual({ path, heading });
      expect(await seriousAxeViolations(bare.page)).toEqual([]);

      const app = await pageAt('phone', { scripts: true });
      await app.page.goto(`${target.site.baseUrl}${path}`);
      // Only the app's footer has the social links: the server's frame has been replaced.
      await app.page.getByRole('navigation', { name: 'Social media' }).waitFor();
      await app.page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await networkSettled(app.page);
      // Both laid out at each width in turn: the width is what is tested, not loading the pages.
      for (const viewport of ['phone', 'desktop'] as const) {
        await bare.page.setViewportSize(viewports[viewport]);
        await app.page.setViewportSize(viewports[viewport]);
        const name = path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-');
        await saveScreenshot(bare.page, `no-script-${name}-${viewports[viewport].width}`);
        const before = await frameOf(bare.page);
        const drawn = await frameOf(app.page);
        const at = { path, viewport };
        expect({ ...at, menu: drawn.menu }).toEqual({ ...at, menu: before.menu });
        expect({ ...at, footer: drawn.footerLinks }).toEqual({ ...at, footer: before.footerLinks });
        expect({ ...at, header: drawn.headerHeight }).toEqual({
          ...at,
          header: before.headerHeight,
        });
        // A page whose h1 waits for no data draws it where the server's HTML had it.
        if (!fromData) {
          expect({ ...at, top: drawn.headingTop }).toEqual({ ...at, top: before.headingTop });
        }
      }
      expect({ path, errors: app.consoleErrors.filter((text) => !text.includes('404')) }).toEqual({
        path,
        errors: [],
      });
      await bare.page.context().close();
      await app.page.context().close();
    }
  });
});

describe('the first paint without scripts', () => {
  it("lists a list page's products as links, and names the pages behind sign-in", async () => {
    const cards = await target.getJson<Listing[]>('/api/creditcards?limit=100');
    const { page } = await pageAt('desktop', { scripts: false });
    await page.goto(`${target.site.baseUrl}/cards`);
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    expect(await links.allTextContents()).toEqual(cards.map((card) => card.title));
    await links.first().click();
    await page.waitForURL(`${target.site.baseUrl}/cards/${cards[0]!.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(cards[0]!.title);

    for (const [path, heading, line] of [
      ['/me', 'My wallet', 'Sign in to see your wallet'],
      ['/admin/merchants', 'Merchants', 'Sign in as an administrator to see this page'],
    ] as const) {
      const answer = await page.goto(`${target.site.baseUrl}${path}`);
      expect({ path, status: answer?.status() }).toEqual({ path, status: 200 });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.getByText(line).isVisible()).toBe(true);
    }
  });
});
