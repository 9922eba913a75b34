import { beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot, viewports, type ViewportName } from './support/browser';
import { adminAuthorization, createListing } from './support/admin-api';
import { useSiteAndBrowser } from './support/site-and-browser';
import { networkSettled, newWatchedPage } from './support/network-settled';

/*
 * A savings account, a fixed deposit, a T-bill auction and a Savings Bond issue built through
 * the API, and a visitor parking S$10,000 for 12 months with a salary of S$3,000, worked out by
 * hand: the fixed deposit 10,000 × 2.4% × 12/12 = S$240.00 (its 6 months, 135, counted once);
 * the account 10,000 × (0.05% + 2%) = S$205.00; the Savings Bond 10,000 × 1.5% = S$150.00;
 * the 6-month T-bill at 1.5%, rolled over once: 2 × 10,000 × 1.5% × 182 / 365 = S$149.59.
 */
const run = Date.now().toString(36);
const account = { title: `E2E Cash Saver ${run}`, slug: `e2e-cash-saver-${run}` };
const deposit = { title: `E2E Cash Deposit ${run}`, slug: `e2e-cash-deposit-${run}` };
const years = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}${i + 1}`);
const rates = [1.5, 1.6, 1.7, 1.8, 1.9, 2.0, 2.1, 2.2, 2.3, 2.4];
// Dated far ahead, so they are the latest auction and issue whatever else the site holds.
const tbillCsv = 'issueCode,tenorMonths,auctionDate,cutOffYield\nBSE2E99X,6,2099-11-26,1.5\n';
const bondCsv = [
  [
    'issueMonth',
    'issueCode',
    ...years('year'),
    ...years('average'),
    'applicationOpens',
    'applicationCloses',
  ],
  ['2099-12', 'GXE2E99F', ...rates, ...rates, '2099-11-01', '2099-11-25'],
]
  .map((row) => row.join(','))
  .join('\n');

const target = useSiteAndBrowser();

async function importCsv(path: string, csv: string, authorization: string): Promise<void> {
  const body = new FormData();
  body.append('file', new Blob([csv], { type: 'text/csv' }), 'mas.csv');
  const response = await fetch(`${target.site.baseUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: authorization },
    body,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

beforeAll(async () => {
  const authorization = await adminAuthorization(target.site.baseUrl);
  await createListing(target.site.baseUrl, authorization, '/api/savings', {
    ...account,
    category: 'DBS',
    terms: {
      baseRate: 0.05,
      bonus: [{ condition: 'salary', threshold: 1800, rate: 2, balanceUpTo: 100000 }],
    },
  });
  await createListing(target.site.baseUrl, authorization, '/api/fixeddeposits', {
    ...deposit,
    category: 'OCBC',
    terms: {
      rateType: 'promotional',
      fundsAccepted: 'freshOnly',
      minDeposit: 10000,
      rates: [
        { tenureMonths: 6, rate: 2.7 },
        { tenureMonths: 12, rate: 2.4 },
      ],
      sdicInsured: true,
    },
  });
  await importCsv('/api/tbill-auctions/import', tbillCsv, authorization);
  await importCsv('/api/savings-bonds/import', bondCsv, authorization);
});

describe('where to park my cash', () => {
  it.each(['phone', 'desktop'] as ViewportName[])(
    'ranks the deposit, the account, the Savings Bond and the T-bill for ten thousand over 12 months (%s)',
    async (viewport) => {
      const context = await target.browser.newContext({ viewport: viewports[viewport] });
      const page = await newWatchedPage(context);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      try {
        await page.goto(`${target.site.baseUrl}/cash`);
        const inputs = page.getByRole('form', { name: 'Where to park my cash inputs' });
        await inputs.getByRole('textbox', { name: 'Amount to park' }).fill('10,000');
        await inputs.getByRole('textbox', { name: 'Horizon in months' }).fill('12');
        await inputs.getByRole('textbox', { name: 'Salary credited a month' }).fill('3,000');

        const results = page.getByRole('region', { name: 'Results' });
        const rowOf = (name: string) =>
          results.locator('li.calculator-row').filter({ has: page.getByRole('link', { name }) });
        await expect
          .poll(() => rowOf(account.title).textContent())
          .toContain('S$205.00 over 12 months');
        expect(await rowOf('Savings Bond GXE2E99F').textContent()).toContain(
          'S$150.00 over 12 months',
        );
        expect(await rowOf('6-month T-bill').textContent()).toContain('S$149.59 over 12 months');
        expect(await rowOf(deposit.title).textContent()).toContain('S$240.00 over 12 months');
        const order = await results.locator('li.calculator-row a').allTextContents();
        const at = (name: string) => order.indexOf(name);
        expect(at(deposit.title)).toBeLessThan(at(account.title));
        expect(at(account.title)).toBeLessThan(at('Savings Bond GXE2E99F'));
        expect(at('Savings Bond GXE2E99F')).toBeLessThan(at('6-month T-bill'));

        const params = new URL(page.url()).searchParams;
        expect([params.get('amount'), params.get('months'), params.get('salary')]).toEqual([
          '10,000',
          null,
          '3,000',
        ]);
        await page.getByRole('heading', { name: 'How we calculate' }).waitFor();
        await networkSettled(page);
        await saveScreenshot(page, `cash-${viewports[viewport].width}`);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('S$150,000 in one bank', () => {
  it('is warned of, and the suggested split puts the whole amount somewhere', async () => {
    await target.visit('desktop', '/cash?amount=150000&months=12&salary=3000', async (page) => {
      // 150,000 − 100,000 = 50,000 would not be insured in the bank ranked with all of it.
      await page
        .getByText(
          'S$150,000 in one bank is over the S$100,000 SDIC insures per depositor per bank: S$50,000 would not be insured.',
        )
        .waitFor();
      const split = page.getByRole('list', { name: 'Suggested split' });
      const lines = await split.getByRole('listitem').allTextContents();
      // Each line starts with the S$ it takes: together, the whole 150,000.
      const taken = lines.map((line) => Number(/^S\$([\d,.]+)/.exec(line)![1]!.replace(/,/g, '')));
      expect(taken.reduce((sum, part) => sum + part, 0)).toBeCloseTo(150000, 2);
      // A bank's part is at most the insured 100,000; T-bills and Savings Bonds are no deposits.
      const banks = taken.filter((_, index) => !/T-bill|Savings Bond/.test(lines[index]!));
      expect(Math.max(...banks)).toBeLessThanOrEqual(100000);
    });
  });
});

describe('the T-bills and Savings Bonds page', () => {
  it('shows the latest cut-off, the next application window and the chart', async () => {
    const context = await target.browser.newContext({ viewport: viewports.desktop });
    const page = await newWatchedPage(context);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      await page.goto(`${target.site.baseUrl}/cash`);
      await page.getByRole('link', { name: '6-month T-bill' }).click();
      await page.getByRole('heading', { name: 'T-bills and Savings Bonds', level: 1 }).waitFor();
      await page.getByText(/^6-month T-bill: 1\.5% at the auction of/).waitFor();
      await page
        .getByText(/^Next Savings Bond application window: .*\(issue of 2099-12\)\.$/)
        .waitFor();
      expect(
        await page.getByRole('table', { name: 'Savings Bond of 2099-12' }).textContent(),
      ).toContain('102.4%2.4%');
      await page.locator('canvas').waitFor();
      await saveScreenshot(page, 'government-securities-1280');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
