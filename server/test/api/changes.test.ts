import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  changesAnswerSchema,
  listingKindByKey,
  recordChangesAnswerSchema,
  type ListingKind,
} from '@sg-finance/contract';
import type { Express } from 'express';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { errorBody } from '../support/error-body.js';
import { draftRaw, listingForm, postForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';

const site = 'https://compare.example.sg';
const api = useTestApi({ SITE_URL: site });
const card = listingKindByKey('card');
const loan = listingKindByKey('loan');

const cardTerms = (welcome: number, cap: number) => ({
  rewardType: 'cashback',
  baseRate: 0.3,
  welcome: { value: welcome, unit: 'SGD' },
  monthlyCap: { amount: cap, on: 'bonusSpend' },
});

interface Saved {
  _id: string;
  slug: string;
}

/** Saves of the same millisecond are ordered by id; a pause keeps the tests' order plain. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

async function create(kind: ListingKind, fields: Record<string, string>): Promise<Saved> {
  await pause();
  const response = await sendForm(
    request(api.app).post(`${kind.apiPath}/create`).set('Authorization', api.adminAuth),
    listingForm(kind, fields),
  );
  expect(response.status).toBe(201);
  return response.body as Saved;
}

async function update(app: Express, kind: ListingKind, id: string, fields: Record<string, string>) {
  await pause();
  const response = await sendForm(
    request(app).put(`${kind.apiPath}/update`).set('Authorization', api.adminAuth),
    { id, ...fields },
  );
  expect(response.status).toBe(200);
}

/** A card with a S$200 welcome gift and a S$1,500 cap, then the gift raised and the cap cut. */
async function cardWithRaisedGift(slug: string, app = api.app): Promise<Saved> {
  const created = await create(card, {
    slug,
    title: 'Everyday Card',
    terms: JSON.stringify(cardTerms(200, 1500)),
  });
  await update(app, card, created._id, { terms: JSON.stringify(cardTerms(350, 1000)) });
  return created;
}

const raisedSummary =
  'Welcome gift raised from S$200 to S$350; monthly cap on bonus spend cut from S$1,500 a month to S$1,000 a month';

async function changes(query = '', app = api.app) {
  const response = await request(app).get(`/api/changes${query}`);
  expect(response.status).toBe(200);
  return changesAnswerSchema.parse(response.body);
}

async function recordChanges(kind: string, slug: string) {
  const response = await request(api.app).get(`/api/changes/${kind}/${slug}`);
  expect(response.status).toBe(200);
  return recordChangesAnswerSchema.parse(response.body);
}

interface AtomLink {
  '@_href': string;
  '@_rel'?: string;
}

/** A text construct of type html: the HTML, escaped, as its text. */
interface AtomHtml {
  '#text': string;
  '@_type': 'html';
}

interface AtomEntry {
  id: string;
  title: AtomHtml;
  updated: string;
  link: AtomLink[];
  content: AtomHtml;
}

interface AtomFeed {
  '@_xmlns': string;
  id: string;
  title: string;
  updated: string;
  link: AtomLink[];
  entry?: AtomEntry[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  isArray: (name) => ['entry', 'link', 'category'].includes(name),
});

/** A feed as an XML parser reads it, after checking it is well-formed Atom. */
async function feed(feedPath: string): Promise<AtomFeed> {
  const response = await request(api.app).get(feedPath);
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(XMLValidator.validate(response.text)).toBe(true);
  const { feed: document } = parser.parse(response.text) as { feed: AtomFeed };
  expect(document['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  expect(document.id).toMatch(/^https:\/\/compare\.example\.sg\//);
  expect(document.title).toEqual(expect.any(String));
  expect(Number.isNaN(Date.parse(document.updated))).toBe(false);
  for (const entry of document.entry ?? []) {
    expect(entry.id).toEqual(expect.any(String));
    expect(entry.title['@_type']).toBe('html');
    expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
    expect(entry.link[0]?.['@_href']).toMatch(/^https:\/\/compare\.example\.sg\//);
  }
  return document;
}

describe('the catalogue changes', () => {
  it('shows a raised welcome gift in the changes, the record and its offer over time', async () => {
    const created = await cardWithRaisedGift('everyday-card');
    const { data, total } = await changes();
    expect(total).toBe(2);
    expect(data[0]).toMatchObject({
      kind: 'card',
      recordId: created._id,
      slug: 'everyday-card',
      title: 'Everyday Card',
      bank: 'DBS',
      operation: 'update',
      summary: raisedSummary,
    });
    expect(data[0]?.changes).toEqual([
      { field: 'terms.welcomeValue', label: 'Welcome gift', before: 'S$200', after: 'S$350' },
      {
        field: 'terms.monthlyBonusSpendCap',
        label: 'Monthly cap on bonus spend',
        before: 'S$1,500 a month',
        after: 'S$1,000 a month',
      },
    ]);
    expect(data[1]).toMatchObject({
      operation: 'create',
      summary: 'Added to the catalogue',
      changes: [],
    });

    await update(api.app, card, created._id, { title: 'Everyday Card Plus' });
    const record = await recordChanges('card', 'everyday-card');
    expect(record.data.map((change) => change.summary)).toEqual([
      'Name changed from Everyday Card to Everyday Card Plus',
      raisedSummary,
      'Added to the catalogue',
    ]);
    // One point for the creation (S$200) and one for the raise (S$350); the new name changes no value.
    expect(record.offerHistory.map((point) => point.value)).toEqual([200, 350]);
    expect(record.offerHistory[0]?.at).toBe(record.data[2]?.at);
    expect(record.offerHistory[1]?.at).toBe(record.data[1]?.at);
  });

  it('leaves out deleted listings, posts and saves that change nothing a visitor sees', async () => {
    const gone = await cardWithRaisedGift('gone-card');
    const removed = await request(api.app)
      .delete(`${card.apiPath}/delete/${gone._id}`)
      .set('Authorization', api.adminAuth);
    expect(removed.status).toBe(200);
    const post = await sendForm(
      request(api.app).post('/api/posts/create').set('Authorization', api.adminAuth),
      postForm({ slug: 'a-post' }),
    );
    expect(post.status).toBe(201);
    const kept = await create(card, { slug: 'kept-card' });
    await update(api.app, card, kept._id, { priority: '9' });

    const { data, total } = await changes();
    expect(total).toBe(1);
    expect(data.map((change) => [change.slug, change.operation])).toEqual([
      ['kept-card', 'create'],
    ]);
    const missing = await request(api.app).get('/api/changes/card/gone-card');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(errorBody('Credit card not found'));
  });

  it('tells a listing removed and brought back from its history', async () => {
    const created = await cardWithRaisedGift('returning-card');
    await pause();
    const removed = await request(api.app)
      .delete(`${card.apiPath}/delete/${created._id}`)
      .set('Authorization', api.adminAuth);
    expect(removed.status).toBe(200);
    const history = await request(api.app)
      .get(`/api/history/card/${created._id}`)
      .set('Authorization', api.adminAuth);
    const deleted = (history.body as { data: { _id: string; operation: string }[] }).data[0];
    expect(deleted?.operation).toBe('delete');
    await pause();
    const restored = await request(api.app)
      .post(`/api/history/card/${created._id}/restore/${deleted?._id}`)
      .set('Authorization', api.adminAuth);
    expect(restored.status).toBe(200);

    const record = await recordChanges('card', 'returning-card');
    expect(record.data.map((change) => [change.operation, change.summary])).toEqual([
      ['restore', 'Added to the catalogue'],
      ['delete', 'Removed from the catalogue'],
      ['update', raisedSummary],
      ['create', 'Added to the catalogue'],
    ]);
    // S$200 at creation, S$350 from the raise; the return at S$350 adds no point.
    expect(record.offerHistory.map((point) => point.value)).toEqual([200, 350]);
  });

  it('filters by kind and bank, and pages newest first', async () => {
    const first = await create(card, { slug: 'dbs-card', category: 'DBS' });
    await create(card, { slug: 'ocbc-card', category: 'OCBC' });
    await create(loan, { slug: 'ocbc-loan', category: 'OCBC' });
    await update(api.app, card, first._id, { subtitle: 'A new line' });

    const all = await changes();
    expect(all.data.map((change) => change.slug)).toEqual([
      'dbs-card',
      'ocbc-loan',
      'ocbc-card',
      'dbs-card',
    ]);
    expect(all.data[0]?.summary).toBe('Subtitle changed from A subtitle to A new line');
    expect((await changes('?kind=loan')).data.map((change) => change.slug)).toEqual(['ocbc-loan']);
    const ocbc = await changes('?bank=ocbc');
    expect(ocbc.data.map((change) => change.slug)).toEqual(['ocbc-loan', 'ocbc-card']);
    expect((await changes('?kind=card&bank=OCBC')).total).toBe(1);
    const second = await changes('?page=2&limit=3');
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(second.data.map((change) => change.slug)).toEqual(['dbs-card']);
    expect((await changes('?page=3&limit=3')).data).toEqual([]);
  });

  it('takes provider=, and bank= as its former name, with one answer', async () => {
    await create(card, { slug: 'dbs-card', category: 'DBS' });
    await create(card, { slug: 'ocbc-card', category: 'OCBC' });

    const byProvider = await changes('?provider=ocbc');
    expect(byProvider.data.map((change) => change.slug)).toEqual(['ocbc-card']);
    expect(await changes('?bank=ocbc')).toEqual(byProvider);
    expect(await changes('?provider=OCBC&bank=ocbc')).toEqual(byProvider);

    const both = await request(api.app).get('/api/changes?provider=OCBC&bank=DBS');
    expect(both.status).toBe(400);
    expect(both.body).toEqual(
      errorBody('bank: names another provider than provider=; give provider= alone'),
    );
  });

  it('answers a bad kind, page or limit with a 400 that says why', async () => {
    const bad = async (query: string, message: string) => {
      const response = await request(api.app).get(`/api/changes${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toEqual(errorBody(message));
    };
    await bad(
      '?kind=boat',
      'kind: must be one of card, investment, insurance, loan, saving, deposit',
    );
    await bad('?page=0', 'page: must be at least 1');
    await bad('?limit=abc', 'limit: must be a whole number');
    await bad('?limit=101', 'limit: must be at most 100');
    await bad('?sort=new', 'unknown query parameter sort');
    await bad('/card/everyday-card?page=2', 'unknown query parameter page');
    const kind = await request(api.app).get('/api/changes/boat/everyday-card');
    expect(kind.status).toBe(400);
    expect(kind.body).toEqual(
      errorBody('kind: must be one of card, investment, insurance, loan, saving, deposit'),
    );
  });

  it('answers from the cache until a revision is written, through this instance or another', async () => {
    const created = await create(card, { slug: 'cached-card' });
    const before = await request(api.app).get('/api/changes');
    const again = await request(api.app)
      .get('/api/changes')
      .set('If-None-Match', String(before.headers.etag));
    expect(again.status).toBe(304);

    const other = createApp({ config: api.config, dbMode: 'embedded' });
    await update(other, card, created._id, { title: 'Renamed elsewhere' });
    const after = await changes();
    expect(after.data[0]?.summary).toBe('Name changed from Test credit card to Renamed elsewhere');
    expect((await changes('', other)).total).toBe(2);
  });
});

describe('the Atom feeds', () => {
  it('carry an edit made through the API in the changes feed and the kind feed', async () => {
    await cardWithRaisedGift('everyday-card');
    await create(loan, { slug: 'a-loan' });
    const everything = await feed('/feeds/changes.xml');
    expect(everything.title).toBe('SG Finance Rewards: latest changes');
    expect(everything.link).toEqual([
      { '@_rel': 'alternate', '@_href': `${site}/changes` },
      { '@_rel': 'self', '@_href': `${site}/feeds/changes.xml` },
    ]);
    expect(everything.entry?.map((entry) => entry.title['#text'])).toEqual([
      'Test loan: Added to the catalogue',
      `Everyday Card: ${raisedSummary}`,
      'Everyday Card: Added to the catalogue',
    ]);
    const raised = everything.entry?.[1];
    expect(raised?.link[0]?.['@_href']).toBe(`${site}/cards/everyday-card`);
    expect(raised?.id).toMatch(/^https:\/\/compare\.example\.sg\/cards\/everyday-card#change-\w+$/);
    expect(raised?.content['#text']).toContain('<li>Welcome gift: S$200 → S$350</li>');
    expect(everything.updated).toBe(everything.entry?.[0]?.updated);

    const cards = await feed('/feeds/cards.xml');
    expect(cards.entry?.map((entry) => entry.title['#text'])).toEqual([
      `Everyday Card: ${raisedSummary}`,
      'Everyday Card: Added to the catalogue',
    ]);
    expect((await feed('/feeds/loans.xml')).entry).toHaveLength(1);
    expect((await feed('/feeds/savings.xml')).entry).toBeUndefined();
  });

  it('follows the blog, with absolute links, in the body too', async () => {
    // A link in the body to a page of the site, as the editor stores it: a path.
    const body = draftRaw('Start small and keep going.');
    body.blocks[0]!.entityRanges = [{ offset: 0, length: 5, key: 0 }];
    const entityMap = { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: '/cards' } } };
    const created = await sendForm(
      request(api.app).post('/api/posts/create').set('Authorization', api.adminAuth),
      postForm({
        slug: 'rainy-day',
        title: 'Saving & spending',
        richTextDescription: JSON.stringify({ ...body, entityMap }),
      }),
    );
    expect(created.status).toBe(201);
    const posts = await feed('/feeds/posts.xml');
    expect(posts.entry?.map((entry) => [entry.title['#text'], entry.link[0]?.['@_href']])).toEqual([
      ['Saving &amp; spending', `${site}/posts/rainy-day`],
    ]);
    const content = posts.entry?.[0]?.content['#text'];
    expect(content).toContain(
      `<p><a href="${site}/cards"><strong>Star</strong>t</a> small and keep going.</p>`,
    );
  });

  it('is emptied when a revision is written', async () => {
    const first = await request(api.app).get('/feeds/changes.xml');
    const cached = await request(api.app)
      .get('/feeds/changes.xml')
      .set('If-None-Match', String(first.headers.etag));
    expect(cached.status).toBe(304);
    await create(card, { slug: 'new-card' });
    const fresh = await request(api.app)
      .get('/feeds/changes.xml')
      .set('If-None-Match', String(first.headers.etag));
    expect(fresh.status).toBe(200);
    expect(fresh.text).toContain(`${site}/cards/new-card`);
  });
});

describe('the feeds in the page heads', () => {
  let clientDir = '';
  let app: Express;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'client-dist-'));
    await writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    app = createApp({ config: api.config, dbMode: 'embedded', clientDir });
  });

  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
  });

  async function feedLinks(pagePath: string) {
    const response = await request(app).get(pagePath);
    return [
      ...response.text.matchAll(
        /<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="([^"]+)" \/>/g,
      ),
    ].map((match) => match[1]);
  }

  it('links the changes feed everywhere, a kind feed on its pages and the posts feed on the blog', async () => {
    await create(card, { slug: 'linked-card' });
    expect(await feedLinks('/')).toEqual([`${site}/feeds/changes.xml`]);
    expect(await feedLinks('/cards/linked-card')).toEqual([
      `${site}/feeds/changes.xml`,
      `${site}/feeds/cards.xml`,
    ]);
    expect(await feedLinks('/loans')).toEqual([
      `${site}/feeds/changes.xml`,
      `${site}/feeds/loans.xml`,
    ]);
    expect(await feedLinks('/blog')).toEqual([
      `${site}/feeds/changes.xml`,
      `${site}/feeds/posts.xml`,
    ]);
  });
});
