import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { atMost, type Benchmark, type Figure } from './benchmark.js';
import { chromiumFlags, chromiumPath, startedSite, visitorPages } from './site.js';

/** Issue 30's target; the e2e journey (`e2e/visitor-bundle.e2e.ts`) holds what is reached. */
const BUDGET_KB = 120;
/** Modules no visitor page should load: the admin feature and the rich text editor. */
const ADMIN_ONLY = /\/src\/features\/admin\/|\/node_modules\/(draft-js|react-draft-wysiwyg)\//;

interface Script {
  url: string;
  gzipBytes: number;
  /** The admin-only modules the script holds, from its source map. */
  adminModules: string[];
}

const clientAssets = path.resolve(import.meta.dirname, '../../client/dist/assets');

/**
 * The admin-only source files a script was built from, read from its source map, which the build
 * writes beside it but the site does not serve.
 */
async function adminModulesOf(url: string): Promise<string[]> {
  const mapFile = path.join(clientAssets, `${path.basename(new URL(url).pathname)}.map`);
  const text = await readFile(mapFile, 'utf8').catch(() => null);
  if (text === null) return [];
  const { sources } = JSON.parse(text) as { sources: string[] };
  return sources
    .filter((source) => ADMIN_ONLY.test(source))
    .map((source) => source.replace(/^(\.\.\/)+/, ''));
}

/** Every script the page loads until the network is idle, with its gzip size. */
async function scriptsOf(browser: Browser, url: string): Promise<Script[]> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const page = await context.newPage();
    const scripts: Promise<Script>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then(async (body) => ({
          url: response.url(),
          gzipBytes: gzipSync(body).length,
          adminModules: await adminModulesOf(response.url()),
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await Promise.all(scripts);
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => bytes / 1024;

const benchmark: Benchmark = {
  name: `JavaScript of the five first pages, gzip (built client, npm start, Chromium)`,
  async run() {
    const site = await startedSite();
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    const details: string[] = [
      'every script response until the network is idle, gzip-compressed at the default level',
    ];
    const figures: Figure[] = [];
    const adminOnly = new Set<string>();
    try {
      for (const visitorPage of visitorPages) {
        const scripts = await scriptsOf(browser, site.baseUrl + visitorPage.path);
        const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
        const names = scripts.map(
          (script) => `${new URL(script.url).pathname} ${kb(script.gzipBytes).toFixed(1)} KB`,
        );
        details.push(`${visitorPage.name} ${visitorPage.path}: ${names.join(', ')}`);
        figures.push({
          label: `${visitorPage.name}: JavaScript, gzip`,
          value: kb(total),
          unit: 'KB',
          target: atMost(BUDGET_KB),
        });
        for (const script of scripts) script.adminModules.forEach((name) => adminOnly.add(name));
      }
    } finally {
      await browser.close();
    }
    details.push(
      `admin-only modules (admin feature, draft-js, the editor) in their scripts, from the ` +
        `source maps: ${[...adminOnly].join(', ') || 'none'}`,
    );
    figures.push({
      label: 'admin-only modules loaded by visitor pages',
      value: adminOnly.size,
      unit: '',
      target: atMost(0),
    });
    return { details, figures };
  },
};

export default benchmark;
