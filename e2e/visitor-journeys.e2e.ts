import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { kindUis, type KindUi } from '../client/src/lib/listings/kind-uis';
import { listingPageSize } from '@sg-finance/contract';
import { submitSignIn } from './support/account-forms';
import { saveScreenshot, type ViewportName } from './support/browser';
import { clickNavButton, clickNavLink, openMenuIfCollapsed } from './support/navigation';
import { useSiteAndBrowser } from './support/site-and-browser';

interface ApiListing {
  _id: string;
  slug: string;
  title: string;
  category: string;
  keyFeatures?: string[];
}

interface ApiPost {
  _id: string;
  slug: string;
  title: string;
  author: string;
  tags: string[];
}

const target = useSiteAndBrowser();
const { getJson } = target;

/** The scripts among `urls` that carry the draft-js editor. */
async function editorScripts(urls: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of new Set(urls)) {
    const source = await (await fetch(url)).text();
    if (source.includes('DraftEditor')) found.push(url);
  }
  return found;
}

/**
 * Opens the home page in a fresh context, runs the journey, then checks that the page reached
 * no other host, threw no error, and never loaded the administrators' rich-text editor.
 */
async function visit(
  viewport: ViewportName,
  journey: (page: Page) => Promise<void>,
): Promise<void> {
  const { page, outsideRequests, pageErrors } = await target.openPage(viewport);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  try {
    await page.goto(target.site.baseUrl);
    await journey(page);
    expect(outsideRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(await editorScripts(scripts)).toEqual([]);
  } finally {
    await page.context().close();
  }
}

/** What the page keeps in localStorage under `userInfo`. */
function storedUserInfo(page: Page): Promise<string | null> {
  return page.evaluate(() =>
    (globalThis as unknown as { localStorage: Storage }).localStorage.getItem('userInfo'),
  );
}

interface Storage {
  getItem(key: string): string | null;
}

function detailPath(kind: KindUi, listing: ApiListing): string {
  return `${kind.pageRoute}/${encodeURIComponent(listing.slug || listing._id)}`;
}

/** The kinds the header's menu offers (fixed deposits have a journey of their own). */
const menuKinds = kindUis.filter((kind) => kind.inHeaderMenu !== false);

describe.each<ViewportName>(['phone', 'desktop'])('a visitor at %s width', (viewport) => {
  it('finds every section of the site in the header menu', async () => {
    await visit(viewport, async (page) => {
      await openMenuIfCollapsed(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['Home', ...menuKinds.map((kind) => kind.navLabel), 'Blog']) {
        expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
      }
      for (const name of ['Suggest Rewards', 'Sign Up', 'Login']) {
        expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
      }
      await saveScreenshot(page, `home-menu-${viewport}`);
    });
  });
});

// The menu is what changes with the width; these journeys run the same code at any width, so
// once, at a phone's.
describe('a visitor at phone width', () => {
  const viewport: ViewportName = 'phone';

  it.each(menuKinds.map((kind) => [kind.navLabel, kind] as const))(
    'browses %s: the list, a provider chip, a listing and its sections',
    async (_, kind) => {
      const listings = await getJson<ApiListing[]>(kind.apiPath);
      const [first] = listings;
      if (!first) throw new Error(`The demo catalogue has no ${kind.noun}`);

      await visit(viewport, async (page) => {
        await clickNavLink(page, kind.navLabel);
        await page.getByRole('heading', { level: 1, name: kind.bannerHeading }).waitFor();
        const cards = page.getByRole('main').getByRole('article');
        // The first page; 'Load more' brings the rest.
        await expect.poll(() => cards.count()).toBe(Math.min(listings.length, listingPageSize));
        await saveScreenshot(page, `${kind.key}-list-${viewport}`);

        // Asked of the API by provider: other journeys' products of it may be past its first page.
        const sameProvider = await getJson<ApiListing[]>(
          `${kind.apiPath}?category=${encodeURIComponent(first.category)}`,
        );
        // A chip is named by its provider and how many products it has.
        const chipName = `${first.category}, ${sameProvider.length} ${sameProvider.length === 1 ? 'product' : 'products'}`;
        const chips = page.getByRole('group', { name: 'Filter by provider' });
        const chip = chips.getByRole('button', { name: chipName, exact: true });
        await chip.click();
        await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
        await expect.poll(() => cards.count()).toBe(Math.min(sameProvider.length, listingPageSize));

        await page
          .getByRole('article', { name: first.title })
          .first()
          .getByRole('link', { name: 'See Details' })
          .click();
        await page.waitForURL(`${target.site.baseUrl}${detailPath(kind, first)}`);
        await page.getByRole('heading', { level: 1, name: first.title }).waitFor();

        for (const section of kind.sections) {
          const toggle = page.getByRole('button', { name: section.title, exact: true });
          expect(await toggle.getAttribute('aria-expanded')).toBe('true');
          await toggle.click();
          await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
        }
        const firstFeature = first.keyFeatures?.[0];
        if (firstFeature) {
          const line = page.getByText(firstFeature, { exact: true });
          await expect.poll(() => line.isVisible()).toBe(false);
          await page.getByRole('button', { name: 'Key Features', exact: true }).click();
          await expect.poll(() => line.isVisible()).toBe(true);
        }
        await saveScreenshot(page, `${kind.key}-detail-${viewport}`);
      });
    },
  );

  it('reads the blog: tag chips, then a post with its author, date and tags', async () => {
    const { data: posts, tags } = await getJson<{ data: ApiPost[]; tags: string[] }>('/api/posts');
    const [post] = posts;
    if (!post) throw new Error('The demo blog has no post');

    await visit(viewport, async (page) => {
      await clickNavLink(page, 'Blog');
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      const cards = page.getByRole('main').getByRole('article');
      await expect.poll(() => cards.count()).toBe(posts.length);
      const chips = page.getByRole('group', { name: 'Filter by tag' });
      expect(await chips.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      const [tag] = tags;
      if (tag) {
        await chips.getByRole('button', { name: tag, exact: true }).click();
        const tagged = posts.filter((candidate) => candidate.tags.includes(tag));
        await expect.poll(() => cards.count()).toBe(tagged.length);
        await chips.getByRole('button', { name: 'All', exact: true }).click();
        await expect.poll(() => cards.count()).toBe(posts.length);
      }
      await saveScreenshot(page, `blog-list-${viewport}`);

      await page
        .getByRole('article', { name: post.title })
        .first()
        .getByRole('link', { name: 'Read more !' })
        .click();
      await page.waitForURL(
        `${target.site.baseUrl}/posts/${encodeURIComponent(post.slug || post._id)}`,
      );
      await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
      await page.getByText(`Author: ${post.author}`).waitFor();
      await page
        .getByText(/^Last Updated: \d{2}\/[A-Z][a-z]{2}\/\d{4} \d{2}:\d{2}:\d{2}$/)
        .waitFor();
      const tagList = page.getByRole('list', { name: 'Tags' });
      if (post.tags.length > 0) {
        expect(await tagList.getByRole('listitem').allTextContents()).toEqual(post.tags);
      }
      await saveScreenshot(page, `post-${viewport}`);
    });
  });

  it('signs up (refusing a common password), signs in, stays signed in after a reload, and logs out for good', async () => {
    const email = `visitor-${viewport}-${Date.now()}@example.com`;
    const password = 'visitor-password-1';

    await visit(viewport, async (page) => {
      await clickNavLink(page, 'Sign Up');
      await page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor();
      await page.getByLabel('Your Name').fill('Wei Ling');
      await page.getByLabel('Email Address').fill('not-an-email');
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm Password').fill(password);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByText('Email must be valid').waitFor();
      await saveScreenshot(page, `signup-invalid-${viewport}`);

      await page.getByLabel('Email Address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('123456');
      await page.getByLabel('Confirm Password').fill('123456');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page
        .getByRole('main')
        .getByRole('alert')
        .getByText('Password is too common: choose one that is harder to guess')
        .waitFor();
      await saveScreenshot(page, `signup-common-password-${viewport}`);

      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm Password').fill(password);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByText('User registration successfull. Redirecting to login page...').waitFor();
      await page.waitForURL(`${target.site.baseUrl}/login`, { timeout: 5_000 });

      await submitSignIn(page, email, 'not-the-password');
      const error = page.getByRole('main').getByRole('alert');
      await error.waitFor();
      expect((await error.textContent())?.trim()).not.toBe('');
      await saveScreenshot(page, `login-error-${viewport}`);

      await submitSignIn(page, email, password);
      await page.waitForURL(`${target.site.baseUrl}/`);
      const stored = JSON.parse(String(await storedUserInfo(page))) as {
        email: string;
        isAdmin: boolean;
        token: string;
      };
      expect(stored).toMatchObject({ email, isAdmin: false });
      expect(stored.token).not.toBe('');

      await page.reload();
      const serverLogout = page.waitForResponse((response) =>
        response.url().endsWith('/api/users/logout'),
      );
      await clickNavButton(page, 'Logout');
      expect((await serverLogout).status()).toBe(200);
      const notice = page.getByText('Logged out successfully!');
      await notice.waitFor();
      await saveScreenshot(page, `logged-out-${viewport}`);
      expect(await storedUserInfo(page)).toBeNull();
      const withOldToken = await fetch(`${target.site.baseUrl}/api/users/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${stored.token}` },
      });
      expect(withOldToken.status).toBe(401);
      expect(await withOldToken.json()).toMatchObject({
        message: 'Your session is not valid any more: please sign in again',
      });
      await notice.waitFor({ state: 'detached', timeout: 4_000 });
      await openMenuIfCollapsed(page);
      expect(
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Login', exact: true })
          .isVisible(),
      ).toBe(true);
    });
  });

  it('shows the suggest-rewards page and a not-found page', async () => {
    await visit(viewport, async (page) => {
      await clickNavLink(page, 'Suggest Rewards');
      await page.getByRole('heading', { level: 1, name: 'Looking for other rewards?' }).waitFor();
      await page.goto(`${target.site.baseUrl}/cards/no-such-card/extra`);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    });
  });
});
