import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './support/browser';
import { clickNavLink } from './support/navigation';
import { useSiteAndBrowser } from './support/site-and-browser';
import { sidewaysOverflow } from './support/layout';

interface ApiListing {
  _id: string;
  slug: string;
  title: string;
}

interface ApiSearchAnswer {
  total: number;
  results: { type: string; slug: string; id: string; title: string }[];
}

const target = useSiteAndBrowser();
const { getJson, visit } = target;

async function twoCards(): Promise<[ApiListing, ApiListing]> {
  const [first, second] = await getJson<ApiListing[]>('/api/creditcards?limit=2');
  if (!first || !second) throw new Error('The demo catalogue needs two credit cards');
  return [first, second];
}

function slugOf(listing: ApiListing): string {
  return listing.slug || listing._id;
}

describe('comparing credit cards', () => {
  it('adds two cards to the tray, opens the comparison and reloads it from its address', async () => {
    const [first, second] = await twoCards();
    const comparePath = `/compare/creditcards?items=${slugOf(first)},${slugOf(second)}`;

    await visit('desktop', '/cards', async (page) => {
      await page.getByRole('button', { name: `Add to compare: ${first.title}` }).click();
      await page.getByRole('button', { name: `Add to compare: ${second.title}` }).click();
      const tray = page.getByRole('complementary', { name: /^Compare credit cards \(2 of 4\)/ });
      await tray.waitFor();
      await saveScreenshot(page, 'compare-tray-desktop');

      await tray.getByRole('link', { name: 'Compare', exact: true }).click();
      await page.waitForURL(`${target.site.baseUrl}${comparePath}`);
      const table = page.getByRole('table', { name: 'Credit Cards compared side by side' });
      await table.waitFor();
      expect(await table.getByRole('columnheader').allTextContents()).toEqual([
        'Attribute',
        expect.stringContaining(first.title),
        expect.stringContaining(second.title),
      ]);

      await page.reload();
      await table.waitFor();
      await table.getByRole('link', { name: first.title, exact: true }).waitFor();
      await table.getByRole('link', { name: second.title, exact: true }).waitFor();
      expect(await page.getByRole('complementary').count()).toBe(0);
      await saveScreenshot(page, 'compare-table-desktop');

      await page.goto(`${target.site.baseUrl}/cards`);
      await page.getByRole('button', { name: `Remove from compare: ${first.title}` }).waitFor();
    });
  });

  it('scrolls the comparison sideways on a phone with the row headers kept in view', async () => {
    const [first, second] = await twoCards();
    await visit(
      'phone',
      `/compare/creditcards?items=${slugOf(first)},${slugOf(second)}`,
      async (page) => {
        const table = page.getByRole('table', { name: 'Credit Cards compared side by side' });
        await table.waitFor();
        const scroller = page.getByRole('region', { name: 'Credit Cards compared side by side' });
        const overflow = await scroller.evaluate((element) => ({
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }));
        expect(overflow.scrollWidth).toBeGreaterThan(overflow.clientWidth);
        expect(await sidewaysOverflow(page)).toBe(0);
        await saveScreenshot(page, 'compare-table-phone');

        const rowHeader = table.getByRole('rowheader', { name: 'Provider' });
        const before = await rowHeader.boundingBox();
        await scroller.evaluate((element) => element.scrollBy({ left: 400 }));
        await expect
          .poll(() => scroller.evaluate((element) => element.scrollLeft))
          .toBeGreaterThan(0);
        const after = await rowHeader.boundingBox();
        expect(after?.x).toBe(before?.x);
        await saveScreenshot(page, 'compare-table-phone-scrolled');

        await page.goto(`${target.site.baseUrl}/cards`);
        await page.getByRole('button', { name: `Add to compare: ${first.title}` }).click();
        const tray = page.getByRole('complementary', { name: /^Compare credit cards \(1 of 4\)/ });
        await tray.getByRole('link', { name: 'Compare', exact: true }).waitFor();
        expect(
          await tray.evaluate((element) => element.getBoundingClientRect().right),
        ).toBeLessThanOrEqual(375);
        await saveScreenshot(page, 'compare-tray-phone');
      },
    );
  });
});

describe('searching', () => {
  it('searches the cards list, then the whole site, and follows a result', async () => {
    const [first] = await twoCards();
    // A plain word of the title ("Woman's" would be written %27 in the address).
    const word =
      first.title.split(/\s+/).find((part) => /^[A-Za-z]{4,}$/.test(part)) ?? first.title;

    await visit('desktop', '/cards', async (page) => {
      await page.getByRole('searchbox', { name: 'Search credit cards' }).fill(word);
      await page.getByRole('searchbox', { name: 'Search credit cards' }).press('Enter');
      await page.waitForURL(new RegExp(`/cards\\?q=${encodeURIComponent(word)}$`));
      await page.getByRole('article', { name: first.title }).waitFor();
      const expected = await fetch(
        `${target.site.baseUrl}/api/creditcards?q=${encodeURIComponent(word)}`,
      );
      const total = Number(expected.headers.get('x-total-count'));
      await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBe(total);
      await saveScreenshot(page, 'cards-search-desktop');

      await page.getByRole('searchbox', { name: 'Search credit cards' }).fill('zzzz-nothing');
      await page.getByRole('searchbox', { name: 'Search credit cards' }).press('Enter');
      await page.getByText(/No credit cards match/).waitFor();

      await clickNavLink(page, 'Search');
      await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
      const siteSearch = page.getByRole('searchbox', { name: 'Search all products and articles' });
      await siteSearch.fill(word);
      await siteSearch.press('Enter');
      const answer = await getJson<ApiSearchAnswer>(`/api/search?q=${encodeURIComponent(word)}`);
      await page.getByText(new RegExp(`^${answer.total} results? for`)).waitFor();
      await saveScreenshot(page, 'site-search-desktop');

      await page.getByRole('main').getByRole('link', { name: first.title, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/cards/${encodeURIComponent(slugOf(first))}`);
    });
  });

  it('shows the site-wide search at phone width', async () => {
    await visit('phone', '/search?q=cash', async (page) => {
      await page
        .getByText(/results? for|No results for/)
        .first()
        .waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      await saveScreenshot(page, 'site-search-phone');
    });
  });
});
