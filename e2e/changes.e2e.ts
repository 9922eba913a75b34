import {
  formatMoney,
  listingDetailPath,
  listingKindByKey,
  type ChangesAnswer,
  type Listing,
} from '@sg-finance/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../client/src/lib/dates';
import { adminAuthorization } from './support/admin-api';
import { seriousAxeViolations } from './support/axe';
import { saveScreenshot, viewports, type ViewportName } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';
import { sidewaysOverflow } from './support/layout';

const target = useSiteAndBrowser();
const card = listingKindByKey('card');
const contexts: BrowserContext[] = [];

type CardWithGift = Listing & {
  terms: { welcome: { value: number; unit: 'SGD' } & Record<string, unknown> };
};

/** The demo card whose welcome gift the administrator raises, and what it reads before and after. */
let edited: { listing: CardWithGift; before: string; after: string; changedOn: string };

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const url = (path: string) => `${target.site.baseUrl}${path}`;

async function pageAt(viewport: ViewportName): Promise<{ page: Page; pageErrors: string[] }> {
  // bypassCSP only to inject axe-core, which the site's Content-Security-Policy would refuse.
  const context = await target.browser.newContext({
    viewport: viewports[viewport],
    bypassCSP: true,
  });
  contexts.push(context);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { page, pageErrors };
}

/** Saves the card with this welcome gift, as an administrator's edit does. */
async function saveWelcome(listing: Listing, welcome: CardWithGift['terms']['welcome']) {
  const response = await fetch(url(`${card.apiPath}/update`), {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      Authorization: await adminAuthorization(target.site.baseUrl),
    },
    body: JSON.stringify({ id: listing._id, terms: { ...listing.terms, welcome } }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as CardWithGift;
}

beforeAll(async () => {
  const cards = await target.getJson<Listing[]>(`${card.apiPath}?limit=100`);
  const withGift = cards.filter(
    (listing) => (listing.terms as CardWithGift['terms'] | undefined)?.welcome?.unit === 'SGD',
  ) as CardWithGift[];
  // The issue's own example, S$200 raised to S$350: a demo card whose gift is in S$ gets S$200
  // first when the demo catalogue has none.
  const listing =
    withGift.find((each) => each.terms.welcome.value === 200) ??
    (await saveWelcome(cards[0]!, { value: 200, unit: 'SGD' }));
  const { value } = listing.terms.welcome;
  await saveWelcome(listing, { ...listing.terms.welcome, value: value + 150 });
  const latest = await target.getJson<ChangesAnswer>(
    `/api/changes?kind=card&provider=${encodeURIComponent(listing.category)}`,
  );
  const change = latest.data.find((each) => each.recordId === listing._id);
  if (!change) throw new Error('the edit is not among the changes of the API');
  edited = {
    listing,
    before: formatMoney(value),
    after: formatMoney(value + 150),
    changedOn: formatDate(change.at),
  };
});

// Nothing here changes with the width; the phone's layout (no sideways scroll) is checked, once.
describe('catalogue changes at phone width', () => {
  const viewport: ViewportName = 'phone';
  it("shows a raised welcome gift in the card page's History, with its offer over time", async () => {
    const { listing, before, after, changedOn } = edited;
    const { page, pageErrors } = await pageAt(viewport);
    await page.goto(url(listingDetailPath(card, listing)));
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    // The section is drawn once the visitor scrolls near it.
    await page.getByText(/^Last updated:/).scrollIntoViewIfNeeded();
    const history = page.getByRole('region', { name: 'History' });
    await history.waitFor();

    const line = history.getByRole('listitem').first();
    expect(await line.textContent()).toBe(
      `Welcome gift raised from ${before} to ${after} on ${changedOn}`,
    );
    const chart = history.getByRole('img', { name: /^Value of the welcome offer of / });
    expect(await chart.getAttribute('aria-label')).toContain(`${after} from ${changedOn}`);
    const rows = history.getByRole('table').getByRole('row');
    await expect.poll(() => rows.allTextContents()).toContain(`${changedOn}${after}`);
    expect((await rows.allTextContents()).some((row) => row.endsWith(before))).toBe(true);

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await history.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `changes-history-${viewports[viewport].width}`);
    expect(pageErrors).toEqual([]);
  });

  it('lists the change on /changes, reached from the footer and filtered by kind and provider', async () => {
    const { listing, before, after, changedOn } = edited;
    const { page, pageErrors } = await pageAt(viewport);
    await page.goto(url('/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Latest changes' }).click();
    await page.waitForURL(url('/changes'));
    await page.getByRole('heading', { level: 1, name: 'Latest changes' }).waitFor();

    await page.getByLabel('Product type').selectOption({ label: 'Credit Cards' });
    await page.waitForURL((address) => address.search === '?kind=card');
    // The provider’s name comes with the providers' list, shortly after the page.
    await page.getByRole('option', { name: listing.category, exact: true }).waitFor({
      state: 'attached',
    });
    await page.getByLabel('Provider').selectOption({ label: listing.category });
    await page.waitForURL(
      (address) =>
        address.searchParams.get('kind') === 'card' &&
        address.searchParams.get('provider') === listing.category,
    );
    const filtered = new URL(page.url()).search;

    const item = page.locator('li.change-item').filter({
      has: page.getByRole('link', { name: listing.title, exact: true }),
    });
    await item.first().waitFor();
    expect(await item.first().textContent()).toContain(
      `Welcome gift raised from ${before} to ${after} on ${changedOn}`,
    );
    const shown = await page.locator('li.change-item').allTextContents();
    expect(shown.every((text) => text.includes(`Credit card · ${listing.category}`))).toBe(true);

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await saveScreenshot(page, `changes-page-${viewports[viewport].width}`);

    // The address alone gives the same list; another kind does not have the card's change.
    await page.goto(url(`/changes${filtered}`));
    await item.first().waitFor();
    await page.goto(url(`/changes?kind=saving&bank=${encodeURIComponent(listing.category)}`));
    await page.getByText(/^\d+ changes?$|^No changes match these filters yet\.$/).waitFor();
    expect(await item.count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
