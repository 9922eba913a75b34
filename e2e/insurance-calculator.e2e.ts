import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot, viewports, type ViewportName } from './support/browser';
import { e2eAdmin } from './support/site';
import { useSiteAndBrowser } from './support/site-and-browser';

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
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

beforeAll(async () => {
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${target.site.baseUrl}${path}`, init);
  const login = await api('/api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: e2eAdmin.email, password: e2eAdmin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  for (const plan of Object.values(plans)) {
    const body = new FormData();
    body.append('title', plan.title);
    body.append('slug', plan.slug);
    body.append('category', 'AIA');
    body.append('terms', JSON.stringify(plan.terms));
    const created = await api('/api/insurances/create', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body,
    });
    expect(created.status, await created.clone().text()).toBe(201);
  }
});

/** Serious or critical axe violations of the page as it is. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  // A string, not a function: this file is compiled without the browser's types.
  return page.evaluate<string[]>(
    'axe.run().then((result) => result.violations' +
      ".filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')" +
      '.map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`))',
  );
}

describe.each(['phone', 'desktop'] as const)('the insurance calculator on a %s', (viewport) => {
  it('gives a premium by age, smoker and cover, and says why other plans do not fit', async () => {
    const context = await target.browser.newContext({
      viewport: viewports[viewport as ViewportName],
      // Only to inject axe-core, which the site's Content-Security-Policy would refuse.
      bypassCSP: true,
    });
    const page = await context.newPage();
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

      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `insurance-calculator-${viewports[viewport].width}`);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
