import { infoPages, type Listing } from '@sg-finance/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { kindUis } from '../client/src/lib/listings/kind-uis';
import { saveScreenshot, screenshotsWanted, viewports, type ViewportName } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { screenshotDir } from './support/paths';
import { useSiteAndBrowser } from './support/site-and-browser';
import { sidewaysOverflow } from './support/layout';
import { networkSettled, newWatchedPage } from './support/network-settled';

const target = useSiteAndBrowser();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function pageAt(viewport: ViewportName): Promise<Page> {
  // bypassCSP only to inject axe-core, which the site's Content-Security-Policy would refuse.
  const context = await target.browser.newContext({
    viewport: viewports[viewport],
    bypassCSP: true,
  });
  contexts.push(context);
  return newWatchedPage(context);
}

const url = (path: string) => `${target.site.baseUrl}${path}`;

/**
 * Opens `path` and waits for the app itself, not the frame the server's HTML paints before the
 * script (which has the same header and h1): only the app's footer has the social links.
 */
async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await page.getByRole('navigation', { name: 'Social media' }).waitFor();
}

/** The first screen as a visitor sees it, without scrolling (with `E2E_SCREENSHOTS=1`). */
async function saveFirstScreen(page: Page, name: string): Promise<void> {
  if (screenshotsWanted) await page.screenshot({ path: `${screenshotDir}/${name}.png` });
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { top, bottom, left, right } = (
        element as unknown as { getBoundingClientRect(): Box }
      ).getBoundingClientRect();
      return { top, bottom, left, right };
    });
}

/** Whether the list's first product starts within the first screen, scrolled to the top. */
async function onFirstScreen(page: Page, viewport: ViewportName): Promise<boolean> {
  await page.evaluate(() => globalThis.scrollTo(0, 0));
  return (await boxOf(page, 'article')).top < viewports[viewport].height;
}

const dayMs = 24 * 60 * 60 * 1000;
const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** Today's date in Singapore (UTC+8 all year), as an offer's `expiresAt`. */
function singaporeDay(daysFromToday: number): string {
  return new Date(Date.now() + 8 * 60 * 60 * 1000 + daysFromToday * dayMs)
    .toISOString()
    .slice(0, 10);
}

/** A listing of the demo catalogue with an offer in its last seven days, and that offer's end. */
async function listingEndingSoon() {
  const first = singaporeDay(0);
  const last = singaporeDay(6);
  for (const kind of kindUis) {
    const listings = await target.getJson<Listing[]>(kind.apiPath);
    for (const listing of listings) {
      const offer = listing.rewardOffer.find(
        (candidate) =>
          candidate.expiresAt !== undefined &&
          candidate.expiresAt >= first &&
          candidate.expiresAt <= last &&
          candidate.link,
      );
      if (offer?.expiresAt) return { kind, listing, expiresAt: offer.expiresAt };
    }
  }
  throw new Error('The demo catalogue has no offer ending within seven days');
}

