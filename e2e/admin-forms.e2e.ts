import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { kindUiByKey, kindUis } from '../client/src/lib/listings/kind-uis';
import { signIn } from './support/account-forms';
import { seriousAxeViolations } from './support/axe';
import { sidewaysOverflow } from './support/layout';
import { goInApp } from './support/navigation';
import { saveScreenshot, viewports, type ViewportName } from './support/browser';
import { e2eAdmin } from './support/site';
import { useSiteAndBrowser } from './support/site-and-browser';
import { networkSettled, newWatchedPage } from './support/network-settled';

const target = useSiteAndBrowser();
let contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

function url(path: string): string {
  return `${target.site.baseUrl}${path}`;
}

/** A signed-in administrator's page; CSP is bypassed only to inject axe-core. */
async function adminPage(viewport: ViewportName): Promise<{ page: Page; pageErrors: string[] }> {
  const context = await target.browser.newContext({
    viewport: viewports[viewport],
    bypassCSP: true,
    hasTouch: viewport === 'phone',
  });
  contexts.push(context);
  const page = await newWatchedPage(context);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, target.site.baseUrl, e2eAdmin);
  return { page, pageErrors };
}

async function firstId(page: Page, apiPath: string): Promise<string> {
  const answer = await page.request.get(url(`${apiPath}?limit=1`));
  const body = (await answer.json()) as { _id: string }[] | { data: { _id: string }[] };
  const first = Array.isArray(body) ? body[0] : body.data[0];
  if (!first) throw new Error(`${apiPath} answered no record`);
  return first._id;
}

const cards = kindUiByKey('card');

describe.each(['phone', 'desktop'] as const)('an administrator on a %s', (viewport) => {
  const width = viewports[viewport].width;

  it("opens Create New's items from the header (the collapsed menu on a phone, by touch)", async () => {
    const { page, pageErrors } = await adminPage(viewport);
    const collapse = page.locator('#main-navigation');
    const createNew = page.getByRole('button', { name: 'Create New' });

    if (viewport === 'phone') {
      await page.getByRole('button', { name: 'Toggle navigation' }).tap();
      await createNew.waitFor();
      await createNew.tap();
      expect(await collapse.getAttribute('class')).toContain('show');
    } else {
      await createNew.click();
    }
    const item = page.getByRole('link', { name: 'Credit Card', exact: true });
    await item.waitFor();
    expect(await createNew.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, `admin-create-new-open-${width}`);

    await (viewport === 'phone' ? item.tap() : item.click());
    await page.waitForURL(url(cards.createRoute));
    await page.getByRole('heading', { level: 1, name: 'Create credit card' }).waitFor();
    expect(await collapse.getAttribute('class')).not.toContain('show');
    expect(pageErrors).toEqual([]);
  });

  it("fits the post editor's link pop-up on the screen", async () => {
    const { page, pageErrors } = await adminPage(viewport);
    await page.goto(url('/blog/new-post'));
    const link = page.locator('.rdw-editor-toolbar [title="Link"]');
    await link.focus();
    await page.keyboard.press('Enter');
    const linkTitle = page.getByLabel('Link Title', { exact: true });
    await linkTitle.waitFor();
    expect(
      await linkTitle.evaluate((element) => element === element.ownerDocument.activeElement),
    ).toBe(true);
    const box = await page.locator('.rdw-link-modal').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    // Its buttons stay inside it when a label wraps.
    const cancel = await page.getByRole('button', { name: 'Cancel' }).boundingBox();
    expect(cancel!.y + cancel!.height).toBeLessThanOrEqual(box!.y + box!.height);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, `admin-post-link-popup-${width}`);
    await page.keyboard.press('Escape');
    await page.locator('.rdw-link-modal').waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });
});

