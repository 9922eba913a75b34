import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { parseConfig } from '../../src/config/env.js';
import { listingKinds, sitePages } from '@sg-finance/contract';
import { listingModel } from '../../src/models/listing.model.js';
import { PostModel } from '../../src/models/post.model.js';
import { escapeXml, sitemapXml } from '../../src/services/sitemap.service.js';
import { draftRaw } from '../support/fixtures.js';
import { useTestApi } from '../support/test-api.js';

const site = 'https://compare.example.sg';
const api = useTestApi({ SITE_URL: `${site}/` });

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
}

describe('GET /sitemap.xml', () => {
  it('lists every public page with absolute addresses, records with their last change', async () => {
    const updatedAt = new Date('2025-03-04T05:06:07.000Z');
    for (const kind of listingKinds) {
      const Model = listingModel(kind);
      await Model.create({ title: `A ${kind.noun}`, slug: `a-${kind.key}`, category: 'DBS' });
      // Set under the model, which would stamp its own time, before any read.
      await Model.collection.updateMany({}, { $set: { updatedAt } });
    }
    await PostModel.create({
      title: 'A post',
      slug: 'a-post',
      richTextDescription: JSON.stringify(draftRaw('Body')),
    });

    const response = await request(api.app).get('/sitemap.xml').expect(200);

    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(locations(response.text)).toEqual([
      `${site}/`,
      ...listingKinds.flatMap((kind) => [
        `${site}${kind.pageRoute}`,
        `${site}${kind.pageRoute}/a-${kind.key}`,
      ]),
      `${site}/blog`,
      `${site}/posts/a-post`,
      `${site}/suggest-rewards`,
      `${site}/changes`,
      `${site}/about`,
      `${site}/how-we-rank`,
      `${site}/advertising-disclosure`,
      `${site}/privacy`,
      `${site}/terms`,
    ]);
    expect(response.text).toContain(
      `<loc>${site}/cards/a-card</loc><lastmod>2025-03-04T05:06:07.000Z</lastmod>`,
    );
  });

  it('shows a new listing at once', async () => {
    const card = listingKinds[0]!;
    await request(api.app).get('/sitemap.xml').expect(200);
    await listingModel(card).create({ title: 'Fresh', slug: 'fresh', category: 'UOB' });

    const response = await request(api.app).get('/sitemap.xml').expect(200);

    expect(locations(response.text)).toContain(`${site}/cards/fresh`);
  });

  it('escapes XML special characters in addresses', () => {
    const xml = sitemapXml('https://example.com', [{ path: `/a?b=1&c=<d>"e'` }]);
    expect(locations(xml)).toEqual(['https://example.com/a?b=1&amp;c=&lt;d&gt;&quot;e&apos;']);
    expect(escapeXml('Tom & "Jerry"')).toBe('Tom &amp; &quot;Jerry&quot;');
  });
});

describe('GET /robots.txt', () => {
  it("keeps crawlers out of the administrator's pages and the user's own, and names the sitemap", async () => {
    const response = await request(api.app).get('/robots.txt').expect(200);

    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    const disallowed = lines
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    expect(disallowed).toEqual(
      expect.arrayContaining([
        '/admin',
        '/me',
        ...listingKinds.flatMap((kind) => [kind.createRoute, kind.updateRoute]),
        '/blog/new-post',
        '/blog/update',
      ]),
    );
    const covered = (path: string) =>
      disallowed.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    for (const page of sitePages) {
      expect({ path: page.path, covered: covered(page.path) }).toEqual({
        path: page.path,
        covered: page.audience === 'admin' || page.path === '/me' || page.path.startsWith('/me/'),
      });
    }
    expect(lines).toContain(`Sitemap: ${site}/sitemap.xml`);
    expect(disallowed).toHaveLength(2 + 2 * listingKinds.length + 2);
  });
});

describe('with the built client', () => {
  let clientDir = '';

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'client-dist-'));
    await writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>App</title></head><body></body></html>',
    );
  });

  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
  });

  it('answers the sitemap and robots.txt, not the page shell', async () => {
    const app = createApp({ config: api.config, dbMode: 'embedded', clientDir });

    const sitemap = await request(app).get('/sitemap.xml').expect(200);
    const robots = await request(app).get('/robots.txt').expect(200);
    const page = await request(app).get('/cards').expect(200);

    expect(sitemap.text).toContain('<urlset');
    expect(robots.text).toContain('User-agent: *');
    expect(page.text).toContain('<title>Credit Cards | SG Finance Rewards</title>');
  });
});

describe('SITE_URL', () => {
  it('defaults to localhost on the port, drops a trailing slash, and must be http(s)', () => {
    const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-data-dir' };
    expect(parseConfig({ ...base, PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
    expect(parseConfig({ ...base, SITE_URL: 'https://a.example/shop/' }).siteUrl).toBe(
      'https://a.example/shop',
    );
    for (const bad of ['ftp://a.example', 'not a url', 'https://a.example/?x=1', 'javascript:1']) {
      expect(() => parseConfig({ ...base, SITE_URL: bad }), bad).toThrow(/SITE_URL/);
    }
  });
});
