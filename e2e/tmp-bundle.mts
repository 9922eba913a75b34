import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServerProcess } from '../server/test/support/server-process.ts';
const site = await startServerProcess({ entry: 'sources' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const cards = await (await fetch(`${site.baseUrl}/api/creditcards`)).json();
const posts = (await (await fetch(`${site.baseUrl}/api/posts`)).json()).data;
for (const p of ['/', '/cards', `/cards/${cards[0].slug}`, '/blog', `/posts/${posts[0].slug}`]) {
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const list: Promise<[string, number]>[] = [];
  page.on('response', (r) => { if (r.request().resourceType() === 'script') list.push(r.body().then((b) => [r.url().split('/').pop()!, gzipSync(b).length])); });
  await page.goto(site.baseUrl + p, { waitUntil: 'networkidle' });
  const all = await Promise.all(list);
  console.log(p, (all.reduce((a, [, n]) => a + n, 0) / 1024).toFixed(1), all.map(([u, n]) => `${u}:${(n / 1024).toFixed(1)}`).join(' '));
  await page.close();
}
await browser.close(); await site.stop();
