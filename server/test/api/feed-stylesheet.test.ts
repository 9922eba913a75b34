import { listingKinds, kindFeedPath } from '@sg-finance/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi({ SITE_URL: 'https://compare.example.sg' });

const feedPaths = [
  '/feeds/changes.xml',
  '/feeds/posts.xml',
  ...listingKinds.map((kind) => kindFeedPath(kind)),
];

/** What Chromium sends when a reader follows a link to a feed. */
const browserAccept =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
/** What feed readers send. */
const readerAccept = 'application/atom+xml, application/rss+xml;q=0.9, */*;q=0.1';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' });

describe('the Atom feeds carry a stylesheet so that a browser shows a page', () => {
  it.each(feedPaths)('%s names /feeds/feed.css and a phone-wide viewport', async (feedPath) => {
    const response = await request(api.app).get(feedPath).set('Accept', readerAccept);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(response.text.split('\n').slice(0, 3)).toEqual([
      '<?xml version="1.0" encoding="utf-8"?>',
      '<?xml-stylesheet href="/feeds/feed.css" type="text/css"?>',
      '<feed xmlns="http://www.w3.org/2005/Atom">',
    ]);
    expect(XMLValidator.validate(response.text)).toBe(true);
    const { feed } = parser.parse(response.text) as {
      feed: { title: string; meta: Record<string, string> };
    };
    expect(feed.title).toMatch(/^SG Finance Rewards: /);
    expect(feed.meta).toEqual({
      '@_xmlns': 'http://www.w3.org/1999/xhtml',
      '@_name': 'viewport',
      '@_content': 'width=device-width, initial-scale=1',
    });
  });

  it('answers a browser with the same document as XML, which it draws with the stylesheet', async () => {
    const reader = await request(api.app).get('/feeds/changes.xml').set('Accept', readerAccept);
    const browser = await request(api.app).get('/feeds/changes.xml').set('Accept', browserAccept);
    const noAccept = await request(api.app).get('/feeds/changes.xml');
    expect(browser.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(noAccept.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(browser.text).toBe(reader.text);
    for (const answer of [reader, browser, noAccept]) {
      expect(answer.headers.vary).toMatch(/\bAccept\b/);
    }
  });

  it('serves the stylesheet as CSS that the site’s Content-Security-Policy lets the feed use', async () => {
    const response = await request(api.app).get('/feeds/feed.css');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.text).toContain('feed > entry {');
    expect(response.text).toContain('entry > title {');
    const feed = await request(api.app).get('/feeds/changes.xml');
    const policy = String(feed.headers['content-security-policy']);
    expect(policy).toMatch(/(^|;)style-src 'self'/);
  });
});
