import { beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot, viewports } from './support/browser';
import { adminAuthorization, createListing } from './support/admin-api';
import { useSiteAndBrowser } from './support/site-and-browser';
import { sidewaysOverflow } from './support/layout';

/*
 * A fixed deposit created through the API, its interest worked out by hand: a visitor goes from
 * the fixed deposits list to its page, reads that SDIC insures it, and opens the calculator.
 */
const run = Date.now().toString(36);
const deposit = {
  title: `E2E Time Deposit ${run}`,
  slug: `e2e-time-deposit-${run}`,
  category: 'CIMB',
  terms: {
    minDeposit: 10_000,
    rateType: 'promotional',
    rates: [
      { tenureMonths: 6, rate: 2.7 },
      { tenureMonths: 12, rate: 2.55 },
    ],
    sdicInsured: true,
  },
};

const target = useSiteAndBrowser();

beforeAll(async () => {
  const authorization = await adminAuthorization(target.site.baseUrl);
  await createListing(target.site.baseUrl, authorization, '/api/fixeddeposits', deposit);
});

describe.each(['phone', 'desktop'] as const)('fixed deposits on a %s', (viewport) => {
  const width = viewports[viewport].width;

  it('lead from the list to a deposit, its SDIC line and the calculator', async () => {
    // Newest first, so the deposit made here is on the first page beside the demo catalogue.
    await target.visit(viewport, '/fixed-deposits?sort=newest', async (page) => {
      await page
        .getByRole('heading', { level: 1, name: 'Fixed Deposits with the Best Rates' })
        .waitFor();
      const card = page
        .getByRole('article', { name: deposit.title })
        .getByRole('link', { name: 'See Details' });
      await card.waitFor();
      expect(await page.getByRole('article', { name: deposit.title }).textContent()).toContain(
        'Up to 2.7% a year, for 6 months',
      );
      expect(await sidewaysOverflow(page)).toBe(0);
      await saveScreenshot(page, `fixed-deposits-list-${width}`);
      await card.click();

      await page.getByRole('heading', { level: 1, name: deposit.title }).waitFor();
      await page.getByText('Insured by SDIC up to S$100,000 per depositor per bank').waitFor();
      await page.getByText('6 months: 2.7% a year').waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      await saveScreenshot(page, `fixed-deposit-detail-${width}`);
      await page
        .getByRole('link', { name: 'Work out its interest in the fixed deposit calculator' })
        .click();

      await page.getByRole('heading', { name: 'Fixed Deposit Calculator' }).waitFor();
      const inputs = page.getByRole('form', { name: 'Fixed Deposit Calculator inputs' });
      await inputs.getByRole('textbox', { name: 'Amount to deposit' }).fill('20,000');
      await inputs.getByRole('textbox', { name: 'Tenure in months' }).fill('6');
      // 20,000 × 2.70% × 6/12 = S$270.00, paid at maturity.
      const row = page
        .getByRole('region', { name: 'Results' })
        .locator('li.calculator-row')
        .filter({ has: page.getByRole('link', { name: deposit.title }) });
      await expect.poll(() => row.textContent()).toContain('S$270.00 at maturity');
      expect(await page.getByText(/would not be insured/).count()).toBe(0);

      await inputs.getByRole('textbox', { name: 'Amount to deposit' }).fill('150,000');
      // 150,000 × 2.70% × 6/12 = S$2,025.00; S$50,000 of it over the insured S$100,000.
      await expect.poll(() => row.textContent()).toContain('S$2,025.00 at maturity');
      await page
        .getByText(
          'S$150,000 in one bank is over the S$100,000 SDIC insures per depositor per bank: S$50,000 would not be insured.',
        )
        .waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      await saveScreenshot(page, `fixed-deposit-calculator-${width}`);
    });
  });
});
