import type { ChangesAnswer } from '@sg-finance/contract';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../client/src/lib/dates';
import { adminAuthorization, createListing } from './support/admin-api';
import { saveScreenshot } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';
import { sidewaysOverflow } from './support/layout';

const sb = useSiteAndBrowser();

describe('pages for people, not parsers, on a phone', () => {
  it('/api/docs: the page never scrolls sideways; a wide table scrolls in its own box', async () => {
    await sb.visit('phone', '/api/docs', async (page) => {
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      const scrollingTables = await page.evaluate<number>(
        '[...document.querySelectorAll("table")].filter((table) => ' +
          'table.scrollWidth > table.clientWidth && getComputedStyle(table).overflowX === "auto").length',
      );
      expect(scrollingTables).toBeGreaterThan(0);
    });
  });

  it('a feed link shows a styled page of the entries at the phone’s width', async () => {
    await sb.visit('phone', '/changes', async (page) => {
      await page.getByRole('link', { name: 'Follow them in a feed reader (Atom)' }).click();
      await page.waitForURL(/\/feeds\/changes\.xml$/);
      // The stylesheet's own words, above the entries (generated content, not the feed's text).
      await expect
        .poll(() =>
          page.evaluate<string>('getComputedStyle(document.documentElement, "::before").content'),
        )
        .toContain('Add its address to a feed reader');
      // Styled: the feed's title is a large heading-like block, ids and links are hidden.
      const title = await page.evaluate<{ size: string; display: string }>(
        '(() => { const title = document.querySelector("feed > title"); ' +
          'const style = getComputedStyle(title); return { size: style.fontSize, display: style.display }; })()',
      );
      expect(title).toEqual({ size: '28px', display: 'block' });
      expect(
        await page.evaluate<string>(
          'getComputedStyle(document.querySelector("feed > id")).display',
        ),
      ).toBe('none');
      expect(await page.evaluate<number>('window.innerWidth')).toBe(375);
      expect(await sidewaysOverflow(page)).toBe(0);
    });
  });

  it('/changes tells the additions of a day in one line', async () => {
    // Two products added just now, so the newest changes are a day's additions whatever other
    // journeys of this site changed before (on a fresh site they join the demo catalogue's).
    const run = Date.now().toString(36);
    const authorization = await adminAuthorization(sb.site.baseUrl);
    const titles = ['first', 'second'].map((name) => `E2E Listed ${name} ${run}`);
    for (const [index, name] of ['first', 'second'].entries()) {
      await createListing(sb.site.baseUrl, authorization, '/api/creditcards', {
        title: titles[index]!,
        slug: `e2e-listed-${name}-${run}`,
        category: 'OCBC',
        terms: { rewardType: 'cashback', baseRate: 0.5 },
      });
    }
    const { data } = await sb.getJson<ChangesAnswer>('/api/changes?limit=100');
    const first = data[0]!;
    const sameDay = (at: string) => formatDate(at) === formatDate(first.at);
    const end = data.findIndex((change) => change.operation !== 'create' || !sameDay(change.at));
    const listed = end === -1 ? data.length : end;
    expect(first.operation).toBe('create');
    expect(listed).toBeGreaterThan(1);

    await sb.visit('phone', '/changes', async (page) => {
      const line = page.getByRole('heading', {
        level: 2,
        name: `${listed} products listed on ${formatDate(first.at)}`,
        // Exact: '2 products listed on' is also part of '12 products listed on', an earlier line.
        exact: true,
      });
      // Other journeys on this worker's site may have listed as many products on an earlier
      // run of the same day: the newest line comes first.
      const group = page.locator('li.change-group').filter({ has: line }).first();
      await group.waitFor();
      // Told in that one line, not product by product.
      for (const title of titles) {
        expect(await group.textContent()).toContain(title);
        expect(await page.locator('li.change-item').filter({ hasText: title }).count()).toBe(0);
      }
      expect(await sidewaysOverflow(page)).toBe(0);
      await saveScreenshot(page, 'changes-listed-375');
    });
  });
});
