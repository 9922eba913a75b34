import { spendCategories } from '@sg-finance/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { submitSignIn } from './support/account-forms';
import { adminAuthorization, createListing } from './support/admin-api';
import { e2eAdmin } from './support/site';
import { saveScreenshot } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';
import { sidewaysOverflow } from './support/layout';
import { kindUiByKey, termLabel } from '../client/src/lib/listings/kind-uis';

const target = useSiteAndBrowser();
const { visit } = target;

/** Cards of one made-up name, so the journey's search shows these alone among the demo cards. */
const cards = [
  {
    title: 'Zephyr Alpha',
    terms: { rewardType: 'miles', annualFee: 196.2, minIncome: 80000, baseRate: 1.3 },
  },
  {
    title: 'Zephyr Beta',
    terms: { rewardType: 'miles', annualFee: 0, minIncome: 30000, baseRate: 1.2 },
  },
  {
    title: 'Zephyr Gamma',
    terms: { rewardType: 'cashback', annualFee: 32.1, baseRate: 0.3, fxFee: 3.25 },
  },
  { title: 'Zephyr Delta', terms: { rewardType: 'miles', annualFee: 64.2, baseRate: 1.1 } },
  { title: 'Zephyr Epsilon', terms: { rewardType: 'miles' } },
] as const;

function slugOf(title: string): string {
  return title.toLowerCase().replace(/\s+/g, '-');
}

beforeAll(async () => {
  const authorization = await adminAuthorization(target.site.baseUrl);
  for (const card of cards) {
    await createListing(target.site.baseUrl, authorization, '/api/creditcards', {
      title: card.title,
      slug: slugOf(card.title),
      subtitle: `${card.title} for the terms journey`,
      category: 'DBS',
      tiers: { tier1: 'Tier one', tier2: '', tier3: '' },
      terms: card.terms,
    });
  }
});

/** The titles of the list's cards, top to bottom, once the list shows `count` of them. */
async function cardTitles(page: Page, count: number): Promise<string[]> {
  const titles = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect.poll(() => titles.count()).toBe(count);
  return titles.allTextContents();
}

function search(page: Page): string {
  return new URL(page.url()).search;
}

describe('sorting and filtering cards by their terms', () => {
  it('sorts by annual fee, keeps only miles cards without a fee, and restores each step by Back', async () => {
    await visit('desktop', '/cards?q=Zephyr', async (page) => {
      expect(await cardTitles(page, 5)).toHaveLength(5);
      const sort = page.getByRole('combobox', { name: 'Sort by' });

      await sort.selectOption({ label: 'Annual fee: lowest first' });
      await expect.poll(() => search(page)).toBe('?q=Zephyr&sort=annualFee');
      await expect
        .poll(() => cardTitles(page, 5))
        .toEqual(['Zephyr Beta', 'Zephyr Gamma', 'Zephyr Delta', 'Zephyr Alpha', 'Zephyr Epsilon']);

      await sort.selectOption({ label: 'Annual fee: highest first' });
      await expect
        .poll(() => cardTitles(page, 5))
        .toEqual(['Zephyr Alpha', 'Zephyr Delta', 'Zephyr Gamma', 'Zephyr Beta', 'Zephyr Epsilon']);

      await page.getByRole('combobox', { name: 'Reward type' }).selectOption({ label: 'Miles' });
      await expect
        .poll(() => cardTitles(page, 4))
        .toEqual(['Zephyr Alpha', 'Zephyr Delta', 'Zephyr Beta', 'Zephyr Epsilon']);

      await page
        .getByRole('combobox', { name: 'Annual fee' })
        .selectOption({ label: 'No annual fee' });
      await expect
        .poll(() => search(page))
        .toBe('?q=Zephyr&sort=-annualFee&rewardType=miles&maxAnnualFee=0');
      expect(await cardTitles(page, 1)).toEqual(['Zephyr Beta']);
      const beta = page.getByRole('article', { name: 'Zephyr Beta' });
      await beta.getByText('1.2 miles per S$1', { exact: true }).waitFor();
      await beta.getByText('Annual fee S$0 · Min. income S$30,000', { exact: true }).waitFor();
      await saveScreenshot(page, 'terms-list-desktop');

      await page.reload();
      expect(await cardTitles(page, 1)).toEqual(['Zephyr Beta']);
      expect(await page.getByRole('combobox', { name: 'Annual fee' }).inputValue()).toBe('0');

      await page.goBack();
      await expect.poll(() => search(page)).toBe('?q=Zephyr&sort=-annualFee&rewardType=miles');
      await expect
        .poll(() => cardTitles(page, 4))
        .toEqual(['Zephyr Alpha', 'Zephyr Delta', 'Zephyr Beta', 'Zephyr Epsilon']);
      expect(await page.getByRole('combobox', { name: 'Annual fee' }).inputValue()).toBe('');

      await page.goForward();
      await expect.poll(() => cardTitles(page, 1)).toEqual(['Zephyr Beta']);
    });
  });

  it('shows the filtered list on a phone', async () => {
    await visit('phone', '/cards?q=Zephyr&sort=annualFee&rewardType=miles', async (page) => {
      expect(await cardTitles(page, 4)).toEqual([
        'Zephyr Beta',
        'Zephyr Delta',
        'Zephyr Alpha',
        'Zephyr Epsilon',
      ]);
      expect(await sidewaysOverflow(page)).toBe(0);
      await saveScreenshot(page, 'terms-list-phone');
    });
  });
});

