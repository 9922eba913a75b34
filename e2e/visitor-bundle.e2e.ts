import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { listingKindByKey, plainListCalls } from '@sg-finance/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { networkSettled } from './support/network-settled';
import { repoRoot } from './support/paths';
import { useSiteAndBrowser } from './support/site-and-browser';

/**
 * The JavaScript of a visitor's first page, gzip, all chunks together: at most 120 KB (KB = 1,024
 * bytes, issue 30) on every first page, the post's included, since its body comes as HTML from the
 * server. The five load 119.0 KB since the browser's `fetch` replaced ky (docs/performance.md,
 * "Page JavaScript").
 */
const scriptBudgetBytes = 120 * 1024;
const layoutShiftBudget = 0.05;

/** Code that only administrators need: the editor, its libraries and the whole admin feature. */
const adminOnlySource =
  /node_modules\/(?:draft-js|react-draft-wysiwyg|immutable)\/|src\/features\/admin\//;

/** Names that only the draft-js editor and its toolbar put into a script. */
const editorMarkers = ['DraftEditor', 'rdw-editor'];

const assetsDir = path.join(repoRoot, 'client/dist/assets');

const target = useSiteAndBrowser();
const firstPages: { name: string; path: string }[] = [];

beforeAll(async () => {
  const [card] = await getJson<{ slug: string }[]>('/api/creditcards');
  const { data: posts } = await getJson<{ data: { slug: string }[] }>('/api/posts');
  if (!card || !posts[0]) throw new Error('The demo catalogue has no card or no post');
  firstPages.push(
    { name: 'home', path: '/' },
    { name: 'list', path: '/cards' },
    { name: 'detail', path: `/cards/${card.slug}` },
    { name: 'blog', path: '/blog' },
    { name: 'post', path: `/posts/${posts[0].slug}` },
  );
});

