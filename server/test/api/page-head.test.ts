import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import {
  fillPath,
  listingKindByKey,
  listingKinds,
  pageTexts,
  sitePages,
} from '@sg-finance/contract';
import { listingModel } from '../../src/models/listing.model.js';
import { MerchantModel } from '../../src/models/merchant.model.js';
import { PostModel } from '../../src/models/post.model.js';
import { ensureMerchants } from '../../src/services/merchant.service.js';
import { draftRaw } from '../support/fixtures.js';
import { useTestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

const site = 'https://compare.example.sg';
const api = useTestApi({ SITE_URL: site });

/** The index.html a build writes: the site's own title and description, the app's root and script. */
const builtIndexHtml = `<!doctype html>
<html lang="en-SG">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The site's description"
    />
    <title>SG Finance Rewards</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let clientDir = '';
let app: Express;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'client-dist-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), builtIndexHtml);
  await writeFile(path.join(clientDir, 'assets/index-abc.js'), 'console.log(1);');
  await writeFile(path.join(clientDir, 'assets/index-abc.js.map'), '{"sources":["src/main.tsx"]}');
  app = createApp({ config: api.config, dbMode: 'embedded', clientDir });
});

afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

/** schema.org's type for each kind's product page. */
const productTypes = {
  card: 'CreditCard',
  investment: 'InvestmentOrDeposit',
  insurance: 'FinancialProduct',
  loan: 'LoanOrCredit',
  saving: 'DepositAccount',
  deposit: 'DepositAccount',
} as const;

/** The raw HTML of `url`, with the head's tags read the way a link preview reads them. */
async function page(url: string, status = 200) {
  const response = await request(app).get(url).expect(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  const html = response.text;
  const tag = (pattern: RegExp) => pattern.exec(html)?.[1];
  const metaContent = (key: string) =>
    tag(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`));
  const jsonLd = tag(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  return {
    html,
    title: tag(/<title>([^<]*)<\/title>/),
    titles: html.match(/<title>/g)?.length ?? 0,
    descriptions: html.match(/name="description"/g)?.length ?? 0,
    canonical: tag(/<link rel="canonical" href="([^"]*)" \/>/),
    meta: metaContent,
    structuredData:
      jsonLd === undefined ? undefined : (JSON.parse(jsonLd) as Record<string, unknown>),
  };
}

