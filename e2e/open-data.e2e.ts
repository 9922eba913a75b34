import { listingDetailPath, listingKindByKey, type OpenDataListing } from '@sg-finance/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/account-forms';
import { seriousAxeViolations } from './support/axe';
import { downloadedText, viewports } from './support/browser';
import { e2eAdmin } from './support/site';
import { useSiteAndBrowser } from './support/site-and-browser';

const target = useSiteAndBrowser();
const card = listingKindByKey('card');

/** Runs a journey of the signed-in administrator in a fresh page, which must throw nothing. */
async function asAdmin(journey: (page: Page) => Promise<void>): Promise<void> {
  // bypassCSP only to inject axe-core, which the site's Content-Security-Policy would refuse.
  const context = await target.browser.newContext({
    viewport: viewports.desktop,
    bypassCSP: true,
  });
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, target.site.baseUrl, e2eAdmin);
    await journey(page);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
}

/** Opens the import page from the admin menu and downloads the cards' CSV export from it. */
async function downloadCardsCsv(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByRole('link', { name: 'Import listings' }).click();
  await page.getByRole('heading', { name: 'Import listings' }).waitFor();
  await page.getByLabel('Kind').selectOption('card');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('card-listings.csv');
  return downloadedText(download);
}

/**
 * A card whose title appears once in the CSV, so one cell can be changed by its text, and its
 * row in the file (the header is row 1; the rows are in the JSON export's order).
 */
async function cardWithUniqueTitle(
  csv: string,
): Promise<{ listing: OpenDataListing; row: number }> {
  const cards = await target.getJson<OpenDataListing[]>('/api/export/card.json');
  const index = cards.findIndex((listing) => csv.split(listing.title).length === 2);
  if (index < 0) throw new Error('no card title appears once in the export');
  return { listing: cards[index]!, row: index + 2 };
}

async function upload(page: Page, csv: string): Promise<void> {
  await page.getByLabel('File (CSV or JSON)').setInputFiles({
    name: 'cards.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
}

describe('open data: export, edit in a spreadsheet, import', () => {
  it('downloads the cards, changes one title, sees it in the dry run, applies it and sees the page change', async () => {
    await asAdmin(async (page) => {
      const csv = await downloadCardsCsv(page);
      expect(csv.split('\r\n')[0]).toContain('terms.welcome.value');
      const { listing } = await cardWithUniqueTitle(csv);
      const newTitle = `${listing.title} (imported)`;

      await upload(page, csv.replace(listing.title, newTitle));
      const changes = page.getByRole('table', { name: 'Changed fields' });
      await changes.waitFor();
      // Only this card's row: the cards other journeys made on this worker's site are in the file.
      const rows = changes.getByRole('row').filter({ hasText: listing.slug });
      await expect.poll(() => rows.count()).toBe(1);
      const change = await rows.first().getByRole('cell').allTextContents();
      expect(change.slice(1)).toEqual([listing.slug, 'title', listing.title, newTitle]);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The dry run changed nothing.
      const unchanged = await target.getJson<OpenDataListing[]>(`${card.apiPath}/${listing.slug}`);
      expect(unchanged[0]!.title).toBe(listing.title);

      await page.getByRole('button', { name: 'Apply these changes' }).click();
      await page.getByText('The listings were saved, each with its revision.').waitFor();

      await page.goto(`${target.site.baseUrl}${listingDetailPath(card, listing)}`);
      await page.getByRole('heading', { level: 1, name: newTitle }).waitFor();
    });
  });

  it('refuses a file with a title too long, naming its row and field, and changes nothing', async () => {
    await asAdmin(async (page) => {
      const csv = await downloadCardsCsv(page);
      const { listing, row } = await cardWithUniqueTitle(csv);
      const before = await target.getJson<unknown>('/api/export/card.json');

      await upload(page, csv.replace(listing.title, 'x'.repeat(201)));
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe(`Row ${row}, title: must be at most 200 characters`);
      expect(await page.getByRole('button', { name: 'Apply these changes' }).count()).toBe(0);
      expect(await target.getJson<unknown>('/api/export/card.json')).toEqual(before);
    });
  });
});
