import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot } from './support/browser';
import { e2eAdmin } from './support/site';
import { useSiteAndBrowser } from './support/site-and-browser';

/*
 * A points card earning Citi ThankYou Points, created through the API, valued by hand at a mile
 * the visitor sets; and the page comparing the currencies, at both widths.
 */
const run = Date.now().toString(36);
const card = {
  title: `E2E ThankYou Online ${run}`,
  slug: `e2e-thankyou-online-${run}`,
  terms: {
    rewardType: 'points',
    pointsCurrency: 'citi-thankyou-points',
    baseRate: 1,
    earn: [{ category: 'online', rate: 10 }],
  },
};

const target = useSiteAndBrowser();
const { visit } = target;

beforeAll(async () => {
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${target.site.baseUrl}${path}`, init);
  const login = await api('/api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: e2eAdmin.email, password: e2eAdmin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const body = new FormData();
  body.append('title', card.title);
  body.append('slug', card.slug);
  body.append('category', 'Citibank');
  body.append('terms', JSON.stringify(card.terms));
  const created = await api('/api/creditcards/create', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body,
  });
  expect(created.status, await created.clone().text()).toBe(201);
});

/** S$500 online a month and nothing else, no welcome offers, a mile at 2 cents. */
const finder = `/cards/finder?dining=0&groceries=0&online=500&transport=0&travel=0&overseas=0&petrol=0&bills=0&other=0&welcome=0&mile=2&highlight=${card.slug}`;

const cellsOf = async (page: Page, currency: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${currency}`) }) })
    .getByRole('cell')
    .allTextContents();

describe('points valued through their currency', () => {
  it('values a points card at the visitor’s mile, net of one conversion fee a year', async () => {
    await visit('desktop', finder, async (page) => {
      const row = page
        .getByRole('region', { name: 'Results' })
        .locator('li.calculator-row')
        .filter({ has: page.getByRole('link', { name: card.title }) });
      // 500 × 10 × 12 = 60,000 points × 0.4 = 24,000 miles × 2 cents = S$480.00, less one
      // conversion of S$27.25 = S$452.75.
      await expect.poll(() => row.textContent()).toContain('S$452.75 a year');
      expect(await row.textContent()).toContain(
        'Converting Citi ThankYou Points to KrisFlyer miles once a year (25,000 Citi ThankYou Points give 10,000 KrisFlyer miles): fee S$27.25',
      );

      // The finder links the currencies compared at the same mile.
      await page.getByRole('link', { name: 'How each bank’s points convert' }).click();
      await page.getByRole('rowheader', { name: /^Citi ThankYou Points/ }).waitFor();
      expect(new URL(page.url()).searchParams.get('mile')).toBe('2');
      expect((await cellsOf(page, 'Citi ThankYou Points'))[0]).toBe('S$172.75');
    });
  });

  it('names the card’s currency on its page', async () => {
    await visit('phone', `/cards/${card.slug}`, async (page) => {
      await page.getByRole('heading', { level: 1, name: card.title }).waitFor();
      expect(await page.locator('main').textContent()).toMatch(
        /Points currency\s*Citi ThankYou Points/,
      );
    });
  });
});

describe('the points currencies page', () => {
  it.each(['phone', 'desktop'] as const)(
    'compares the currencies at the visitor’s mile on a %s, refusing a mile above 20 cents',
    async (viewport) => {
      await visit(viewport, '/points-currencies?mile=2', async (page) => {
        // The first paint has the h1 before the page's code has drawn the table.
        await page.getByRole('rowheader', { name: /^Citi ThankYou Points/ }).waitFor();
        // 10,000 miles × 2 cents = S$200.00, less S$27.25 = S$172.75.
        expect(await cellsOf(page, 'Citi ThankYou Points')).toEqual([
          'S$172.75',
          'S$27.25',
          '25,000 points = 10,000 KrisFlyer miles',
          '0.4',
          '60 months. Expire five years after the card was approved, whenever they were earned',
          'No',
        ]);
        await saveScreenshot(page, `points-currencies-${viewport}`);
        const mile = page.getByRole('textbox', { name: 'What a mile is worth to you' });
        await mile.fill('21');
        const describedBy = await mile.getAttribute('aria-describedby');
        expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
          'Must be at most 20.',
        );
        expect((await cellsOf(page, 'Citi ThankYou Points'))[0]).toBe('S$172.75');
      });
    },
  );
});
