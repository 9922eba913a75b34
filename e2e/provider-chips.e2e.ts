import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { specBankNames, type ProviderCounts } from '@sg-finance/contract';
import { kindUis } from '../client/src/lib/listings/kind-uis';
import { axeViolations } from './support/axe';
import { saveScreenshot, viewports, type ViewportName } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';
import { sidewaysOverflow } from './support/layout';
import { networkSettled, newWatchedPage } from './support/network-settled';

const target = useSiteAndBrowser();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function pageAt(viewport: ViewportName): Promise<Page> {
  const context = await target.browser.newContext({
    viewport: viewports[viewport],
    // Only to inject axe-core, which the site's Content-Security-Policy would refuse.
    bypassCSP: true,
  });
  contexts.push(context);
  return newWatchedPage(context);
}

function spokenCount(count: number): string {
  return count === 1 ? '1 product' : `${count} products`;
}

interface ChipBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where each chip is on the page, left to right and top to bottom. */
function chipBoxes(page: Page) {
  return page
    .getByRole('group', { name: 'Filter by provider' })
    .getByRole('button')
    .evaluateAll((chips) =>
      (chips as unknown as { getBoundingClientRect(): ChipBox }[]).map((chip) => {
        const { x, y, width, height } = chip.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
}

const pages = kindUis.filter((kind) => kind.key === 'card' || kind.key === 'loan');
const cases = pages.flatMap((kind) =>
  (['phone', 'desktop'] as const).map((viewport) => ({ kind, viewport, route: kind.pageRoute })),
);

describe.each(cases)('the provider chips of $route on a $viewport', ({ kind, viewport }) => {
  it('show each provider’s count without moving, fit the screen and pass axe', async () => {
    const counts = await target.getJson<ProviderCounts>(`${kind.apiPath}/counts/providers`);
    const page = await pageAt(viewport);
    // The counts are held back until the chips have been measured without them.
    let releaseCounts: () => void = () => undefined;
    const countsHeld = new Promise<void>((resolve) => (releaseCounts = resolve));
    await page.route('**/counts/providers**', async (route) => {
      await countsHeld;
      await route.continue();
    });

    await page.goto(`${target.site.baseUrl}${kind.pageRoute}`);
    const chips = page.getByRole('group', { name: 'Filter by provider' });
    await chips.getByRole('button', { name: 'All', exact: true }).waitFor();
    const before = await chipBoxes(page);
    releaseCounts();

    const all = chips.getByRole('button', { name: `All, ${spokenCount(counts.total)}` });
    await all.waitFor();
    // All and the spec's nine stay put; providers beyond the nine join after them.
    const after = await chipBoxes(page);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(1 + Object.keys(counts.banks).length);
    for (const option of ['All', ...Object.keys(counts.banks)]) {
      const count = option === 'All' ? counts.total : (counts.banks[option] ?? 0);
      const chip = chips.getByRole('button', {
        name: `${option}, ${spokenCount(count)}`,
        exact: true,
      });
      expect(await chip.locator('.filter-chip-count').textContent()).toBe(String(count));
    }

    const { width } = viewports[viewport];
    // On a phone the row scrolls sideways behind a fading edge (e2e/phone-visitor.e2e.ts).
    if (viewport === 'desktop') {
      for (const box of after) expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await sidewaysOverflow(page)).toBe(0);

    await networkSettled(page);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, `provider-chips-${kind.key}-${viewports[viewport].width}`);
  });
});

// Muting does not change with the width: it is checked once, on a phone.
describe.each(pages)('the provider chips of $pageRoute on a phone', (kind) => {
  const viewport: ViewportName = 'phone';

  it('mutes the providers a search leaves empty, which can still be chosen and keep the focus', async () => {
    const counts = await target.getJson<ProviderCounts>(`${kind.apiPath}/counts/providers?q=dbs`);
    const empty = specBankNames.find((bank) => counts.banks[bank] === 0);
    if (!empty)
      throw new Error('The demo catalogue has a listing of every provider matching "dbs"');
    const page = await pageAt(viewport);
    await page.goto(`${target.site.baseUrl}${kind.pageRoute}?q=dbs`);
    const chips = page.getByRole('group', { name: 'Filter by provider' });
    await chips.getByRole('button', { name: `All, ${spokenCount(counts.total)}` }).waitFor();
    await networkSettled(page);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, `provider-chips-${kind.key}-${viewports[viewport].width}-search`);

    const chip = chips.getByRole('button', { name: `${empty}, 0 products`, exact: true });
    expect(await chip.getAttribute('class')).toContain('btn-outline-secondary');
    await chip.click();
    await page.getByText(new RegExp(`No ${kind.navLabel.toLowerCase()} match`)).waitFor();
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    expect(await chip.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(
      true,
    );
  });
});
