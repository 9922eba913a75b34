import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, submitSignIn } from './support/account-forms';
import { axeViolations } from './support/axe';
import { sidewaysOverflow } from './support/layout';
import { saveScreenshot } from './support/browser';
import { e2eAdmin } from './support/site';
import { useSiteAndBrowser } from './support/site-and-browser';
import { networkSettled, newWatchedPage } from './support/network-settled';

const target = useSiteAndBrowser();
/** The widths the site is checked at: phones, a tablet, small and large laptops. */
const widths = [375, 768, 1200, 1280, 1366] as const;

interface Listed {
  slug: string;
  title: string;
}

const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function pageAt(width: number, { bypassCSP = false } = {}): Promise<Page> {
  const context = await target.browser.newContext({
    viewport: { width, height: 800 },
    // Only to inject axe-core, which the site's Content-Security-Policy would refuse.
    bypassCSP,
  });
  contexts.push(context);
  return newWatchedPage(context);
}

const url = (path: string) => `${target.site.baseUrl}${path}`;

async function firstCards(): Promise<Listed[]> {
  return target.getJson<Listed[]>('/api/creditcards');
}

async function firstPostSlug(): Promise<string> {
  const { data } = await target.getJson<{ data: Listed[] }>('/api/posts');
  return data[0]!.slug;
}

/** The address of every public page, with a record of each kind of page. */
async function publicPaths(): Promise<string[]> {
  const cards = await firstCards();
  const compared = cards.slice(0, 3).map((card) => card.slug);
  return [
    '/',
    '/cards',
    `/cards/${cards[0]!.slug}`,
    '/blog',
    `/posts/${await firstPostSlug()}`,
    `/compare/creditcards?items=${compared.join(',')}`,
    '/search?q=cashback',
    '/suggest-rewards',
    // A reference merchant, on every site.
    '/merchants/starbucks',
    '/points-currencies',
    '/login',
    '/signup',
    '/no-such-page',
  ];
}

/** Waits until the page has rendered its heading (the app has started and loaded its data). */
async function rendered(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await networkSettled(page);
}

/** What the page scrolls sideways once laid out at `width`. */
async function overflowAt(page: Page, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 800 });
  return sidewaysOverflow(page);
}

describe('every page at every width', () => {
  it('fits the screen: nothing scrolls the page sideways', async () => {
    // Each page loaded once, at the narrowest width, then laid out at each of the others: the
    // width is what is tested, not loading the page again.
    const page = await pageAt(widths[0]);
    for (const path of await publicPaths()) {
      await page.goto(url(path));
      await rendered(page);
      for (const width of widths) {
        expect({ path, width, overflow: await overflowAt(page, width) }).toEqual({
          path,
          width,
          overflow: 0,
        });
      }
    }
  });
});

describe.each([1200, 1280, 1366])("the administrator's header at %i px", (width) => {
  it('shows every link and Logout inside the screen', async () => {
    const page = await pageAt(width);
    await signIn(page, target.site.baseUrl, e2eAdmin);
    const logout = page.getByRole('button', { name: 'Logout' });
    await expect.poll(() => logout.isVisible()).toBe(true);
    // Measured once the admin's menus (Create New and Admin, loaded apart) are in the header.
    await page.getByRole('button', { name: 'Admin', exact: true }).waitFor();
    const box = await logout.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await saveScreenshot(page, `admin-header-${width}`);
  });
});

describe('accessibility', () => {
  it('axe-core finds nothing on any public page at 375 and at 1280 px', async () => {
    const page = await pageAt(375, { bypassCSP: true });
    for (const path of await publicPaths()) {
      await page.goto(url(path));
      await rendered(page);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        expect({ path, width, violations: await axeViolations(page) }).toEqual({
          path,
          width,
          violations: [],
        });
      }
    }
  });

  it("axe-core finds nothing on the administrator's pages", async () => {
    const page = await pageAt(1280, { bypassCSP: true });
    await signIn(page, target.site.baseUrl, e2eAdmin);
    const [card] = await firstCards();
    await page.goto(url(`/cards/${card!.slug}`));
    await rendered(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Subtitle').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    for (const path of ['/new-card', '/blog/new-post']) {
      await page.goto(url(path));
      await page.getByLabel('Title', { exact: true }).waitFor();
      await networkSettled(page);
      expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
    }
    await page.goto(url('/admin/merchant-reports'));
    await page.getByLabel('Show').waitFor();
    await networkSettled(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("lets the post editor's toolbar be used by keyboard", async () => {
    const page = await pageAt(1280);
    await signIn(page, target.site.baseUrl, e2eAdmin);
    await page.goto(url('/blog/new-post'));
    await page.getByLabel('Tags', { exact: false }).focus();
    const bold = page.getByRole('button', { name: 'Bold' });
    for (
      let presses = 0;
      presses < 20 && !(await bold.evaluate((node) => node === node.ownerDocument.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    expect(await bold.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('Back to a list', () => {
  it("returns to the same place with the pages of 'Load more'", async () => {
    const page = await pageAt(375);
    await page.goto(url('/cards'));
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    const loadMore = page.getByRole('button', { name: 'Load more' });
    if (await loadMore.isVisible()) {
      const firstPage = await cards.count();
      await loadMore.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
    }
    const count = await cards.count();
    const chosen = cards.nth(count - 1);
    await chosen.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate<number>('window.scrollY');
    expect(scrolled).toBeGreaterThan(0);

    await chosen.getByRole('link', { name: /See Details/ }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goBack();

    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(scrolled);
    expect(await cards.count()).toBe(count);
  });
});

describe('a session that expires while an administrator edits', () => {
  it('keeps what was typed, signs in on the spot and saves on the same page', async () => {
    const page = await pageAt(1280);
    await signIn(page, target.site.baseUrl, e2eAdmin);
    const [card] = await firstCards();
    await page.goto(url(`/cards/${card!.slug}`));
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    const subtitle = page.getByLabel('Subtitle');
    // The edit form's chunk and record can take over Playwright's 30 s on a loaded machine (as in
    // the admin journeys).
    await subtitle.waitFor({ timeout: 60_000 });
    await subtitle.fill('Typed while the session ran out');

    // The session ends on the server's side: the stored token is no longer accepted.
    await page.evaluate(
      "localStorage.setItem('userInfo', JSON.stringify({ ...JSON.parse(localStorage.getItem('userInfo')), token: 'ended' }))",
    );
    await page.getByRole('button', { name: 'Update' }).click();

    const signInLink = page.getByRole('link', { name: 'sign in' });
    await signInLink.waitFor();
    const editUrl = page.url();
    expect(await subtitle.inputValue()).toBe('Typed while the session ran out');
    await signInLink.click();
    const notice = page.locator('.session-notice');
    await submitSignIn(notice, e2eAdmin.email, e2eAdmin.password);
    await notice.waitFor({ state: 'detached' });

    expect(page.url()).toBe(editUrl);
    expect(await subtitle.inputValue()).toBe('Typed while the session ran out');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Record updated successfully.').waitFor();
    const [saved] = await target.getJson<{ subtitle: string }[]>(`/api/creditcards/${card!.slug}`);
    expect(saved!.subtitle).toBe('Typed while the session ran out');
  });
});
