import { singaporeToday } from '@sg-finance/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { submitSignIn } from './support/account-forms';
import { adminAuthorization, createListing } from './support/admin-api';
import { seriousAxeViolations } from './support/axe';
import { saveScreenshot, viewports, type ViewportName } from './support/browser';
import { e2eAdmin } from './support/site';
import { useSiteAndBrowser } from './support/site-and-browser';

const target = useSiteAndBrowser();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** The Singapore day `days` before today, `YYYY-MM-DD`. */
function daysAgo(days: number): string {
  return singaporeToday(new Date(Date.now() - days * 24 * 60 * 60 * 1000));
}

const sourceUrl = 'https://www.hsbc.com.sg/credit-cards/products/revolution/';
const fresh = { title: 'Quokka Fresh Miles', verifiedAt: daysAgo(3) };
const stale = { title: 'Quokka Stale Miles', verifiedAt: daysAgo(91) };
const cashback = { title: 'Quokka Cashback', verifiedAt: daysAgo(10) };

function slugOf(title: string): string {
  return title.toLowerCase().replace(/\s+/g, '-');
}

function createCard(authorization: string, title: string, terms: object): Promise<void> {
  return createListing(target.site.baseUrl, authorization, '/api/creditcards', {
    title,
    slug: slugOf(title),
    subtitle: 'A card of the provenance journey',
    category: 'HSBC',
    terms,
  });
}

beforeAll(async () => {
  const token = await adminAuthorization(target.site.baseUrl);
  const miles = { rewardType: 'miles', annualFee: 0, baseRate: 0.4 };
  for (const card of [fresh, stale]) {
    await createCard(token, card.title, {
      ...miles,
      earn: [{ category: 'online', rate: 4 }],
      source: { url: sourceUrl, verifiedAt: card.verifiedAt, verifiedBy: 'Journey' },
    });
  }
  await createCard(token, cashback.title, {
    rewardType: 'cashback',
    annualFee: 0,
    baseRate: 1.5,
    source: { url: sourceUrl, verifiedAt: cashback.verifiedAt },
  });
});

async function pageAt(viewport: ViewportName, path: string): Promise<Page> {
  // Only to inject axe-core, which the site's Content-Security-Policy would refuse.
  const context = await target.browser.newContext({
    viewport: viewports[viewport],
    bypassCSP: true,
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${target.site.baseUrl}${path}`);
  return page;
}

// Nothing here changes with the width: it runs once, on a phone.
describe('the trust of figures on a phone', () => {
  const viewport: ViewportName = 'phone';
  it("leads each list card with the card's best rate, not its base rate", async () => {
    const page = await pageAt(viewport, '/cards?q=Quokka');
    const card = page.getByRole('article').filter({ hasText: fresh.title });
    await expect.poll(() => card.count()).toBe(1);
    await saveScreenshot(page, `provenance-list-${viewport}`);
    await expect
      .poll(() => card.locator('.listing-lead').textContent())
      .toMatch(/^Up to 4 miles per S\$1/);
    expect(await card.textContent()).not.toContain('0.4 miles per S$1');
    await saveScreenshot(page, `provenance-list-${viewport}`);
  });

  it('says when the terms were checked, with the link, and passes axe', async () => {
    const page = await pageAt(viewport, `/cards/${slugOf(fresh.title)}`);
    const line = page.getByText(/^Terms checked on/);
    await expect
      .poll(() => line.textContent())
      .toMatch(/^Terms checked on \d{2}\/\w{3}\/\d{4} against the bank's page/);
    expect(await line.getByRole('link').getAttribute('href')).toBe(sourceUrl);
    expect(await page.getByText(/may be out of date/).count()).toBe(0);
    await saveScreenshot(page, `provenance-fresh-${viewport}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('warns that terms checked 91 days ago may be out of date', async () => {
    const page = await pageAt(viewport, `/cards/${slugOf(stale.title)}`);
    await expect
      .poll(() => page.getByRole('note').textContent())
      .toBe("These figures may be out of date: check them on the bank's page before you apply.");
    await saveScreenshot(page, `provenance-stale-${viewport}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('marks no Best in a compare row that mixes miles and cashback', async () => {
    const items = [fresh, cashback].map((card) => slugOf(card.title)).join(',');
    const page = await pageAt(viewport, `/compare/creditcards?items=${items}`);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Base earn rate' }) });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).not.toContain('Best');
  });
});

describe('the admin list of listings that need checking', () => {
  it('lists the card checked 91 days ago, not the one checked this week', async () => {
    const page = await pageAt('desktop', '/login');
    await submitSignIn(page, e2eAdmin.email, e2eAdmin.password);
    await page.waitForURL(`${target.site.baseUrl}/`);
    await page.goto(`${target.site.baseUrl}/admin/needs-checking`);

    const staleRow = page.getByRole('row').filter({ hasText: stale.title });
    await expect.poll(() => staleRow.textContent()).toContain('(91 days ago)');
    expect(await page.getByRole('row').filter({ hasText: fresh.title }).count()).toBe(0);
    await saveScreenshot(page, 'needs-checking-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
