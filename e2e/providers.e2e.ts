import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { kindUiByKey } from '../client/src/lib/listings/kind-uis';
import { signIn } from './support/account-forms';
import { saveScreenshot, viewports, type ViewportName } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { e2eAdmin } from './support/site';
import { useSiteAndBrowser } from './support/site-and-browser';
import { sidewaysOverflow } from './support/layout';

const target = useSiteAndBrowser();
let contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

function url(path: string): string {
  return `${target.site.baseUrl}${path}`;
}

/** A page that records its script errors; CSP is bypassed only to inject axe-core. */
async function newPage(viewport: ViewportName): Promise<{ page: Page; pageErrors: string[] }> {
  const context = await target.browser.newContext({
    viewport: viewports[viewport],
    bypassCSP: true,
  });
  contexts.push(context);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { page, pageErrors };
}

const savings = kindUiByKey('saving');

describe.each(['phone', 'desktop'] as const)('providers on a %s', (viewport) => {
  const width = viewports[viewport].width;
  const provider = `Vireo Digital Bank ${width}`;
  const listingTitle = `Vireo Saver ${width}`;

  it('an administrator adds a provider; it is in the form, then a chip once a listing names it', async () => {
    const { page: admin, pageErrors } = await newPage(viewport);
    await signIn(admin, target.site.baseUrl, e2eAdmin);

    // The admin menu leads to the page on a wide screen; on a phone the address does.
    if (viewport === 'desktop') {
      await admin.getByRole('button', { name: 'Admin', exact: true }).click();
      await admin.getByRole('link', { name: 'Providers', exact: true }).click();
      await admin.waitForURL(url('/admin/providers'));
    } else {
      await admin.goto(url('/admin/providers'));
    }
    await admin.getByRole('heading', { level: 1, name: 'Providers' }).waitFor();
    await admin.getByRole('button', { name: 'Edit DBS' }).waitFor();

    // An empty form: each field's problem beside it, the first field focused, nothing sent.
    await admin.getByRole('button', { name: 'Add provider' }).click();
    const name = admin.getByLabel('Name', { exact: true });
    await admin.getByText('Name is required').waitFor();
    expect(await admin.getByText('Kind of provider is required').isVisible()).toBe(true);
    expect(await name.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(
      true,
    );
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await saveScreenshot(admin, `providers-field-errors-${width}`);

    await name.fill(provider);
    await admin.getByLabel('Kind of provider', { exact: true }).selectOption('digital bank');
    await admin.getByLabel('Website', { exact: true }).fill('https://vireo.example/');
    await admin.getByRole('button', { name: 'Add provider' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `“${provider}” added.` })
      .waitFor();
    await admin.getByRole('button', { name: `Edit ${provider}` }).waitFor();
    expect(await sidewaysOverflow(admin)).toBe(0);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await saveScreenshot(admin, `providers-added-${width}`);

    // No listing names it yet: the savings list has no chip for it.
    const { page: visitor, pageErrors: visitorErrors } = await newPage(viewport);
    await visitor.goto(url(savings.pageRoute));
    const chips = visitor.getByRole('group', { name: 'Filter by provider' });
    await chips.getByRole('button', { name: /^All, \d+ products?$/ }).waitFor();
    expect(await chips.getByRole('button', { name: new RegExp(provider) }).count()).toBe(0);

    // The listing form offers it, and a listing of it can be created.
    await admin.goto(url(savings.createRoute));
    const category = admin.getByLabel('Category', { exact: true });
    await category.locator('option', { hasText: provider }).waitFor({ state: 'attached' });
    await admin.getByLabel('Title', { exact: true }).fill(listingTitle);
    await category.selectOption(provider);
    await saveScreenshot(admin, `providers-listing-form-${width}`);
    await admin.getByRole('button', { name: 'Finish' }).click();
    await admin.getByRole('status').filter({ hasText: 'Record created' }).waitFor();

    // The visitor's list now has its chip, after the spec's nine, and it filters the list.
    await visitor.reload();
    const chip = chips.getByRole('button', { name: `${provider}, 1 product`, exact: true });
    await chip.waitFor();
    const names = await chips.getByRole('button').allTextContents();
    expect(names.slice(0, 10).map((text) => text.replace(/\s*\d+$/, ''))).toEqual([
      'All',
      'American Express',
      'CIMB',
      'Citibank',
      'DBS',
      'HSBC',
      'OCBC',
      'POSB',
      'Standard Chartered',
      'UOB',
    ]);
    await chip.click();
    // The new listing was already in the list before the chip: wait for the others to go.
    await expect.poll(() => visitor.getByRole('article').count()).toBe(1);
    await visitor.getByRole('article', { name: listingTitle }).waitFor();
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    expect(await sidewaysOverflow(visitor)).toBe(0);
    expect(await seriousAxeViolations(visitor)).toEqual([]);
    await saveScreenshot(visitor, `providers-chip-${width}`);

    // While the listing names it, the provider cannot be deleted, and the page says why.
    await admin.goto(url('/admin/providers'));
    await admin.getByRole('button', { name: `Delete ${provider}` }).click();
    await admin.getByRole('button', { name: 'Delete provider' }).click();
    await admin
      .getByRole('alert')
      .filter({ hasText: `"${provider}" cannot be deleted: 1 ${savings.noun} names it.` })
      .waitFor();
    await admin.getByRole('button', { name: `Edit ${provider}` }).waitFor();
    await saveScreenshot(admin, `providers-delete-refused-${width}`);

    expect(pageErrors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