describe('the terms of a card', () => {
  // Nothing here changes with the width: it runs once, on a phone.
  it.each(['phone'] as const)('are a table on its detail page (%s)', async (viewport) => {
    await visit(viewport, '/cards/zephyr-alpha', async (page) => {
      const table = page.getByRole('table', { name: 'Terms of Zephyr Alpha' });
      await table.waitFor();
      // Each category says what the card earns there: its base rate, as it has no other.
      const categories = spendCategories.map((category) =>
        termLabel(kindUiByKey('card'), `earn.${category}`),
      );
      expect(await table.getByRole('rowheader').allTextContents()).toEqual([
        'Reward type',
        'Annual fee',
        'Minimum income',
        'Base earn rate',
        ...categories,
      ]);
      expect(await table.getByRole('cell').allTextContents()).toEqual([
        'Miles',
        'S$196.20 a year',
        'S$80,000 a year',
        '1.3 miles per S$1',
        ...categories.map(() => '1.3 miles per S$1'),
      ]);
      await saveScreenshot(page, `terms-detail-${viewport}`);
    });
  });

  // Nothing here changes with the width: it runs once, on a phone.
  it.each(['phone'] as const)(
    'line up on the compare page with the best marked (%s)',
    async (viewport) => {
      await visit(
        viewport,
        '/compare/creditcards?items=zephyr-alpha,zephyr-beta,zephyr-gamma',
        async (page) => {
          const table = page.getByRole('table', { name: 'Credit Cards compared side by side' });
          await table.waitFor();
          const feeRow = table.getByRole('row').filter({
            has: page.getByRole('rowheader', { name: 'Annual fee', exact: true }),
          });
          expect(await feeRow.getByRole('cell').allTextContents()).toEqual([
            'S$196.20 a year',
            'S$0 a year ★ Best(best of the compared)',
            'S$32.10 a year',
          ]);
          const fxRow = table.getByRole('row').filter({
            has: page.getByRole('rowheader', { name: 'Foreign currency fee' }),
          });
          expect(await fxRow.getByRole('cell').allTextContents()).toEqual([
            '—Not given',
            '—Not given',
            '3.25%',
          ]);
          await saveScreenshot(page, `terms-compare-${viewport}`);
        },
      );
    },
  );
});

describe('the Terms section of the admin form', () => {
  // Nothing here changes with the width: it runs once, on a phone.
  it.each(['phone'] as const)(
    'refuses a negative fee beside the field and keeps it as typed (%s)',
    async (viewport) => {
      await visit(viewport, '/login', async (page) => {
        await submitSignIn(page, e2eAdmin.email, e2eAdmin.password);
        await page.waitForURL(`${target.site.baseUrl}/`);
        await page.goto(`${target.site.baseUrl}/new-card`);
        const terms = page.getByRole('group', { name: 'Terms', exact: true });
        await terms.waitFor();
        await terms.getByLabel('Reward type').selectOption({ label: 'Miles' });
        await terms.getByLabel('Annual fee', { exact: true }).fill('-5');
        await terms.getByRole('button', { name: 'Add earn rate' }).click();
        const row = terms.getByRole('group', { name: 'Earn rate 1' });
        await row.getByLabel('Spending category').selectOption({ label: 'Overseas' });
        await row.getByLabel('Rate', { exact: true }).fill('2.2');
        await page.getByRole('button', { name: 'Finish' }).click();

        const fee = terms.getByLabel('Annual fee', { exact: true });
        await expect.poll(() => fee.getAttribute('aria-invalid')).toBe('true');
        expect(await fee.inputValue()).toBe('-5');
        await terms.getByText('must not be negative').waitFor();
        await terms.scrollIntoViewIfNeeded();
        await saveScreenshot(page, `terms-admin-${viewport}`);
      });
    },
  );
});
