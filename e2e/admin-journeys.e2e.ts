import { crc32, deflateSync } from 'node:zlib';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { kindUis, type KindUi } from '../client/src/lib/listings/kind-uis';
import { signIn } from './support/account-forms';
import { goInApp } from './support/navigation';
import { saveScreenshot, type ViewportName } from './support/browser';
import { e2eAdmin } from './support/site';
import { useSiteAndBrowser } from './support/site-and-browser';

const target = useSiteAndBrowser();
/** What each opened page reported; read once every journey is done. */
const openedPages: { outsideRequests: string[]; pageErrors: string[] }[] = [];
let openContexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(openContexts.map((context) => context.close()));
  openContexts = [];
});

type Colour = readonly [number, number, number];

/** A small solid-colour PNG, made here so the journeys upload a real image. */
function solidPng(width: number, height: number, [red, green, blue]: Colour): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour RGB
  const row = Buffer.from([0, ...Array.from({ length: width }, () => [red, green, blue]).flat()]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngUpload(name: string, colour: Colour) {
  return { name, mimeType: 'image/png', buffer: solidPng(320, 200, colour) };
}

function url(path: string): string {
  return `${target.site.baseUrl}${path}`;
}

async function newPage(viewport: ViewportName = 'desktop'): Promise<Page> {
  const opened = await target.openPage(viewport);
  openedPages.push(opened);
  openContexts.push(opened.page.context());
  return opened.page;
}

async function adminPage(viewport: ViewportName = 'desktop'): Promise<Page> {
  const page = await newPage(viewport);
  await signIn(page, target.site.baseUrl, e2eAdmin);
  return page;
}

/** Waits until the image has loaded from the site and returns its address. */
async function loadedImageSource(image: Locator): Promise<string> {
  await expect
    .poll(() =>
      image.evaluate((element) => {
        const loaded = element as unknown as { complete: boolean; naturalWidth: number };
        return loaded.complete ? loaded.naturalWidth : 0;
      }),
    )
    .toBeGreaterThan(0);
  return (await image.getAttribute('src')) ?? '';
}

async function openCreateNewLink(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Create New' }).click();
  await page.getByRole('link', { name, exact: true }).click();
}

function titleCase(noun: string): string {
  return noun.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** The label of a list in the form: the detail page's title, except the card's interest list. */
function formLabel(kind: KindUi, index: number): string {
  const section = kind.sections[index]!;
  return section.field === 'interestDetails' ? 'Interest Details' : section.title;
}

async function fillListingForm(page: Page, kind: KindUi, title: string): Promise<void> {
  await page
    .getByLabel('Image', { exact: true })
    .setInputFiles(pngUpload(`${kind.key}.png`, [13, 110, 253]));
  await expect.poll(() => page.getByRole('img', { name: 'Preview' }).count()).toBe(1);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Slug Url', { exact: true }).fill(`e2e-${kind.key}`);
  await page.getByLabel('Priority', { exact: true }).fill('500');
  await page.getByLabel('Subtitle', { exact: true }).fill(`First version of the ${kind.noun}`);
  await page.getByLabel('Category', { exact: true }).selectOption('UOB');
  await page.getByLabel('Tier 1', { exact: true }).fill('5% cashback on dining');
  await page.getByLabel('Tier 2', { exact: true }).fill('2% on groceries');
  await page.getByLabel('Tier 3', { exact: true }).fill('0.3% on everything else');
  await page.getByLabel('Description', { exact: true }).fill('S$300 cash for new customers');
  await page.getByLabel('Tag Name', { exact: true }).fill('Cash');
  await page.getByLabel('Link', { exact: true }).fill('https://bank.example/apply');
  await page.getByRole('button', { name: 'Add reward offer' }).click();
  await page.getByRole('button', { name: 'Remove reward offer 2' }).click();
  for (const [index, section] of kind.sections.entries()) {
    const label = formLabel(kind, index);
    await page.getByRole('textbox', { name: `${label} 1` }).fill(`${section.title}: first`);
    await page.getByRole('button', { name: `Add line to ${label}` }).click();
    await page.getByRole('textbox', { name: `${label} 2` }).fill(`${section.title}: second`);
  }
}

describe.each(kindUis)('an administrator managing a $noun', (kind) => {
  it('creates it with an image, edits it and deletes it, and a visitor sees each result', async () => {
    const admin = await adminPage();
    const visitor = await newPage();
    const title = `E2E ${kind.noun} offer`;

    await openCreateNewLink(admin, titleCase(kind.headingNoun));
    await admin.waitForURL(url(kind.createRoute));
    await admin.getByRole('heading', { level: 1, name: `Create ${kind.headingNoun}` }).waitFor();
    await fillListingForm(admin, kind, title);
    await saveScreenshot(admin, `admin-create-${kind.key}-desktop`);
    await admin.getByRole('button', { name: 'Finish' }).click();
    const created = admin.getByRole('status').filter({ hasText: 'Record created' });
    await expect
      .poll(() => created.textContent())
      .toBe('Record created successfully. Go to main page.');
    await created.getByRole('link', { name: 'Go to main page.' }).click();
    await admin.waitForURL(url(kind.pageRoute));

    await visitor.goto(url(kind.pageRoute));
    const card = visitor.getByRole('article', { name: title });
    await card.waitFor();
    expect(await loadedImageSource(card.getByRole('img', { name: title }))).toMatch(/^\/uploads\//);
    expect(await card.textContent()).toContain('5% cashback on dining');
    await card.getByRole('link', { name: 'See Details' }).click();
    await visitor.waitForURL(url(`${kind.pageRoute}/e2e-${kind.key}`));
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    for (const section of kind.sections) {
      expect(await visitor.getByText(`${section.title}: second`).isVisible()).toBe(true);
    }
    expect(await visitor.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    await goInApp(admin, `${kind.pageRoute}/e2e-${kind.key}`);
    await admin.getByRole('link', { name: 'Edit', exact: true }).click();
    // The edit form's chunk and record can take over Playwright's 30 s on a loaded machine.
    await admin.waitForURL(
      (address) => address.pathname === kind.updateRoute && address.searchParams.has('id'),
      { timeout: 60_000 },
    );
    await admin.getByRole('heading', { level: 1, name: `Edit ${kind.headingNoun}` }).waitFor();
    expect(await admin.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    await admin.getByLabel('Subtitle', { exact: true }).fill(`Second version of the ${kind.noun}`);
    const firstList = formLabel(kind, 0);
    await admin.getByRole('button', { name: `Add line to ${firstList}` }).click();
    await admin.getByRole('textbox', { name: `${firstList} 3` }).fill('Added while editing');
    await admin.getByRole('button', { name: 'Update' }).click();
    await expect
      .poll(() => admin.getByRole('status').filter({ hasText: 'Record updated' }).textContent())
      .toBe('Record updated successfully. Go to main page.');

    await visitor.reload();
    await visitor.getByText(`Second version of the ${kind.noun}`).waitFor();
    expect(await visitor.getByText('Added while editing').isVisible()).toBe(true);
    expect(await loadedImageSource(visitor.getByRole('img', { name: title }))).toMatch(
      /^\/uploads\//,
    );

    await goInApp(admin, `${kind.pageRoute}/e2e-${kind.key}`);
    await admin.getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('button', { name: `Delete ${kind.noun}` }).click();
    await expect
      .poll(() => admin.getByRole('status').filter({ hasText: 'Deleted' }).textContent())
      .toBe(`Record Deleted!${kind.deleteRedirectText}`);
    await admin.waitForURL(url(kind.pageRoute));

    await visitor.goto(url(kind.pageRoute));
    await visitor.getByRole('article').first().waitFor();
    expect(await visitor.getByRole('article', { name: title }).count()).toBe(0);
    await visitor.goto(url(`${kind.pageRoute}/e2e-${kind.key}`));
    // A product that is gone gets the site's not-found page.
    await visitor.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  }, 120_000);
});

describe('an administrator writing a blog post', () => {
  const title = 'E2E guide to emergency funds';

  async function uploadBodyImage(page: Page, name: string, colour: Colour): Promise<void> {
    await page.locator('.rdw-editor-toolbar [title="Image"]').click();
    await page
      .locator('.rdw-image-modal-upload-option-input')
      .setInputFiles(pngUpload(name, colour));
    await page.locator('.rdw-image-modal-upload-option-image-preview').waitFor();
    await page.locator('.rdw-image-modal-btn', { hasText: 'Add' }).click();
  }

  it('publishes a post with tags and an uploaded body image, edits it, and a visitor reads it', async () => {
    const admin = await adminPage();
    const visitor = await newPage();

    await openCreateNewLink(admin, 'Blog Post');
    await admin.waitForURL(url('/blog/new-post'));
    await admin.getByRole('heading', { level: 1, name: 'Create a new blog post' }).waitFor();
    await admin
      .getByLabel('Image', { exact: true })
      .setInputFiles(pngUpload('cover.png', [25, 135, 84]));
    await admin.getByLabel('Title', { exact: true }).fill(title);
    await admin.getByLabel('Slug Url', { exact: true }).fill('e2e-emergency-funds');
    await admin.getByLabel('Priority', { exact: true }).fill('500');
    await admin
      .getByLabel('Short Description', { exact: true })
      .fill('Why three months of expenses come first.');
    await admin.getByLabel('Author', { exact: true }).fill('E2E Writer');
    await admin.getByLabel('Tags', { exact: true }).fill('E2E,Finance');
    await admin.getByRole('textbox', { name: 'Content' }).click();
    await admin.keyboard.type('Keep three months of expenses aside.');
    await uploadBodyImage(admin, 'chart.png', [220, 53, 69]);
    await expect
      .poll(() => admin.locator('.rdw-editor-main img').first().getAttribute('src'))
      .toMatch(/^blob:/);
    await saveScreenshot(admin, 'admin-post-editor-desktop');
    await admin.getByRole('button', { name: 'Publish Post' }).click();
    await expect
      .poll(() => admin.getByRole('status').filter({ hasText: 'Post published' }).textContent())
      .toBe('Post published successfully. Go to blog page.');

    await visitor.goto(url('/blog'));
    await visitor.getByRole('button', { name: 'E2E', exact: true }).click();
    const card = visitor.getByRole('article', { name: title });
    await card.getByRole('link', { name: 'Read more !' }).click();
    await visitor.waitForURL(url('/posts/e2e-emergency-funds'));
    await visitor.getByText('Keep three months of expenses aside.').waitFor();
    const bodyImages = visitor.locator('.post-body img');
    expect(await loadedImageSource(bodyImages.first())).toMatch(/^\/uploads\//);
    expect(await visitor.getByText('Author: E2E Writer').isVisible()).toBe(true);
    expect(await visitor.getByText('Finance', { exact: true }).isVisible()).toBe(true);

    await goInApp(admin, '/posts/e2e-emergency-funds');
    await admin.getByRole('link', { name: 'Edit', exact: true }).click();
    await admin.waitForURL(
      (address) => address.pathname === '/blog/update' && address.searchParams.has('id'),
    );
    await admin.getByRole('heading', { level: 1, name: 'Edit blog post' }).waitFor();
    expect(await admin.getByLabel('Tags', { exact: true }).inputValue()).toBe('E2E,Finance');
    expect(await admin.locator('.rdw-editor-toolbar [title="Link"]').count()).toBe(0);
    expect(await admin.locator('.rdw-editor-toolbar [title="Emoji"]').count()).toBe(0);
    await admin.getByLabel('Title', { exact: true }).fill(`${title}, revised`);
    await admin.getByRole('textbox', { name: 'Content' }).click();
    await admin.keyboard.press('Control+End');
    await uploadBodyImage(admin, 'second-chart.png', [255, 193, 7]);
    expect(await admin.locator('.rdw-image-modal-url-input').count()).toBe(0);
    await saveScreenshot(admin, 'admin-post-edit-desktop');
    await admin.getByRole('button', { name: 'Update Post' }).click();
    await expect
      .poll(() => admin.getByRole('status').filter({ hasText: 'Post updated' }).textContent())
      .toBe('Post updated successfully. Go to blog page.');

    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name: `${title}, revised` }).waitFor();
    await expect.poll(() => bodyImages.count()).toBe(2);
    for (const image of await bodyImages.all()) {
      expect(await loadedImageSource(image)).toMatch(/^\/uploads\//);
    }

    await goInApp(admin, '/posts/e2e-emergency-funds');
    await admin.getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('button', { name: 'Delete post' }).click();
    await expect
      .poll(() => admin.getByRole('status').filter({ hasText: 'Deleted' }).textContent())
      .toBe('Post Deleted! Redirecting to blog page...');
    await admin.waitForURL(url('/blog'));
    await visitor.goto(url('/blog'));
    await visitor.getByRole('article').first().waitFor();
    expect(await visitor.getByRole('article', { name: /E2E guide/ }).count()).toBe(0);
  }, 120_000);
});

describe('an administrator embedding an address that is not a video', () => {
  it('sees no frame for it in the editor, and the server refuses it', async () => {
    const viewport: ViewportName = 'phone';
    const admin = await adminPage(viewport);
    await admin.goto(url('/blog/new-post'));
    await admin.getByLabel('Title', { exact: true }).fill(`Hostile embed ${viewport}`);
    await admin.getByRole('textbox', { name: 'Content' }).click();
    await admin.keyboard.type('A paragraph before the embed.');
    await admin.locator('.rdw-editor-toolbar [title="Embedded"]').click();
    await admin.locator('.rdw-embedded-modal-link-input').fill('javascript:alert(document.domain)');
    await admin.locator('.rdw-embedded-modal-btn', { hasText: 'Add' }).click();

    await admin
      .getByText('This embedded address is not a YouTube or Vimeo video and is not shown.')
      .waitFor();
    expect(await admin.locator('iframe').count()).toBe(0);
    await saveScreenshot(admin, `admin-hostile-embed-${viewport}`);

    await admin.getByRole('button', { name: 'Publish Post' }).click();
    await admin
      .getByText(
        'richTextDescription: an embedded video must be an http(s) address or an uploaded file',
      )
      .waitFor();
  }, 120_000);
});

describe('someone who is not an administrator', () => {
  const adminPaths = [
    ...kindUis.flatMap((kind) => [kind.createRoute, kind.updateRoute]),
    '/blog/new-post',
    '/blog/update',
  ];

  it('is sent to the login page when signed out, to come back after signing in', async () => {
    const visitor = await newPage();
    // The first address loaded as typed, the others through the app: one guard answers both ways.
    for (const [index, path] of adminPaths.entries()) {
      if (index === 0) await visitor.goto(url(path));
      else await goInApp(visitor, path);
      await visitor.waitForURL(url(`/login?next=${encodeURIComponent(path)}`));
      await visitor.getByRole('heading', { name: 'Sign In' }).waitFor();
    }
    expect(await visitor.getByRole('button', { name: 'Create New' }).count()).toBe(0);
  });

  it('cannot reach the admin pages or the admin API when signed in', async () => {
    const user = {
      name: 'Regular Reader',
      email: 'reader@e2e.test',
      password: 'reader-password-1',
    };
    const registered = await fetch(url('/api/users/register'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(user),
    });
    expect(registered.status).toBeLessThan(300);
    const reader = await newPage();
    await signIn(reader, target.site.baseUrl, user);
    expect(await reader.getByRole('button', { name: 'Create New' }).count()).toBe(0);

    for (const [index, path] of adminPaths.entries()) {
      // The guard sends the reader away while the page loads: the test waits for that, not the load.
      if (index === 0) await reader.goto(url(path), { waitUntil: 'commit' });
      else await goInApp(reader, path);
      await expect.poll(() => new URL(reader.url()).pathname).not.toBe(path);
      expect(await reader.getByRole('button', { name: /Finish|Update|Publish Post/ }).count()).toBe(
        0,
      );
    }

    const stored = await reader.evaluate<string | null>("localStorage.getItem('userInfo')");
    const { token } = JSON.parse(stored ?? '{}') as { token?: string };
    const body = new FormData();
    body.append('title', 'Not allowed');
    body.append('category', 'DBS');
    const asReader = await fetch(url('/api/creditcards/create'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body,
    });
    expect(asReader.status).toBe(403);
    const anonymous = await fetch(url('/api/posts/delete/000000000000000000000000'), {
      method: 'DELETE',
    });
    expect(anonymous.status).toBe(401);
  }, 120_000);
});

describe("the visitor's pages", () => {
  it('never load the admin pages or the rich-text editor', async () => {
    const visitor = await newPage();
    const scripts: string[] = [];
    visitor.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const path of ['/', '/cards', '/blog', '/login']) {
      await visitor.goto(url(path));
      await visitor.getByRole('heading', { level: 1 }).first().waitFor();
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /editor-page/.test(script))).toEqual([]);
    for (const script of scripts) {
      const source = await (await fetch(script)).text();
      expect(source).not.toContain('DraftEditor');
      expect(source).not.toContain('rdw-editor');
    }

    const admin = await adminPage();
    const adminScripts: string[] = [];
    admin.on('request', (request) => {
      if (request.resourceType() === 'script') adminScripts.push(request.url());
    });
    await admin.goto(url('/blog/new-post'));
    await admin.getByRole('textbox', { name: 'Content' }).waitFor();
    expect(adminScripts.some((script) => /post-editor-page/.test(script))).toBe(true);
  });
});

describe('every page opened by these journeys', () => {
  it('reached no other host and raised no script error', () => {
    expect(openedPages.length).toBeGreaterThan(0);
    expect(openedPages.flatMap((opened) => opened.outsideRequests)).toEqual([]);
    expect(openedPages.flatMap((opened) => opened.pageErrors)).toEqual([]);
  });
});
