import { listingKindByKey } from '@sg-finance/contract';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { draftRaw, listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();
const card = listingKindByKey('card');
const TRIALS = 10;

function put(path: string, fields: Record<string, string>) {
  return sendForm(request(api.app).put(path).set('Authorization', api.adminAuth), fields);
}

async function searchSlugs(path: string, query: string): Promise<string[]> {
  const response = await request(api.app).get(`${path}?q=${encodeURIComponent(query)}`);
  expect(response.status).toBe(200);
  const body = response.body as { slug: string }[] | { results: { slug: string }[] };
  return (Array.isArray(body) ? body : body.results).map((found) => found.slug);
}

describe('two updates of one record at the same time', () => {
  it('leave a listing found by its new title and its new subtitle, every time', async () => {
    const created = await sendForm(
      request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
      listingForm(card, { title: 'Original name', subtitle: 'Original words', slug: 'raced' }),
    ).expect(201);
    const id: string = created.body._id;

    for (let trial = 1; trial <= TRIALS; trial += 1) {
      const [title, subtitle] = [`Renamed${trial} card`, `Reworded${trial} text`];
      await Promise.all([
        put(`${card.apiPath}/update`, { id, title }).expect(200),
        put(`${card.apiPath}/update`, { id, subtitle, terms: `{"annualFee":${trial}}` }).expect(
          200,
        ),
      ]);

      const [stored] = (await request(api.app).get(`${card.apiPath}/raced`).expect(200)).body;
      expect(stored).toMatchObject({ title, subtitle, terms: { annualFee: trial } });
      expect(await searchSlugs(card.apiPath, `renamed${trial}`)).toEqual(['raced']);
      expect(await searchSlugs(card.apiPath, `reworded${trial}`)).toEqual(['raced']);
      expect(await searchSlugs('/api/search', `renamed${trial} reworded${trial}`)).toEqual([
        'raced',
      ]);
      expect(await searchSlugs(card.apiPath, `renamed${trial - 1}`)).toEqual([]);
      const sorted = await request(api.app)
        .get(`${card.apiPath}?sort=annualFee&maxAnnualFee=${trial}`)
        .expect(200);
      expect(sorted.body.map((found: { slug: string }) => found.slug)).toEqual(['raced']);
    }
  });

  it('leave a post found by its new title and its new description, every time', async () => {
    const created = await sendForm(
      request(api.app).post('/api/posts/create').set('Authorization', api.adminAuth),
      {
        title: 'Original post',
        slug: 'raced-post',
        richTextDescription: JSON.stringify(draftRaw('Body')),
      },
    ).expect(201);
    const id: string = created.body._id;

    for (let trial = 1; trial <= TRIALS; trial += 1) {
      const [title, description] = [`Retitled${trial} post`, `Redescribed${trial} text`];
      await Promise.all([
        put('/api/posts/update', { id, title }).expect(200),
        put('/api/posts/update', { id, description }).expect(200),
      ]);

      expect(await searchSlugs('/api/search', `retitled${trial} redescribed${trial}`)).toEqual([
        'raced-post',
      ]);
    }
  });
});
