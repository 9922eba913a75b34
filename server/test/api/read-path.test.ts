import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { listingKinds } from '@sg-finance/contract';
import { listingModel } from '../../src/models/listing.model.js';
import { PostModel } from '../../src/models/post.model.js';
import { draftRaw, listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

const api = useTestApi();
const card = listingKinds[0]!;
const Cards = listingModel(card);

interface Slugged {
  slug: string;
  priority: number;
  createdAt: string;
}

/** `count` cards with few distinct priorities and creation times, so the order has many ties. */
async function insertCards(count: number): Promise<void> {
  const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n));
  await Cards.insertMany(
    Array.from({ length: count }, (_, index) => ({
      title: `Card ${index}`,
      slug: `card-${index}`,
      category: 'DBS',
      priority: index % 3,
      createdAt: day(index % 4),
      updatedAt: day(index % 4),
    })),
  );
}

function slugs(body: readonly Slugged[]): string[] {
  return body.map((item) => item.slug);
}

async function walkPages(limit: number): Promise<Slugged[]> {
  const seen: Slugged[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request(api.app)
      .get(`${card.apiPath}?page=${page}&limit=${limit}`)
      .expect(200);
    const items = response.body as Slugged[];
    if (items.length === 0) return seen;
    expect(items.length).toBeLessThanOrEqual(limit);
    seen.push(...items);
  }
}

function expectRecommendedOrder(items: readonly Slugged[]): void {
  for (let index = 1; index < items.length; index += 1) {
    const [before, after] = [items[index - 1]!, items[index]!];
    const order =
      before.priority - after.priority ||
      Date.parse(before.createdAt) - Date.parse(after.createdAt);
    expect(order, `${before.slug} before ${after.slug}`).toBeGreaterThanOrEqual(0);
  }
}

function createCard(app: typeof api.app, slug: string) {
  const test = request(app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth);
  return sendForm(test, listingForm(card, { slug }));
}

describe('paging of the list calls', () => {
  it('returns every item exactly once when walking the pages, whatever the page size', async () => {
    await insertCards(250);

    for (const limit of [100, 7]) {
      const items = await walkPages(limit);
      expect(items).toHaveLength(250);
      expect(new Set(slugs(items)).size).toBe(250);
      expectRecommendedOrder(items);
    }
  });

  it('answers the first 100 by default, with the total and links to the other pages', async () => {
    await insertCards(250);

    const response = await request(api.app).get(card.apiPath).expect(200);

    expect(response.body).toHaveLength(100);
    expect(response.headers['x-total-count']).toBe('250');
    expect(response.headers.link).toBe(
      [
        `<${card.apiPath}?page=1&limit=100>; rel="first"`,
        `<${card.apiPath}?page=2&limit=100>; rel="next"`,
        `<${card.apiPath}?page=3&limit=100>; rel="last"`,
      ].join(', '),
    );
  });

  it('keeps the filters in the links and answers an empty page past the end', async () => {
    await insertCards(5);

    const middle = await request(api.app)
      .get(`${card.apiPath}?category=DBS&page=2&limit=2`)
      .expect(200);
    expect(middle.body).toHaveLength(2);
    expect(middle.headers['x-total-count']).toBe('5');
    expect(middle.headers.link).toBe(
      [
        `<${card.apiPath}?category=DBS&page=1&limit=2>; rel="first"`,
        `<${card.apiPath}?category=DBS&page=1&limit=2>; rel="prev"`,
        `<${card.apiPath}?category=DBS&page=3&limit=2>; rel="next"`,
        `<${card.apiPath}?category=DBS&page=3&limit=2>; rel="last"`,
      ].join(', '),
    );

    const past = await request(api.app).get(`${card.apiPath}?page=9&limit=2`).expect(200);
    expect(past.body).toEqual([]);
    expect(past.headers['x-total-count']).toBe('5');
  });

  it.each([
    ['limit=101', 'limit: must be at most 100'],
    ['limit=0', 'limit: must be at least 1'],
    ['limit=ten', 'limit: must be a whole number'],
    ['page=0', 'page: must be at least 1'],
    ['page=-1', 'page: must be a whole number'],
    ['page=1.5', 'page: must be a whole number'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await request(api.app).get(`${card.apiPath}?${query}`).expect(400);
    expect(response.body).toEqual(errorBody(message));
  });

  it('pages the blog and counts all its posts', async () => {
    const richTextDescription = JSON.stringify(draftRaw('Body'));
    await PostModel.insertMany(
      Array.from({ length: 5 }, (_, index) => ({
        title: `Post ${index}`,
        slug: `post-${index}`,
        tags: [index % 2 === 0 ? 'Even' : 'Odd'],
        richTextDescription,
      })),
    );

    const page = await request(api.app).get('/api/posts?tag=Even&page=2&limit=2').expect(200);

    expect(page.body.data).toHaveLength(1);
    expect(page.body.tags).toEqual(['Even', 'Odd']);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.headers.link).toContain('</api/posts?tag=Even&page=1&limit=2>; rel="first"');
  });
});