describe('the HTML of a public page', () => {
  it('carries the home page head, replacing the built title and description', async () => {
    const home = await page('/');
    expect(home.title).toBe('SG Finance Rewards');
    expect(home.titles).toBe(1);
    expect(home.descriptions).toBe(1);
    expect(home.meta('description')).toMatch(/^Compare credit cards, brokerage accounts/);
    expect(home.canonical).toBe(`${site}/`);
    expect(home.meta('og:url')).toBe(`${site}/`);
    expect(home.meta('og:type')).toBe('website');
    expect(home.meta('twitter:card')).toBe('summary');
    expect(home.structuredData).toMatchObject({ '@type': 'WebSite', url: `${site}/` });
    expect(home.html).toContain('<div id="root"><div class="d-flex flex-column min-vh-100">');
    expect(home.html).toContain('src="/assets/index-abc.js"');
    expect(home.html).not.toContain('rel="preload"');
  });

  it.each(listingKinds)('carries the $pageRoute list head', async (kind) => {
    const list = await page(kind.pageRoute);
    expect(list.title).toMatch(/ \| SG Finance Rewards$/);
    expect(list.canonical).toBe(`${site}${kind.pageRoute}`);
    expect(list.meta('og:title')).toBe(list.title);
    expect(list.structuredData).toMatchObject({ '@type': 'CollectionPage' });
  });

  it.each(listingKinds)(
    'asks for the $pageRoute list’s first calls with a plain address, none with a query',
    async (kind) => {
      const plain = await page(kind.pageRoute);
      expect(plain.html).toContain(
        `<link rel="preload" as="fetch" href="${kind.apiPath}?sort=recommended&amp;page=1&amp;limit=12" crossorigin="anonymous" />`,
      );
      expect(plain.html).toContain(
        `<link rel="preload" as="fetch" href="${kind.apiPath}/counts/providers" crossorigin="anonymous" />`,
      );
      // A search, order or provider asks for other calls: the script makes them.
      const searched = await page(`${kind.pageRoute}?q=miles`);
      expect(searched.html).not.toContain('as="fetch"');
    },
  );

  it.each(listingKinds)(
    'carries a $noun detail head with its image as an absolute address',
    async (kind) => {
      await listingModel(kind).create({
        title: `Best ${kind.noun}`,
        slug: `best-${kind.key}`,
        subtitle: 'Up to 5% "cashback" & more',
        category: 'UOB',
        image: '/uploads/best.webp',
        rewardOffer: [{ description: 'S$150 cash', tag: 'New', link: 'https://bank.example/' }],
      });
      const detail = await page(`${kind.pageRoute}/BEST-${kind.key}`);
      expect(detail.title).toBe(`Best ${kind.noun} | SG Finance Rewards`);
      expect(detail.meta('description')).toBe('Up to 5% &quot;cashback&quot; &amp; more');
      expect(detail.canonical).toBe(`${site}${kind.pageRoute}/best-${kind.key}`);
      expect(detail.meta('og:type')).toBe('product');
      expect(detail.meta('og:image')).toBe(`${site}/uploads/best.webp`);
      expect(detail.meta('twitter:image')).toBe(`${site}/uploads/best.webp`);
      expect(detail.meta('twitter:card')).toBe('summary_large_image');
      // The image the page shows first, asked for with the HTML.
      expect(detail.html).toContain(
        '<link rel="preload" as="image" href="/uploads/best.webp" fetchpriority="high" />',
      );
      expect(detail.structuredData).toMatchObject({
        '@type': productTypes[kind.key],
        name: `Best ${kind.noun}`,
        description: 'Up to 5% "cashback" & more',
        image: `${site}/uploads/best.webp`,
        provider: { name: 'UOB' },
        offers: [{ '@type': 'Offer', name: 'New', url: 'https://bank.example/' }],
      });
    },
  );

  it('gives a card’s welcome gift as an offer, with its spend and the end of the offer', async () => {
    await listingModel(listingKindByKey('card')).create({
      title: 'Gift Card',
      slug: 'gift-card',
      category: 'UOB',
      rewardOffer: [
        {
          description: 'S$300 cash',
          tag: 'New to UOB',
          link: 'https://bank.example/',
          expiresAt: '2026-12-31',
        },
      ],
      terms: { welcome: { value: 30000, unit: 'miles', minSpend: 1000, withinDays: 60 } },
    });
    const detail = await page('/cards/gift-card');
    expect(detail.structuredData).toMatchObject({
      '@type': 'CreditCard',
      offers: [
        {
          '@type': 'Offer',
          name: 'Welcome gift',
          description: '30,000 miles for S$1,000 spend within 60 days',
          validThrough: '2026-12-31',
        },
        { '@type': 'Offer', name: 'New to UOB', validThrough: '2026-12-31' },
      ],
    });
  });

  it('carries a post head as an article, its outside image address kept as it is', async () => {
    await PostModel.create({
      title: 'Miles or cashback?',
      slug: 'miles-or-cashback',
      description: 'How to choose.',
      author: 'Jane Tan',
      tags: ['Cards'],
      image: 'https://images.example/miles.png',
      richTextDescription: JSON.stringify(draftRaw('Body')),
    });
    const post = await page('/posts/miles-or-cashback');
    expect(post.title).toBe('Miles or cashback? | SG Finance Rewards');
    expect(post.meta('og:type')).toBe('article');
    expect(post.meta('og:image')).toBe('https://images.example/miles.png');
    expect(post.html).toContain(
      '<link rel="preload" as="image" href="https://images.example/miles.png" fetchpriority="high" />',
    );
    expect(post.canonical).toBe(`${site}/posts/miles-or-cashback`);
    expect(post.structuredData).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Miles or cashback?',
      author: { '@type': 'Person', name: 'Jane Tan' },
    });
  });

  it.each([
    ['/about', 'About us', 'AboutPage'],
    ['/how-we-rank', 'How we rank and calculate', 'WebPage'],
    ['/advertising-disclosure', 'Advertising disclosure', 'WebPage'],
    ['/privacy', 'Privacy', 'WebPage'],
    ['/Terms', 'Terms of use', 'WebPage'],
  ])('carries the head of the page about the site at %s', async (path, title, type) => {
    const about = await page(path);
    expect(about.title).toBe(`${title} | SG Finance Rewards`);
    expect(about.canonical).toBe(`${site}${path.toLowerCase()}`);
    expect(about.meta('description')).not.toMatch(/^Compare credit cards/);
    expect(about.meta('robots')).toBeUndefined();
    expect(about.structuredData).toMatchObject({ '@type': type, name: title });
  });

  it('carries the blog head', async () => {
    const blog = await page('/blog');
    expect(blog.title).toBe('Blog | SG Finance Rewards');
    expect(blog.canonical).toBe(`${site}/blog`);
  });

  it('escapes what a record holds, in the tags and in the JSON-LD', async () => {
    const card = listingKinds[0]!;
    const title = '</title><script>alert(1)</script>';
    await listingModel(card).create({
      title,
      slug: 'tricky',
      subtitle: '"/><script>alert(2)</script>',
      category: 'DBS',
    });
    const tricky = await page(`${card.pageRoute}/tricky`);
    expect(tricky.html).not.toContain('<script>alert');
    expect(tricky.html).toContain(
      '<h1 class="h2 fw-bold">&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>',
    );
    expect(tricky.title).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | SG Finance Rewards',
    );
    expect(tricky.structuredData).toMatchObject({ name: title });
  });

  it('marks sign-in, search and the administrator pages as not for search engines', async () => {
    for (const url of [
      '/login',
      '/Signup',
      '/search',
      '/new-card',
      '/blog/update',
      '/forgot-password',
      '/reset-password',
      '/me/account',
      '/admin/outbox',
    ]) {
      const appPage = await page(url);
      expect(appPage.meta('robots')).toBe('noindex');
    }
  });
});

