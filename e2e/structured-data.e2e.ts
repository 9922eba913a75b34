import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

const target = useSiteAndBrowser();
let cardSlug: string;
let postSlug: string;
let postTitle: string;

beforeAll(async () => {
  const [card] = (await (await fetch(`${target.site.baseUrl}/api/creditcards`)).json()) as {
    slug: string;
  }[];
  const { data: posts } = (await (await fetch(`${target.site.baseUrl}/api/posts`)).json()) as {
    data: { slug: string; title: string }[];
  };
  if (!card || !posts[0]) throw new Error('The demo catalogue has no card or no post');
  cardSlug = card.slug;
  postSlug = posts[0].slug;
  postTitle = posts[0].title;
});

/** The `@type` of every JSON-LD block in the document, once the page has drawn its record. */
function structuredDataTypes(page: Page): Promise<string[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map(
        (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
      ),
    );
}

describe('structured data (JSON-LD)', () => {
  it.each([
    ['post', () => `/posts/${postSlug}`, 'BlogPosting', '.post-body'],
    ['card', () => `/cards/${cardSlug}`, 'CreditCard', '.listing-detail'],
  ])('a %s page carries it once, from the server', async (_name, pagePath, type, content) => {
    const { page, outsideRequests, pageErrors } = await openPage(
      target.browser,
      target.site.baseUrl,
    );
    try {
      await page.goto(`${target.site.baseUrl}${pagePath()}`);
      await page.locator(content).waitFor();
      expect(await structuredDataTypes(page)).toEqual([type]);
      expect(outsideRequests).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('adds no second copy when the visitor goes from the blog to a post', async () => {
    const { page } = await openPage(target.browser, target.site.baseUrl);
    try {
      await page.goto(`${target.site.baseUrl}/blog`);
      await page.getByRole('link', { name: 'Read more !' }).first().click();
      await page.getByRole('heading', { level: 1, name: postTitle }).waitFor();
      await page.locator('.post-body').waitFor();
      expect(await structuredDataTypes(page)).toHaveLength(1);
    } finally {
      await page.context().close();
    }
  });
});
