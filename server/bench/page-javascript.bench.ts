import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { atMost, type Benchmark, type Figure } from './benchmark.js';
import { chromiumFlags, chromiumPath, startedSite, visitorPages } from './site.js';

const BUDGET_KB = 130;
/** Code no visitor page should load: the administrator's pages and the rich text editor. */
const ADMIN_CHUNK = /admin|editor|draft/i;
const EDITOR_CODE = 'DraftEditor';

interface Script {
  url: string;
  gzipBytes: number;
  adminOnly: boolean;
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
        response.body().then((body) => ({
          url: response.url(),
          gzipBytes: gzipSync(body).length,
          adminOnly:
            ADMIN_CHUNK.test(new URL(response.url()).pathname) ||
            body.includes(EDITOR_CODE),
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
    const adminOnly: string[] = [];
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
        for (const script of scripts.filter((loaded) => loaded.adminOnly)) {
          adminOnly.push(`${visitorPage.name} ${new URL(script.url).pathname}`);
        }
      }
    } finally {
      await browser.close();
    }
    details.push(`admin or editor code (${EDITOR_CODE}) loaded: ${adminOnly.join(', ') || 'none'}`);
    figures.push({
      label: 'scripts with admin or editor code on visitor pages',
      value: adminOnly.length,
      unit: '',
      target: atMost(0),
    });
    return { details, figures };
  },
};

export default benchmark;