describe('a visitor on a phone, then on a desktop', () => {
  it.each(kindUis)(
    'sees the first $noun of its list on the first screen, with filters that fold on a phone and not on a desktop',
    async (kind) => {
      const page = await pageAt('phone');
      await openApp(page, kind.pageRoute);
      const firstCard = page.getByRole('article').first();
      await firstCard.waitFor();
      await networkSettled(page);
      expect({ route: kind.pageRoute, onFirstScreen: await onFirstScreen(page, 'phone') }).toEqual({
        route: kind.pageRoute,
        onFirstScreen: true,
      });
      await saveFirstScreen(page, `list-first-screen-${kind.key}-${viewports.phone.width}`);

      const filtersButton = page.getByRole('button', { name: /^Filters/ });
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      expect(await sort.isVisible()).toBe(false);
      await filtersButton.click();
      await expect.poll(() => sort.isVisible()).toBe(true);
      expect(await filtersButton.getAttribute('aria-expanded')).toBe('true');
      const chosenSort = (await sort.locator('option').nth(1).textContent())!;
      await sort.selectOption({ index: 1 });
      const sortChip = page.getByRole('button', { name: `Remove Sort: ${chosenSort}` });
      await sortChip.waitFor();
      await networkSettled(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveFirstScreen(page, `list-filters-open-${kind.key}-${viewports.phone.width}`);

      await filtersButton.click();
      await expect.poll(() => sort.isVisible()).toBe(false);
      expect(await sortChip.isVisible()).toBe(true);
      await sortChip.click();
      await expect.poll(() => sortChip.count()).toBe(0);
      expect(new URL(page.url()).searchParams.get('sort')).toBeNull();

      // The same page laid out at a desktop's width: the width is what is tested, not the load.
      await page.setViewportSize(viewports.desktop);
      await expect.poll(() => filtersButton.isVisible()).toBe(false);
      expect(await sort.isVisible()).toBe(true);
      expect({
        route: kind.pageRoute,
        onFirstScreen: await onFirstScreen(page, 'desktop'),
      }).toEqual({ route: kind.pageRoute, onFirstScreen: true });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveFirstScreen(page, `list-first-screen-${kind.key}-${viewports.desktop.width}`);
    },
  );
});

describe.each(['phone', 'desktop'] as const)('a visitor on a %s', (viewport) => {
  const { width, height } = viewports[viewport];

  it('can reach every provider chip of a list, sideways on a phone behind a fading edge', async () => {
    const page = await pageAt(viewport);
    await openApp(page, '/cards');
    const chips = page.getByRole('group', { name: 'Filter by provider' });
    await chips.getByRole('button').first().waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    const scroller = await page.evaluate<{ scrolls: boolean; overflowX: string; cue: boolean }>(
      '(() => { const group = document.querySelector(\'[role="group"][aria-label="Filter by provider"]\');' +
        ' const cue = getComputedStyle(group.parentElement, "::after");' +
        ' return { scrolls: group.scrollWidth > group.clientWidth,' +
        ' overflowX: getComputedStyle(group).overflowX,' +
        ' cue: cue.content !== "none" && cue.backgroundImage.includes("gradient") }; })()',
    );
    if (viewport === 'phone') {
      expect(scroller).toEqual({ scrolls: true, overflowX: 'auto', cue: true });
    } else {
      expect(scroller.scrolls).toBe(false);
    }
    const last = chips.getByRole('button').last();
    await last.click();
    await expect.poll(() => last.getAttribute('aria-pressed')).toBe('true');
  });

  it('compares with the names of the products and of the rows always in view', async () => {
    const cards = await target.getJson<Listing[]>('/api/creditcards');
    const items = cards.slice(0, 3).map((card) => card.slug);
    const page = await pageAt(viewport);
    await openApp(page, `/compare/creditcards?items=${items.join(',')}`);
    await page.locator('.compare-table tbody tr').nth(5).waitFor();
    await networkSettled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const region = page.getByRole('region', { name: /compared side by side/ });
    await region.scrollIntoViewIfNeeded();
    await region.evaluate((box) => {
      const element = box as unknown as { scrollTop: number; scrollLeft: number };
      element.scrollTop = 400;
      element.scrollLeft = 300;
    });
    const scrolled = await region.evaluate((box) => {
      const element = box as unknown as { scrollTop: number; scrollLeft: number };
      return { down: element.scrollTop, sideways: element.scrollLeft };
    });
    expect(scrolled.down).toBeGreaterThan(0);
    if (viewport === 'phone') expect(scrolled.sideways).toBeGreaterThan(0);

    const box = await boxOf(page, '.compare-scroll');
    const header = await boxOf(page, '.compare-table thead th:nth-child(2)');
    const rowName = await boxOf(page, '.compare-table tbody tr:nth-child(8) th');
    // Stuck to the box's top and left edges, inside its 1 px border.
    expect(Math.abs(header.top - box.top)).toBeLessThanOrEqual(2);
    expect(Math.abs(rowName.left - box.left)).toBeLessThanOrEqual(2);
    await saveFirstScreen(page, `compare-scrolled-${width}`);
  });

  it("says the day an offer ends, and keeps 'Apply now' in reach on a phone", async () => {
    const { kind, listing, expiresAt } = await listingEndingSoon();
    const [year, month, day] = expiresAt.split('-');
    const page = await pageAt(viewport);
    await openApp(page, `${kind.pageRoute}/${listing.slug}`);
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    await networkSettled(page);
    const badge = page.getByText(`Ends ${day}/${monthNames[Number(month) - 1]}/${year}`, {
      exact: true,
    });
    expect(await badge.first().isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const bar = page.locator('.sticky-apply-bar');
    if (viewport === 'desktop') {
      expect(await bar.isVisible()).toBe(false);
      await saveScreenshot(page, `detail-ends-${width}`);
      return;
    }
    await saveFirstScreen(page, `detail-sticky-apply-top-${width}`);
    const atTop = await boxOf(page, '.sticky-apply-bar');
    expect(Math.abs(atTop.bottom - height)).toBeLessThanOrEqual(1);
    const apply = bar.getByRole('link', { name: /^Apply now/ });
    expect(await apply.getAttribute('href')).toMatch(/^https?:\/\//);

    // The product's History is drawn once scrolled near, which lengthens the page: scroll again
    // until the end stays the end.
    await expect
      .poll(() =>
        page.evaluate<boolean>(`(() => {
          const end = document.documentElement.scrollHeight;
          window.scrollTo(0, end);
          return window.scrollY + window.innerHeight >= end - 1;
        })()`),
      )
      .toBe(true);
    const atEnd = await boxOf(page, '.sticky-apply-bar');
    const lastLine = await boxOf(page, '.listing-detail > p.small:last-of-type');
    expect(atEnd.top).toBeGreaterThanOrEqual(lastLine.bottom);
    await saveFirstScreen(page, `detail-sticky-apply-end-${width}`);
  });
});

// What follows does not depend on the width: it runs once, on a phone.
describe('a visitor on a phone (once, not repeated at desktop width)', () => {
  const viewport: ViewportName = 'phone';
  const { width } = viewports[viewport];

  it.each(infoPages)('reads $title from the footer of any page', async (info) => {
    const page = await pageAt(viewport);
    await openApp(page, '/blog');
    const footerLinks = page.getByRole('navigation', { name: 'About this site' });
    await footerLinks.getByRole('link', { name: info.title, exact: true }).click();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await page.getByRole('heading', { level: 1, name: info.title }).waitFor();
    expect(page.url()).toBe(url(info.path));
    expect(await page.title()).toBe(`${info.title} | SG Finance Rewards`);
    await networkSettled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, `info-${info.key}-${width}`);
  });

  it('finds a missing product on a not-found page, and Retry only when the network failed', async () => {
    const page = await pageAt(viewport);
    await openApp(page, '/cards/no-such-card');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found | SG Finance Rewards');
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await networkSettled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, `product-not-found-${width}`);

    const [card] = await target.getJson<Listing[]>('/api/creditcards');
    await page.route('**/api/creditcards/**', (route) => route.abort('internetdisconnected'));
    await openApp(page, `/cards/${card!.slug}`);
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await page.unroute('**/api/creditcards/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: card!.title }).waitFor();
  });

  it('sees where the focus is on the dark header', async () => {
    const page = await pageAt(viewport);
    await openApp(page, '/');
    // The skip link first, then the site's name in the header.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const ring = await page.evaluate<{ inHeader: boolean; style: string; color: string }>(
      '(() => { const focused = document.activeElement; const style = getComputedStyle(focused);' +
        " return { inHeader: focused.closest('header') !== null, style: style.outlineStyle," +
        ' color: style.outlineColor }; })()',
    );
    expect(ring).toEqual({ inHeader: true, style: 'solid', color: 'rgb(255, 255, 255)' });
    await saveFirstScreen(page, `header-focus-${width}`);
  });

  it('is taken to the first wrong field after a failed sign-up', async () => {
    const page = await pageAt(viewport);
    await openApp(page, '/signup');
    await page.getByLabel('Your Name').fill('Wei Ling');
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('secret-password');
    await page.getByLabel('Confirm Password').fill('another-password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Email must be valid').waitFor();
    expect(await page.evaluate<string>('document.activeElement.id')).toBe('signup-email');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveFirstScreen(page, `signup-wrong-field-${width}`);
  });
});
