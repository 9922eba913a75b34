import { describe, expect, it } from 'vitest';
import { signIn } from './support/account-forms';
import { useSiteAndBrowser } from './support/site-and-browser';

const sb = useSiteAndBrowser();

const run = Date.now().toString(36);
const person = {
  name: 'Siew Ling Tan',
  email: `catalogue-${run}@e2e.test`,
  password: 'kaya-toast-2026',
};

/** The card catalogue's first page, as the calculators and the wallet ask it. */
const cardCatalogue = /\/api\/creditcards\?sort=recommended&page=1&limit=100$/;

describe('the catalogue in the browser', () => {
  it('is downloaded once from the card finder to My wallet to which card', async () => {
    const registered = await fetch(`${sb.site.baseUrl}/api/users/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(person),
    });
    expect(registered.status).toBe(201);

    await sb.visit('desktop', '/login', async (page) => {
      await signIn(page, sb.site.baseUrl, person);
      const downloads: string[] = [];
      page.on('response', (response) => {
        if (cardCatalogue.test(response.url())) downloads.push(`${response.status()}`);
      });

      await page.getByRole('link', { name: /Try the card finder/ }).click();
      await page.waitForURL(`${sb.site.baseUrl}/cards/finder`);
      await page.getByRole('region', { name: 'Results' }).getByRole('link').first().waitFor();

      await page.getByRole('link', { name: 'My wallet' }).click();
      await page.waitForURL(`${sb.site.baseUrl}/me`);
      await page.getByLabel('Product', { exact: true }).waitFor();

      await page.getByRole('link', { name: 'Which card for this purchase?' }).first().click();
      await page.waitForURL(`${sb.site.baseUrl}/which-card`);
      await page.getByText('Your wallet holds no credit card yet.').waitFor();

      expect(downloads).toEqual(['200']);
    });
  });
});
