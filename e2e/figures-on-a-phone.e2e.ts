import { singaporeDay } from '@sg-finance/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuthorization, createListing } from './support/admin-api';
import { saveScreenshot } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';

/*
 * The figures of a list card, compare's category rows and the loan calculator as a reader sees
 * them at 375 and 1280 px, on products made for the journey (the demo catalogue changes).
 */
const run = Date.now().toString(36);
const slug = (name: string) => `e2e-${name}-${run}`;
const inThreeDays = singaporeDay(new Date(Date.now() + 3 * 24 * 3600 * 1000));

const tierCard = {
  title: `E2E Tier Card ${run}`,
  slug: slug('tier-card'),
  category: 'UOB',
  tiers: {
    tier1: 'Min. income S$30,000 (foreigners S$40,000)',
    tier2: 'Rates by total spend from S$600 a month',
    tier3: 'Annual fee S$196.20 (first year waived)',
  },
  rewardOffer: [
    {
      description: '20,000 bonus miles with S$1,000 spend in the first 30 days',
      tag: 'Limited time',
      link: 'https://www.uob.com.sg/',
      expiresAt: inThreeDays,
    },
  ],
  terms: {
    rewardType: 'cashback',
    annualFee: 196.2,
    minIncome: 30000,
    baseRate: 0.3,
    spendTiers: [
      { minSpend: 600, rate: 3.33, rewardCap: 20 },
      { minSpend: 2000, rate: 3.33, rewardCap: 66.67 },
    ],
    noEarnCategories: ['insurance'],
  },
};
const diningCard = {
  title: `E2E Dining Card ${run}`,
  slug: slug('dining-card'),
  category: 'DBS',
  terms: { rewardType: 'cashback', baseRate: 0.5, earn: [{ category: 'dining', rate: 6 }] },
};
// 3.88% flat and a 0.6% fee over 12 to 60 months: its lowest EIR is over 60 months (7.46%).
const personalLoan = {
  title: `E2E Personal Loan ${run}`,
  slug: slug('personal-loan'),
  category: 'DBS',
  terms: {
    loanType: 'personal',
    flatRate: 3.88,
    processingFee: { percent: 0.6 },
    minAmount: 500,
    maxAmount: 200000,
    minTenureMonths: 12,
    maxTenureMonths: 60,
  },
};
// Far cheaper than any personal loan: ranked only when asked for.
const carLoan = {
  title: `E2E Car Loan ${run}`,
  slug: slug('car-loan'),
  category: 'POSB',
  terms: { loanType: 'car', flatRate: 0.1 },
};

const target = useSiteAndBrowser();
const { visit } = target;

beforeAll(async () => {
  const authorization = await adminAuthorization(target.site.baseUrl);
  for (const card of [tierCard, diningCard]) {
    await createListing(target.site.baseUrl, authorization, '/api/creditcards', card);
  }
  for (const loan of [personalLoan, carLoan]) {
    await createListing(target.site.baseUrl, authorization, '/api/loans', loan);
  }
});

const viewports = ['phone', 'desktop'] as const;

const cardOf = (page: Page, title: string) => page.getByRole('article', { name: title });

describe('a list card', () => {
  it.each(viewports)(
    'says each figure once and lets an offer’s text use the line (%s)',
    async (viewport) => {
      await visit(viewport, `/cards?q=${encodeURIComponent(tierCard.title)}`, async (page) => {
        const card = cardOf(page, tierCard.title);
        await card.waitFor();
        const text = (await card.textContent()) ?? '';
        expect(text.split('S$196.20')).toHaveLength(2);
        expect(text.split('S$30,000')).toHaveLength(2);

        const description = card.getByText(tierCard.rewardOffer[0]!.description);
        const descriptionBox = (await description.boundingBox())!;
        const cardBox = (await card.boundingBox())!;
        const chipBox = (await card.getByText('Limited time').boundingBox())!;
        // Wrapped around its chips, the sentence takes a few lines, not one a word.
        expect(descriptionBox.height).toBeLessThan(chipBox.height * 3);
        expect(descriptionBox.width).toBeGreaterThan(cardBox.width / 2);
        await expect.poll(() => card.getByText(/^Ends /).isVisible()).toBe(true);
        await card.scrollIntoViewIfNeeded();
        await saveScreenshot(page, `list-card-offer-${viewport}`);
      });
    },
  );
});

describe('compare', () => {
  it.each(viewports)('shows what each card earns in each category (%s)', async (viewport) => {
    const path = `/compare/creditcards?items=${tierCard.slug},${diningCard.slug}`;
    await visit(viewport, path, async (page) => {
      const row = (name: string) =>
        page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
      await expect
        .poll(() => row('Earn rate: dining').getByRole('cell').allTextContents())
        .toEqual(['3.33%', '6% ★ Best(best of the compared)']);
      expect(await row('Earn rate: groceries').getByRole('cell').allTextContents()).toEqual([
        '3.33% ★ Best(best of the compared)',
        '0.5%',
      ]);
      expect(await row('Earn rate: insurance').getByRole('cell').first().textContent()).toBe('0%');
      expect(await page.getByRole('rowheader', { name: 'At a glance' }).count()).toBe(1);
      await saveScreenshot(page, `compare-categories-${viewport}`);
    });
  });
});

describe('the loans list and the loan calculator', () => {
  it.each(viewports)(
    'agree on the “from” EIR, and rank personal loans unless asked (%s)',
    async (viewport) => {
      let fromEir = '';
      await visit(viewport, `/loans?q=${encodeURIComponent(personalLoan.title)}`, async (page) => {
        const lead = cardOf(page, personalLoan.title).locator('.listing-lead');
        await expect.poll(() => lead.textContent()).toMatch(/^From [\d.]+% a year/);
        const text = (await lead.textContent())!;
        expect(text).toBe('From 7.46% a year, EIR (3.88% flat) over 60 months');
        fromEir = text.match(/^From ([\d.]+)%/)![1]!;
      });

      const calculator = `/loans/calculator?amount=20000&months=60&highlight=${personalLoan.slug}`;
      await visit(viewport, calculator, async (page) => {
        const row = page
          .getByRole('row')
          .filter({ has: page.getByRole('link', { name: personalLoan.title }) });
        await expect.poll(() => row.getByRole('cell').nth(3).textContent()).toBe(`${fromEir}%`);
        expect(await page.getByRole('combobox', { name: 'Loan type' }).inputValue()).toBe(
          'personal',
        );
        expect(await page.getByRole('link', { name: carLoan.title }).count()).toBe(0);

        // The day of the terms is folded, after the loan type.
        const summary = page.getByText('Terms as of today');
        expect(await page.getByLabel('Terms as of').isVisible()).toBe(false);
        const typeBox = (await page.getByRole('combobox', { name: 'Loan type' }).boundingBox())!;
        expect((await summary.boundingBox())!.y).toBeGreaterThan(typeBox.y);
        await saveScreenshot(page, `loan-calculator-inputs-${viewport}`);
        await summary.click();
        await expect.poll(() => page.getByLabel('Terms as of').isVisible()).toBe(true);

        await page.getByRole('combobox', { name: 'Loan type' }).selectOption({ label: 'Any type' });
        await expect.poll(() => page.getByRole('link', { name: carLoan.title }).count()).toBe(1);
      });
    },
  );
});