async function getJson<T>(apiPath: string): Promise<T> {
  const response = await fetch(`${target.site.baseUrl}${apiPath}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/**
 * Run in the page before its scripts: records every use of Intl (its constructors, and the locale
 * methods that build one), in `window.intlUses`. A page's first use starts the browser's ICU, 30
 * to 70 ms of the main thread, so the first pages make none (`numberText`, the site dates).
 */
function recordIntlUses() {
  const uses: string[] = [];
  (window as unknown as { intlUses: string[] }).intlUses = uses;
  const intl = Intl as unknown as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const original = intl[name];
    if (typeof original !== 'function' || !/^[A-Z]/.test(name)) continue;
    intl[name] = new Proxy(original, {
      construct: (target, args) => {
        uses.push(`Intl.${name}`);
        return Reflect.construct(target as new (...args: unknown[]) => object, args);
      },
      apply: (target, self, args) => {
        uses.push(`Intl.${name}`);
        return Reflect.apply(target as (...args: unknown[]) => unknown, self, args);
      },
    });
  }
  const localeMethods: [object, string[]][] = [
    [String.prototype, ['localeCompare', 'toLocaleLowerCase', 'toLocaleUpperCase']],
    [Number.prototype, ['toLocaleString']],
    [Date.prototype, ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
    [Array.prototype, ['toLocaleString']],
  ];
  for (const [prototype, methods] of localeMethods) {
    const owner = prototype as Record<string, (...args: unknown[]) => unknown>;
    for (const method of methods) {
      const original = owner[method]!;
      owner[method] = function (this: unknown, ...args: unknown[]) {
        uses.push(method);
        return original.apply(this, args);
      };
    }
  }
}

interface LoadedScript {
  url: string;
  body: Buffer;
}

/** Every script a fresh visitor's browser fetches for `pagePath`, once the page has settled. */
async function loadFirstPage(pagePath: string): Promise<{ page: Page; scripts: LoadedScript[] }> {
  const { page, outsideRequests, pageErrors } = await openPage(
    target.browser,
    target.site.baseUrl,
    'phone',
  );
  const responses: Promise<LoadedScript>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    responses.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  await page.addInitScript(recordIntlUses);
  await page.goto(`${target.site.baseUrl}${pagePath}`);
  await networkSettled(page);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(outsideRequests).toEqual([]);
  expect(pageErrors).toEqual([]);
  return { page, scripts: await Promise.all(responses) };
}

/** The source files bundled into a built chunk, from its source map (none for the loader). */
async function bundledSources(scriptUrl: string): Promise<string[]> {
  const file = path.basename(new URL(scriptUrl).pathname);
  let map: string;
  try {
    map = await readFile(path.join(assetsDir, `${file}.map`), 'utf8');
  } catch {
    return [];
  }
  return (JSON.parse(map) as { sources: string[] }).sources;
}

/** What the script carries of the admin side: its admin-only sources and editor markers. */
async function adminOnlyCode(script: LoadedScript): Promise<string[]> {
  const sources = await bundledSources(script.url);
  const source = script.body.toString('utf8');
  return [
    ...sources.filter((file) => adminOnlySource.test(file)),
    ...editorMarkers.filter((marker) => source.includes(marker)),
  ];
}

interface LayoutShift {
  value: number;
  hadRecentInput: boolean;
}

/** The page's cumulative layout shift so far, as the browser's Layout Instability API counts it. */
function cumulativeLayoutShift(page: Page): Promise<number> {
  // A function, not a string: the site's Content-Security-Policy forbids evaluating strings.
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const shifts = new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as unknown as LayoutShift[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
          shifts.disconnect();
          resolve(total);
        });
        // The types here are Node's, whose observer knows no layout shifts; this runs in Chromium.
        shifts.observe({ type: 'layout-shift' as 'mark', buffered: true });
        // With no shift at all the observer is never called.
        setTimeout(() => resolve(total), 100);
      }),
  );
}

describe("a visitor's first page", () => {
  it.each(['home', 'list', 'detail', 'blog', 'post'])(
    '%s: loads no admin or editor code and at most 120 KB of gzip JavaScript, and uses no Intl',
    async (name) => {
      const firstPage = firstPages.find((candidate) => candidate.name === name);
      if (!firstPage) throw new Error(`No address for the ${name} page`);
      const { page, scripts } = await loadFirstPage(firstPage.path);
      try {
        expect(scripts.length).toBeGreaterThan(0);
        for (const script of scripts) {
          expect(await adminOnlyCode(script), script.url).toEqual([]);
        }
        const gzipBytes = scripts.reduce(
          (total, script) => total + gzipSync(script.body).length,
          0,
        );
        expect(gzipBytes).toBeLessThanOrEqual(scriptBudgetBytes);
        expect(await cumulativeLayoutShift(page)).toBeLessThan(layoutShiftBudget);
        expect(
          await page.evaluate(() => (window as unknown as { intlUses: string[] }).intlUses),
        ).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
  );
});

describe('the admin-only check', () => {
  it("recognises the post editor's chunk as admin-only code", async () => {
    const editorChunk = (await readdir(assetsDir)).find((file) =>
      /^post-editor-page-.+\.js$/.test(file),
    );
    expect(editorChunk).toBeDefined();
    const sources = await bundledSources(`${target.site.baseUrl}/assets/${editorChunk}`);
    expect(sources.filter((source) => adminOnlySource.test(source)).length).toBeGreaterThan(0);
  });
});

describe('a plain list page', () => {
  it('takes its first calls from the requests the HTML started: one request each', async () => {
    const kind = listingKindByKey('card');
    const { page, outsideRequests, pageErrors } = await openPage(
      target.browser,
      target.site.baseUrl,
      'phone',
    );
    try {
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const { pathname, search } = new URL(request.url());
        if (pathname.startsWith(kind.apiPath)) apiCalls.push(`${pathname}${search}`);
      });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`${target.site.baseUrl}${kind.pageRoute}`);
      await networkSettled(page);
      await page.getByRole('article').first().waitFor();
      // Each address asked for once, by the HTML's link: the script's fetch took its answer.
      expect(apiCalls.sort()).toEqual([...plainListCalls(kind)].sort());
      const initiators = await page.evaluate(
        (apiPath) =>
          performance
            .getEntriesByType('resource')
            .map((entry) => entry as PerformanceResourceTiming)
            .filter((entry) => new URL(entry.name).pathname.startsWith(apiPath))
            .map((entry) => {
              const { pathname, search } = new URL(entry.name);
              return `${entry.initiatorType} ${pathname}${search}`;
            }),
        kind.apiPath,
      );
      expect(initiators.sort()).toEqual(
        plainListCalls(kind)
          .map((call) => `link ${call}`)
          .sort(),
      );
      expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
      expect(outsideRequests).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