// What follows checks nothing that changes with the width, and the layout (nothing scrolls
// sideways) at a phone's width and a desktop's without loading the page again: it runs once.
describe('an administrator on a phone (once, not repeated at desktop width)', () => {
  const viewport: ViewportName = 'phone';
  const width = viewports[viewport].width;

  it('creates a card: every problem beside its field, the slug from the title, one create for two clicks, then edits it after a reload', async () => {
    const { page, pageErrors } = await adminPage(viewport);
    let creates = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`${cards.apiPath}/create`)) {
        creates += 1;
      }
    });
    await page.goto(url(cards.createRoute));
    const finish = page.getByRole('button', { name: 'Finish' });
    const title = page.getByLabel('Title', { exact: true });

    await finish.click();
    await page
      .getByText('Some fields need correcting: each message is beside its field.')
      .waitFor();
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Category', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await title.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(
      true,
    );
    expect(creates).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, `admin-create-field-errors-${width}`);

    const name = `E2E Form Card ${width}`;
    await title.fill(name);
    expect(await page.getByLabel('Slug Url', { exact: true }).inputValue()).toBe(
      `e2e-form-card-${width}`,
    );
    await page.getByLabel('Category', { exact: true }).selectOption('DBS');
    await finish.click();
    const banner = page.getByRole('status').filter({ hasText: 'Record created successfully.' });
    await banner.waitFor();
    await finish.click();
    await page
      .getByText('Some fields need correcting: each message is beside its field.')
      .waitFor();
    expect(creates).toBe(1);
    expect(await title.inputValue()).toBe('');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, `admin-create-success-${width}`);

    await page.getByRole('link', { name: 'View the new credit card' }).click();
    await page.waitForURL(url(`${cards.pageRoute}/e2e-form-card-${width}`));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(
      (address) => address.pathname === cards.updateRoute && address.searchParams.has('id'),
    );
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Edit credit card' }).waitFor();
    await expect.poll(() => title.inputValue()).toBe(name);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, `admin-edit-after-reload-${width}`);

    await page.goto(url(`${cards.updateRoute}?id=0123456789abcdef01234567`));
    await page
      .getByText(
        'There is no credit card with the id 0123456789abcdef01234567: it may have been deleted.',
      )
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('passes axe on every admin page, and each fits a phone and a desktop: each kind create and edit form, the post editor, the inbox, needs checking, providers', async () => {
    const { page, pageErrors } = await adminPage(viewport);
    const postId = await firstId(page, '/api/posts');
    const addresses = [
      ...(
        await Promise.all(
          kindUis.map(async (kind) => [
            { address: kind.createRoute, heading: `Create ${kind.headingNoun}` },
            {
              address: `${kind.updateRoute}?id=${await firstId(page, kind.apiPath)}`,
              heading: `Edit ${kind.headingNoun}`,
            },
          ]),
        )
      ).flat(),
      { address: '/blog/new-post', heading: 'Create a new blog post' },
      { address: `/blog/update?id=${postId}`, heading: 'Edit blog post' },
      { address: '/admin/suggestions', heading: 'Suggestions' },
      { address: '/admin/needs-checking', heading: 'Needs checking' },
      { address: '/admin/providers', heading: 'Providers' },
    ];
    const found: Record<string, string[]> = {};
    // The first address loaded as typed, the others through the app (the admin's code loaded once).
    for (const [index, { address, heading }] of addresses.entries()) {
      if (index === 0) await page.goto(url(address));
      else await goInApp(page, address);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await networkSettled(page);
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) found[address] = violations;
      expect({ address, width, overflow: await sidewaysOverflow(page) }).toEqual({
        address,
        width,
        overflow: 0,
      });
      // Laid out again at a desktop's width: the width is what is tested, not loading the page.
      await page.setViewportSize(viewports.desktop);
      expect({ address, width: 'desktop', overflow: await sidewaysOverflow(page) }).toEqual({
        address,
        width: 'desktop',
        overflow: 0,
      });
      await page.setViewportSize(viewports.phone);
    }
    expect(found).toEqual({});
    expect(pageErrors).toEqual([]);
  }, 240_000);
});