/** What the HTML's frame shows before the script runs: its h1, menu, current link and footer. */
function shellOf(html: string) {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  const texts = (pattern: RegExp) => [...root.matchAll(pattern)].map((match) => match[1]);
  return {
    heading: texts(/<h1[^>]*>([^<]*)<\/h1>/g).join(' | '),
    menu: texts(/<a class="nav-link[^"]*" href="[^"]*"[^>]*>([^<]*)<\/a>/g),
    current: texts(/<a class="nav-link[^"]*" href="([^"]*)" aria-current="page">/g),
    footer: texts(/<a class="link-light" href="([^"]*)"[^>]*>/g),
  };
}

describe('the frame of the page in its HTML, before the script runs', () => {
  it('holds the menu, the home page h1 and the footer links to the pages about the site and the changes', async () => {
    const shell = shellOf((await page('/')).html);
    expect(shell.heading).toBe(
      'One Stop Shop for All the Finance Products and Welcome Rewards in Singapore!',
    );
    expect(shell.menu).toEqual([
      'Home',
      'Credit Cards',
      'Investments',
      'Insurances',
      'Savings',
      'Loans',
      'Blog',
      'Suggest Rewards',
      'Sign Up',
      'Login',
    ]);
    expect(shell.current).toEqual(['/']);
    expect(shell.footer).toEqual([
      '/about',
      '/how-we-rank',
      '/advertising-disclosure',
      '/privacy',
      '/terms',
      '/changes',
      '/feeds/changes.xml',
    ]);
  });

  it.each([
    ['/cards', 'Credit Cards with the Best Welcome Rewards', ['/cards']],
    ['/savings/calculator', 'Savings Calculator', ['/savings']],
    ['/blog', 'Blog', ['/blog']],
    ['/about', 'About us', []],
    ['/changes', 'Latest changes', []],
    ['/login', 'Sign In', ['/login']],
    ['/reset-password', 'Choose a new password', []],
    ['/me/account', 'Account settings', []],
    ['/new-card', 'Create credit card', []],
    ['/me', 'My wallet', []],
    ['/which-card', 'Which card for this purchase?', []],
    ['/admin/history/card/0123456789abcdef01234567', 'History', []],
  ])('gives %s its h1 %j and marks its menu link', async (url, heading, current) => {
    const shell = shellOf((await page(url)).html);
    expect(shell.heading).toBe(heading);
    expect(shell.current).toEqual(current);
  });

  it("gives a product's page the product's name as its h1", async () => {
    const card = listingKinds[0]!;
    await listingModel(card).create({
      title: 'Everyday & More Card',
      slug: 'everyday',
      category: 'DBS',
    });
    expect(shellOf((await page(`${card.pageRoute}/everyday`)).html).heading).toBe(
      'Everyday &amp; More Card',
    );
  });
});

