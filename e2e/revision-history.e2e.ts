import {
  formatMoney,
  listingDetailPath,
  listingKindByKey,
  type Listing,
} from '@sg-finance/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from './support/account-forms';
import { viewports, type ViewportName } from './support/browser';
import { adminAuthorization } from './support/admin-api';
import { seriousAxeViolations } from './support/axe';
import { e2eAdmin } from './support/site';
import { useSiteAndBrowser } from './support/site-and-browser';
import { sidewaysOverflow } from './support/layout';

const target = useSiteAndBrowser();
const card = listingKindByKey('card');
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const url = (path: string) => `${target.site.baseUrl}${path}`;

async function pageAt(viewport: ViewportName): Promise<Page> {
  // bypassCSP only to inject axe-core, which the site's Content-Security-Policy would refuse.
  const context = await target.browser.newContext({
    viewport: viewports[viewport],
    bypassCSP: true,
  });
  contexts.push(context);
  return context.newPage();
}

/** A demo card with a whole annual fee, so the detail page shows it as S$ and no cents. */
async function cardWithFee(): Promise<Listing & { terms: { annualFee: number } }> {
  const cards = await target.getJson<Listing[]>(`${card.apiPath}?limit=100`);
  const found = cards.find((listing) => {
    const fee = (listing.terms as { annualFee?: unknown } | undefined)?.annualFee;
    return typeof fee === 'number' && fee > 0;
  });
  if (!found) throw new Error('no demo card has an annual fee');
  return found as Listing & { terms: { annualFee: number } };
}

// Nothing here changes with the width; the phone's layout (no sideways scroll) is checked, once.
describe('the history of a card at phone width', () => {
  const viewport: ViewportName = 'phone';
  it('shows the diff of an edit of its terms and restores the old terms', async () => {
    const listing = await cardWithFee();
    const oldFee = listing.terms.annualFee;
    const newFee = oldFee + 100;
    const edited = await fetch(url(`${card.apiPath}/update`), {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        Authorization: await adminAuthorization(target.site.baseUrl),
      },
      body: JSON.stringify({ id: listing._id, terms: { ...listing.terms, annualFee: newFee } }),
    });
    expect(edited.status).toBe(200);

    const page = await pageAt(viewport);
    await signIn(page, target.site.baseUrl, e2eAdmin);
    const detailPath = listingDetailPath(card, listing);
    await page.goto(url(detailPath));
    await page.getByRole('link', { name: 'History' }).click();
    await page.waitForURL(url(`/admin/history/card/${listing._id}`));
    await page.getByRole('heading', { name: `History of “${listing.title}”` }).waitFor();

    // Named as the form names the field, not by its stored path (terms.annualFee).
    const change = page.getByRole('row', { name: /^Annual fee \d/ });
    await expect.poll(() => change.textContent()).toContain(String(newFee));
    expect(await change.textContent()).toContain(String(oldFee));
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Wide tables scroll inside their own region; the page itself never scrolls sideways.
    expect(await sidewaysOverflow(page)).toBe(0);

    const revisions = page.getByRole('region', { name: 'Revisions' }).getByRole('row');
    const beforeEdit = revisions.nth(2);
    const number = /^\d+/.exec(
      (await beforeEdit.getByRole('cell').first().textContent()) ?? '',
    )?.[0];
    const restore = beforeEdit.getByRole('button', { name: `Restore revision ${number}` });
    // Compare and Restore are on the screen without scrolling the table sideways.
    for (const control of [beforeEdit.getByLabel('Old'), restore]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewports[viewport].width).toBe(true);
    }
    await restore.click();
    const dialog = page.getByRole('dialog', { name: 'Restore this revision?' });
    await dialog.waitFor();
    // Checked once the dialog has faded in: half-faded buttons read as too little contrast.
    await expect
      .poll(() =>
        page.evaluate<number>(
          'document.getAnimations().filter((animation) => animation.playState === "running").length',
        ),
      )
      .toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Restore revision' }).click();
    await page.getByText(`Restored revision ${number}`).waitFor();

    await page.goto(url(detailPath));
    await page.getByText(formatMoney(oldFee)).first().waitFor();
    expect(await page.getByText(formatMoney(newFee)).count()).toBe(0);
  });
});