describe('validators and compression of the reads', () => {
  it('answers 304 to a matching If-None-Match and asks browsers to revalidate', async () => {
    await createCard(api.app, 'first').expect(201);

    for (const path of [
      card.apiPath,
      `${card.apiPath}/first`,
      '/api/posts',
      '/api/search?q=test',
    ]) {
      const first = await request(api.app).get(path).expect(200);
      expect(first.headers.etag, path).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control'], path).toBe('no-cache');

      const again = await request(api.app)
        .get(path)
        .set('If-None-Match', first.headers.etag!)
        .expect(304);
      expect(again.text, path).toBe('');
      expect(again.headers.etag, path).toBe(first.headers.etag);
    }
  });

  it('answers 200 with a new validator once the data has changed', async () => {
    const created = await createCard(api.app, 'first').expect(201);
    const before = await request(api.app).get(card.apiPath).expect(200);

    await sendForm(
      request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
      { id: created.body._id, title: 'Renamed' },
    ).expect(200);
    const after = await request(api.app)
      .get(card.apiPath)
      .set('If-None-Match', before.headers.etag!)
      .expect(200);

    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body[0].title).toBe('Renamed');
  });

  it('compresses a large answer with gzip when the client accepts it', async () => {
    await insertCards(30);

    const response = await request(api.app)
      .get(card.apiPath)
      .set('Accept-Encoding', 'gzip')
      .expect(200);

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.body).toHaveLength(30);
  });
});

describe('freshness of the read cache', () => {
  it('never serves a stale answer after a write through another instance', async () => {
    const other = createApp({ config: api.config, dbMode: 'embedded' });
    await createCard(api.app, 'first').expect(201);
    const list = await request(api.app).get(card.apiPath).expect(200);
    expect(slugs(list.body)).toEqual(['first']);
    await request(api.app).get(`${card.apiPath}/second`).expect(404);

    const created = await createCard(other, 'second').expect(201);

    const listed = await request(api.app).get(card.apiPath).expect(200);
    expect(slugs(listed.body).sort()).toEqual(['first', 'second']);
    expect(listed.headers['x-total-count']).toBe('2');
    await request(api.app).get(`${card.apiPath}/second`).expect(200);

    await request(other)
      .delete(`${card.apiPath}/delete/${created.body._id}`)
      .set('Authorization', api.adminAuth)
      .expect(200);

    await request(api.app).get(`${card.apiPath}/second`).expect(404);
    expect(slugs((await request(api.app).get(card.apiPath).expect(200)).body)).toEqual(['first']);
  });

  it('never serves a stale post after an update through another instance', async () => {
    const other = createApp({ config: api.config, dbMode: 'embedded' });
    const created = await sendForm(
      request(api.app).post('/api/posts/create').set('Authorization', api.adminAuth),
      { title: 'Before', richTextDescription: JSON.stringify(draftRaw('Body')) },
    ).expect(201);
    await request(api.app).get(`/api/posts/${created.body.slug}`).expect(200);
    await request(api.app).get('/api/posts').expect(200);

    await sendForm(request(other).put('/api/posts/update').set('Authorization', api.adminAuth), {
      id: created.body._id,
      title: 'After',
      tags: JSON.stringify(['Fresh']),
    }).expect(200);

    const detail = await request(api.app).get(`/api/posts/${created.body.slug}`).expect(200);
    expect(detail.body[0].title).toBe('After');
    const list = await request(api.app).get('/api/posts').expect(200);
    expect(list.body.data[0].title).toBe('After');
    expect(list.body.tags).toEqual(['Fresh']);
  });

  it('sees a write made while reads are running on the same instance', async () => {
    await insertCards(20);
    const reads = Array.from({ length: 10 }, () => request(api.app).get(card.apiPath));
    const write = Cards.deleteMany({ priority: 0 });
    await Promise.all([...reads, write]);

    const after = await request(api.app).get(card.apiPath).expect(200);

    expect(after.body.every((item: Slugged) => item.priority !== 0)).toBe(true);
    expect(after.headers['x-total-count']).toBe(String(await Cards.countDocuments()));
  });
});