describe('every page of the table', () => {
  it('answers a first visit with 200, its own h1, and noindex unless it is public', async () => {
    const card = listingKindByKey('card');
    const listing = await listingModel(card).create({
      title: 'Walked Card',
      slug: 'walked',
      category: 'DBS',
    });
    const post = await PostModel.create({
      title: 'Walked post',
      slug: 'walked-post',
      richTextDescription: JSON.stringify(draftRaw('Text')),
    });
    await ensureMerchants([
      { name: 'Walked Kopi', aliases: [], category: 'dining', excludedNote: '' },
    ]);
    const params = {
      slugOrId: 'walked',
      kindType: card.resource,
      kind: 'card',
      id: String(listing._id),
    };
    const records: Record<string, { slug: string; heading: string }> = {
      listing: { slug: 'walked', heading: 'Walked Card' },
      post: { slug: post.slug, heading: 'Walked post' },
      merchant: { slug: 'walked-kopi', heading: 'Walked Kopi' },
    };
    for (const sitePage of sitePages) {
      const record = sitePage.record && records[sitePage.record];
      const kind = sitePage.kind && listingKindByKey(sitePage.kind);
      if (sitePage.record === 'listing' && kind !== card) {
        await listingModel(kind!).create({ title: 'Walked Card', slug: 'walked', category: 'DBS' });
      }
      const url = fillPath(sitePage.path, { ...params, slugOrId: record ? record.slug : 'x' });
      const answer = await page(url);
      const shell = shellOf(answer.html);
      expect({ url, heading: shell.heading }).toEqual({
        url,
        heading: record ? record.heading : pageTexts(sitePage).heading,
      });
      const forSearch = sitePage.audience === 'anyone' && !pageTexts(sitePage).noIndex;
      expect({ url, robots: answer.meta('robots') }).toEqual({
        url,
        robots: forSearch ? undefined : 'noindex',
      });
    }
  });

  it('gives the pages behind sign-in a neutral frame that says what they need', async () => {
    expect(subheadingOf((await page('/me')).html)).toBe('Sign in to see your wallet');
    expect(subheadingOf((await page('/me/alerts')).html)).toBe('Sign in to see your alerts');
    expect(subheadingOf((await page('/admin/merchants')).html)).toBe(
      'Sign in as an administrator to see this page',
    );
  });

  it('names the app manifest on /which-card only, the page that installs as an app', async () => {
    const manifest = '<link rel="manifest" href="/which-card.webmanifest" />';
    expect((await page('/which-card')).html).toContain(manifest);
    expect((await page('/me')).html).not.toContain('rel="manifest"');
    expect((await page('/')).html).not.toContain('rel="manifest"');
  });
});

