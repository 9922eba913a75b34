import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { listingKinds } from '@sg-finance/contract';
import { listingModel } from '../../src/models/listing.model.js';
import { PostModel } from '../../src/models/post.model.js';
import { draftRaw } from '../support/fixtures.js';
import { useTestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

const api = useTestApi();
const richTextDescription = JSON.stringify(draftRaw('Body'));

interface Result {
  type: string;
  slug: string;
}

function typedSlugs(results: readonly Result[]): string[] {
  return results.map((result) => `${result.type}/${result.slug}`);
}

describe('GET /api/search', () => {
  it('finds listings of every kind and posts, in priority then date order', async () => {
    for (const [index, kind] of listingKinds.entries()) {
      await listingModel(kind).create([
        {
          title: `Cashback ${kind.noun}`,
          slug: `cashback-${kind.key}`,
          subtitle: `Subtitle of ${kind.key}`,
          category: 'OCBC',
          image: `https://images.example.com/${kind.key}.png`,
          priority: index,
        },
        { title: `Other ${kind.noun}`, slug: `other-${kind.key}`, category: 'OCBC' },
      ]);
    }
    await PostModel.create([
      {
        title: 'Choosing a card',
        slug: 'choosing',
        description: 'Cashback or miles?',
        priority: 10,
        richTextDescription,
      },
      { title: 'Unrelated', slug: 'unrelated', description: 'Budgeting', richTextDescription },
    ]);

    const response = await request(api.app).get('/api/search?q=CASHBACK').expect(200);

    expect(response.body.query).toBe('CASHBACK');
    // One post and one listing of each kind.
    expect(response.body.total).toBe(1 + listingKinds.length);
    expect(typedSlugs(response.body.results)).toEqual([
      'posts/choosing',
      ...[...listingKinds].reverse().map((kind) => `${kind.resource}/cashback-${kind.key}`),
    ]);
    const [post, listing] = response.body.results;
    expect(post).toEqual({
      type: 'posts',
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      slug: 'choosing',
      title: 'Choosing a card',
      subtitle: 'Cashback or miles?',
      image: '',
      updatedAt: expect.any(String),
    });
    const highest = listingKinds.at(-1)!;
    expect(listing).toEqual({
      type: highest.resource,
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      slug: `cashback-${highest.key}`,
      title: `Cashback ${highest.noun}`,
      subtitle: `Subtitle of ${highest.key}`,
      image: `https://images.example.com/${highest.key}.png`,
      category: 'OCBC',
      updatedAt: expect.any(String),
    });
    expect(Date.parse(listing.updatedAt)).not.toBeNaN();
  });

  it('matches post tags and authors, every word, regex characters literally', async () => {
    await PostModel.create([
      {
        title: 'Tagged',
        slug: 'tagged',
        tags: ['Credit (cards)'],
        author: 'Mei Tan',
        richTextDescription,
      },
      { title: 'Plain', slug: 'plain', tags: ['Credit'], richTextDescription },
    ]);
    const found = async (q: string) =>
      typedSlugs(
        (
          await request(api.app)
            .get(`/api/search?q=${encodeURIComponent(q)}`)
            .expect(200)
        ).body.results,
      );

    expect(await found('(cards)')).toEqual(['posts/tagged']);
    expect(await found('credit tan')).toEqual(['posts/tagged']);
    expect((await found('credit')).sort()).toEqual(['posts/plain', 'posts/tagged']);
    expect(await found('.*')).toEqual([]);
  });

  it('pages the merged results, every result exactly once', async () => {
    const [cards, loans] = [listingKinds[0]!, listingKinds[3]!];
    const listing = (index: number) => ({
      title: `Match ${index}`,
      slug: `match-${index}`,
      category: 'DBS',
      priority: index % 2,
    });
    await listingModel(cards).insertMany(Array.from({ length: 9 }, (_, index) => listing(index)));
    await listingModel(loans).insertMany(Array.from({ length: 8 }, (_, index) => listing(index)));
    await PostModel.insertMany(
      Array.from({ length: 6 }, (_, index) => ({ ...listing(index), richTextDescription })),
    );

    const all = (await request(api.app).get('/api/search?q=match').expect(200)).body.results;
    const paged: Result[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const response = await request(api.app)
        .get(`/api/search?q=match&page=${page}&limit=5`)
        .expect(200);
      expect(response.body.total).toBe(23);
      paged.push(...response.body.results);
    }

    expect(all).toHaveLength(23);
    expect(typedSlugs(paged)).toEqual(typedSlugs(all));
    expect(new Set(typedSlugs(paged)).size).toBe(23);
  });

  it('sees a write made through another instance', async () => {
    const other = createApp({ config: api.config, dbMode: 'embedded' });
    const before = await request(api.app).get('/api/search?q=fresh').expect(200);
    expect(before.body.total).toBe(0);

    await request(other).get('/api/search?q=fresh').expect(200);
    await PostModel.create({ title: 'Fresh news', slug: 'fresh', richTextDescription });

    const after = await request(api.app)
      .get('/api/search?q=fresh')
      .set('If-None-Match', before.headers.etag!)
      .expect(200);
    expect(typedSlugs(after.body.results)).toEqual(['posts/fresh']);
    expect(after.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['', 'q: is required'],
    ['q=', 'q: is required'],
    ['q=%20', 'q: is required'],
    [`q=${'x'.repeat(101)}`, 'q: must be at most 100 characters'],
    ['q=a&q=b', 'q: must be given once, as text'],
    ['q[$ne]=x', 'unknown query parameter q[$ne]'],
    ['q=a&limit=500', 'limit: must be at most 100'],
    ['q=a&page=11', 'page: a search shows at most its first 1000 results'],
  ])('answers 400 with a message for "%s"', async (query, message) => {
    const response = await request(api.app).get(`/api/search?${query}`).expect(400);
    expect(response.body).toEqual(errorBody(message));
  });
});
