import { beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot, viewports, type ViewportName } from './support/browser';
import { adminAuthorization, createListing } from './support/admin-api';
import { seriousAxeViolations } from './support/axe';
import { useSiteAndBrowser } from './support/site-and-browser';
import { sidewaysOverflow } from './support/layout';
import { networkSettled, newWatchedPage } from './support/network-settled';

/*
 * Plans created through the API with premiums worked out by hand: a visitor types their age,
 * says they smoke, chooses life cover of S$750,000 and reads each plan's premium.
 */
const run = Date.now().toString(36);
const plans = {
  term: {
    title: 'E2E Term Life',
    slug: `e2e-term-life-${run}`,
    terms: {
      coverType: 'life',
      coverageAmount: 5_000_000,
      premiumTable: {
        coverAmount: 100_000,
        scaling: 'proportional',
        bands: [
          { ageFrom: 18, ageTo: 40, premium: 100, smokerPremium: 180 },
          { ageFrom: 41, ageTo: 60, premium: 300, smokerPremium: 600 },
        ],
      },
    },
  },
  senior: {
    title: 'E2E Senior Life',
    slug: `e2e-senior-life-${run}`,
    terms: {
      coverType: 'life',
      premiumTable: {
        coverAmount: 100_000,
        scaling: 'proportional',
        bands: [{ ageFrom: 50, ageTo: 60, premium: 900 }],
      },
    },
  },
};

const target = useSiteAndBrowser();

beforeAll(async () => {
  const authorization = await adminAuthorization(target.site.baseUrl);
  for (const plan of Object.values(plans)) {
    await createListing(target.site.baseUrl, authorization, '/api/insurances', {
      title: plan.title,
      slug: plan.slug,
      category: 'AIA',
      terms: plan.terms,
    });
  }
});

// Nothing here changes with the width; the phone's layout (no sideways scroll) is checked, once.
describe('the insurance calculator on a phone', () => {
  const viewport: ViewportName = 'phone';
  it('gives a premium by age, smoker and cover, and says why other plans do not fit', async () => {
    const context = await target.browser.newContext({
      viewport: viewports[viewport],
      // Only to inject axe-core, which the site's Content-Security-Policy would refuse.
      bypassCSP: true,
    });
    const page = await newWatchedPage(context);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      await page.goto(`${target.site.baseUrl}/insurances`);
      await page
        .getByRole('link', { name: 'Find the premium for your age with the insurance calculator' })
        .click();
      await page.getByRole('heading', { name: 'Insurance Premium Calculator' }).waitFor();

      const inputs = page.getByRole('form', { name: 'Insurance Premium Calculator inputs' });
      await inputs.getByRole('textbox', { name: 'Your age' }).fill('33');
      await inputs.getByRole('checkbox', { name: 'I smoke' }).check();
      await inputs.getByRole('combobox', { name: 'Cover type' }).selectOption('life');
      await inputs.getByRole('textbox', { name: 'Cover amount' }).fill('750,000');

      // Age 33 falls in the 18-40 band; a smoker pays S$180 a year for S$100,000 of cover.
      // S$750,000: 180 × 750,000 ÷ 100,000 = S$1,350 a year; per S$1,000: 1,350 ÷ 750 = S$1.80.
      const results = page.getByRole('region', { name: 'Results' });
      const row = results
        .locator('li.calculator-row')
        .filter({ has: page.getByRole('link', { name: plans.term.title }) });
      await expect.poll(() => row.textContent()).toContain('S$1,350.00 a year');
      expect(await row.textContent()).toContain('S$1.80 per S$1,000 of cover');
      await row.getByRole('button', { name: 'Show the working' }).click();
      expect(await row.textContent()).toContain(
        'Scaled to your cover: S$180.00 × S$750,000 ÷ S$100,000S$1,350.00',
      );

      const apart = results.getByRole('region', { name: 'Plans that do not fit' });
      expect(
        await apart.getByRole('listitem').filter({ hasText: plans.senior.title }).textContent(),
      ).toBe(`${plans.senior.title}: No premium at age 33: takes ages 50 to 60`);
      await page.getByRole('heading', { name: 'How we calculate' }).waitFor();
      const params = new URL(page.url()).searchParams;
      expect([params.get('age'), params.get('smoker'), params.get('cover')]).toEqual([
        '33',
        '1',
        '750,000',
      ]);
      await page.reload();
      await expect.poll(() => row.textContent()).toContain('S$1,350.00 a year');

      expect(await sidewaysOverflow(page)).toBe(0);
      await networkSettled(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, `insurance-calculator-${viewports[viewport].width}`);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
