import mongoose from 'mongoose';
import request from 'supertest';
import { listingKinds } from '@sg-finance/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { followEngineWrites } from '../../src/read-cache/index.js';
import { listingModel } from '../../src/models/listing.model.js';
import { PostModel } from '../../src/models/post.model.js';
import { draftRaw, listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();

// As with the embedded engine in production: the engine serving this process reports every write.
beforeAll(() => {
  const { engine } = api.database;
  if (engine) followEngineWrites(engine);
});
const card = listingKinds[0]!;
const Cards = listingModel(card);

function titles(body: readonly { title: string }[]): string[] {
  return body.map((item) => item.title).sort();
}

describe('read cache with change counters kept in the process', () => {
  it('answers the next read with every write made through the API or the models', async () => {
    await request(api.app).get(card.apiPath).expect(200, []);

    const created = await sendForm(
      request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
      listingForm(card, { title: 'Through the API', slug: 'through-the-api' }),
    ).expect(201);
    expect(titles((await request(api.app).get(card.apiPath).expect(200)).body)).toEqual([
      'Through the API',
    ]);

    await Cards.create({ title: 'Through the model', slug: 'through-the-model', category: 'UOB' });
    expect(titles((await request(api.app).get(card.apiPath).expect(200)).body)).toEqual([
      'Through the API',
      'Through the model',
    ]);

    await request(api.app)
      .delete(`${card.apiPath}/delete/${created.body._id}`)
      .set('Authorization', api.adminAuth)
      .expect(200);
    await request(api.app).get(`${card.apiPath}/through-the-api`).expect(404);
    expect(titles((await request(api.app).get(card.apiPath).expect(200)).body)).toEqual([
      'Through the model',
    ]);
  });

  it('answers a cached record at once, with its validator, until a write changes it', async () => {
    const created = await sendForm(
      request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
      listingForm(card, { title: 'Before', slug: 'read-twice' }),
    ).expect(201);
    const path = `${card.apiPath}/read-twice`;
    const first = await request(api.app).get(path).expect(200);
    const cached = await request(api.app).get(path).expect(200);
    expect(cached.headers.etag).toBe(first.headers.etag);
    expect(cached.body[0].title).toBe('Before');
    await request(api.app).get(path).set('If-None-Match', first.headers.etag!).expect(304);

    await sendForm(
      request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
      { id: created.body._id, title: 'After' },
    ).expect(200);
    const after = await request(api.app)
      .get(path)
      .set('If-None-Match', first.headers.etag!)
      .expect(200);

    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.body[0].title).toBe('After');
  });

  it('keeps the site search fresh too', async () => {
    await request(api.app).get('/api/search?q=budgeting').expect(200);
    await PostModel.create({
      title: 'Budgeting for a first home',
      slug: 'budgeting',
      richTextDescription: JSON.stringify(draftRaw('Body')),
    });

    const found = await request(api.app).get('/api/search?q=budgeting').expect(200);

    expect(found.body.results.map((result: { slug: string }) => result.slug)).toEqual([
      'budgeting',
    ]);
  });

  it('keeps no counter in the database', async () => {
    const counters = mongoose.connection.collection('collectionversions');
    const before = await counters.find().toArray();
    await Cards.create({ title: 'Counted here', slug: 'counted-here', category: 'DBS' });
    expect(await counters.find().toArray()).toEqual(before);
  });
});