function subheadingOf(html: string): string | undefined {
  return /<\/h1><p class="lead">([^<]*)<\/p>/.exec(html)?.[1];
}

describe("a list page's HTML", () => {
  it('links every product of the kind by its name, in the list order, and follows a change', async () => {
    const kind = listingKindByKey('saving');
    await listingModel(kind).create([
      { title: 'Second Saver', slug: 'second', category: 'DBS', priority: 1 },
      { title: 'First & Best Saver', slug: 'first', category: 'OCBC', priority: 5 },
    ]);
    const links = async () =>
      [
        ...(await page(kind.pageRoute)).html.matchAll(/<li><a href="([^"]*)">([^<]*)<\/a><\/li>/g),
      ].map((match) => [match[1], match[2]]);
    expect(await links()).toEqual([
      ['/savings/first', 'First &amp; Best Saver'],
      ['/savings/second', 'Second Saver'],
    ]);

    await listingModel(kind).deleteOne({ slug: 'second' });
    expect(await links()).toEqual([['/savings/first', 'First &amp; Best Saver']]);
  });

  it('asks for its first product’s image with the HTML, and none when it has none', async () => {
    const kind = listingKindByKey('saving');
    await listingModel(kind).create([
      { title: 'Plain Saver', slug: 'plain', category: 'DBS', priority: 1 },
      {
        title: 'Top Saver',
        slug: 'top',
        category: 'OCBC',
        priority: 5,
        image: '/uploads/top.webp',
      },
    ]);
    expect((await page(kind.pageRoute)).html).toContain(
      '<link rel="preload" as="image" href="/uploads/top.webp" fetchpriority="high" />',
    );

    await listingModel(kind).deleteOne({ slug: 'top' });
    expect((await page(kind.pageRoute)).html).not.toContain('as="image"');
  });
});

describe("a merchant's page", () => {
  it('is headed by its name and described by its evidence once reports are approved', async () => {
    await ensureMerchants([
      { name: 'Kopi Corner', aliases: [], category: 'dining', excludedNote: '' },
    ]);
    const before = await page('/merchants/kopi-corner');
    expect(shellOf(before.html).heading).toBe('Kopi Corner');
    expect(before.title).toBe('Kopi Corner: merchant category code | SG Finance Rewards');
    expect(before.html).toContain(`href="${site}/feeds/merchant-codes.xml"`);
    expect(before.meta('description')).toBe(
      'The merchant category code Kopi Corner charges are reported with, and which card pays most there.',
    );

    await MerchantModel.updateOne(
      { slug: 'kopi-corner' },
      {
        $set: {
          evidence: {
            codes: [{ mcc: '5814', reports: 12, latest: '2026-11-03' }],
            reports: 12,
            sureness: 'sure',
          },
        },
      },
    );
    expect((await page('/merchants/Kopi-Corner')).meta('description')).toBe(
      'MCC 5814 in 12 reports, latest 03/Nov/2026',
    );
  });
});

describe('an address the app does not have', () => {
  it.each([
    '/no-such-page',
    '/cards/no-such-card',
    '/posts/no-such-post',
    '/merchants/no-such-merchant',
    '/cards/a/b',
    '/admin/history/card',
    '/me/no-such-page',
    '/admin',
  ])('answers 404 with the app, which shows its not-found page: %s', async (url) => {
    const missing = await page(url, 404);
    expect(shellOf(missing.html).heading).toBe('Page not found');
    expect(missing.title).toBe('Page not found | SG Finance Rewards');
    expect(missing.meta('robots')).toBe('noindex');
  });
});

describe('source maps', () => {
  it('are not served, though the build wrote them', async () => {
    await request(app).get('/assets/index-abc.js').expect(200);
    const response = await request(app).get('/assets/index-abc.js.map').expect(404);
    expect(response.body).toEqual(errorBody('Not found: GET /assets/index-abc.js.map'));
  });
});
