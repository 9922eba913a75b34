import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  MERCHANT_SEARCH_LIMIT,
  merchantsMatching,
  spendCategories,
  type Merchant,
} from '@sg-finance/contract';
import { MerchantModel } from '../../src/models/merchant.model.js';
import { referenceMerchants } from '../../src/seed/data/merchants.js';
import { ensureMerchants } from '../../src/services/merchant.service.js';
import { errorBody } from '../support/error-body.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();

function search(q: string) {
  return request(api.app).get('/api/merchants').query({ q });
}

function createMerchant(body: object, auth = api.adminAuth) {
  return request(api.app).post('/api/merchants').set('Authorization', auth).send(body);
}

const categoryOf = async (q: string) => {
  const [first] = (await search(q).expect(200)).body as Merchant[];
  return first && { name: first.name, category: first.category };
};

describe('the seeded merchants', () => {
  it('hold at least 150 Singapore merchants, each named once, in every spend category', async () => {
    const created = await ensureMerchants(referenceMerchants);

    expect(created).toBeGreaterThanOrEqual(150);
    expect(await MerchantModel.countDocuments()).toBe(created);
    const used = new Set(referenceMerchants.map((merchant) => merchant.category));
    expect(spendCategories.filter((category) => !used.has(category))).toEqual(['overseas']);
    expect(await ensureMerchants(referenceMerchants)).toBe(0);
  });

  it('are written once when two instances start at the same time', async () => {
    const [first, second] = await Promise.all([
      ensureMerchants(referenceMerchants),
      ensureMerchants(referenceMerchants),
    ]);

    expect(first + second).toBe(referenceMerchants.length);
    expect(await MerchantModel.countDocuments()).toBe(referenceMerchants.length);
    expect(new Set(await MerchantModel.distinct('nameKey')).size).toBe(referenceMerchants.length);
  });

  it('adds only the missing ones to a list an earlier version stored', async () => {
    const [kept, ...rest] = referenceMerchants;
    await ensureMerchants([kept!]);

    expect(await ensureMerchants(referenceMerchants)).toBe(rest.length);
    expect(await MerchantModel.countDocuments()).toBe(referenceMerchants.length);
  });

  // One seeding for every look-up, in one test.
  const lookUps = [
    ['Grab', 'Grab', 'transport'],
    ['ntuc', 'NTUC FairPrice', 'groceries'],
    ['fairprice', 'NTUC FairPrice', 'groceries'],
    ['Shopee', 'Shopee', 'online'],
    ['IRAS', 'IRAS', 'government'],
    ['mcdonalds', "McDonald's", 'dining'],
    ['sp group', 'SP Group', 'bills'],
    ['great eastern', 'Great Eastern', 'insurance'],
    ['MOE', 'MOE school fees', 'education'],
    ['youtrip', 'YouTrip top-up', 'walletTopUps'],
    ['singapore air', 'Singapore Airlines', 'travel'],
  ] as const;

  it(`finds each of ${lookUps.map(([q]) => q).join(', ')} as its merchant and category`, async () => {
    await ensureMerchants(referenceMerchants);

    for (const [q, name, category] of lookUps) {
      expect({ q, found: await categoryOf(q) }).toEqual({ q, found: { name, category } });
    }
  });
});

describe('the search offline', () => {
  it('answers as the server does, from the list held on the phone', async () => {
    await ensureMerchants(referenceMerchants);
    const all = (await search('').expect(200)).body as Merchant[];
    for (const q of [
      'Grab',
      'ntuc',
      'mc',
      'sp group',
      'singapore air',
      'top',
      'a',
      "McDonald's",
      '!!',
    ]) {
      const online = ((await search(q).expect(200)).body as Merchant[]).map(({ name }) => name);
      expect({ q, names: merchantsMatching(all, q).map(({ name }) => name) }).toEqual({
        q,
        names: online,
      });
    }
  });
});

describe('GET /api/merchants', () => {
  it('answers names that start with the search first, at most ten, to anyone', async () => {
    await ensureMerchants(referenceMerchants);

    const answer = await search('grab').expect(200);
    const names = (answer.body as Merchant[]).map((merchant) => merchant.name);

    expect(names).toEqual(['Grab', 'GrabFood', 'GrabMart', 'GrabPay top-up']);
    expect(answer.body[0]).not.toHaveProperty('searchKeys');
    const many = await search('s').expect(200);
    expect(many.body).toHaveLength(MERCHANT_SEARCH_LIMIT);
  });

  it('matches a word inside a name or alias, whatever its case and signs', async () => {
    await createMerchant({ name: 'Cold Storage', aliases: ['CS Fresh'], category: 'groceries' });

    expect(await categoryOf('STORAGE')).toEqual({ name: 'Cold Storage', category: 'groceries' });
    expect(await categoryOf('cs-fresh')).toEqual({ name: 'Cold Storage', category: 'groceries' });
    expect((await search('old').expect(200)).body).toEqual([]);
    expect((await search('.*').expect(200)).body).toEqual([]);
  });

  it('answers every merchant by name for an empty search', async () => {
    await createMerchant({ name: 'Zara', category: 'other' }).expect(201);
    await createMerchant({ name: 'agoda', category: 'travel' }).expect(201);

    const names = (await search('').expect(200)).body.map((merchant: Merchant) => merchant.name);

    expect(names).toEqual(['agoda', 'Zara']);
  });

  it.each([
    [{ q: 'x'.repeat(10_000) }, 'q: must be at most 100 characters'],
    [{ q: 'x'.repeat(101) }, 'q: must be at most 100 characters'],
    [{ q: ['a', 'b'] }, 'q: must be given once, as text'],
    [{ name: 'Grab' }, 'unknown query parameter name'],
  ])('answers 400 with a message to a bad search (%#)', async (query, message) => {
    const answer = await request(api.app).get('/api/merchants').query(query).expect(400);

    expect(answer.body).toEqual(errorBody(message));
  });

  it('answers from the cache until an administrator changes a merchant', async () => {
    await createMerchant({ name: 'Watsons', category: 'other' }).expect(201);
    const first = await search('wat').expect(200);
    await request(api.app)
      .get('/api/merchants')
      .query({ q: 'wat' })
      .set('If-None-Match', String(first.headers.etag))
      .expect(304);

    const [watsons] = first.body as Merchant[];
    await request(api.app)
      .put(`/api/merchants/${watsons?._id}`)
      .set('Authorization', api.adminAuth)
      .send({ name: 'Watsons', category: 'groceries' })
      .expect(200);

    expect(await categoryOf('wat')).toEqual({ name: 'Watsons', category: 'groceries' });
  });
});

describe('POST, PUT and DELETE /api/merchants', () => {
  it('lets administrators create, edit and delete a merchant', async () => {
    const created = await createMerchant({
      name: 'Klook',
      aliases: ['Klook Travel'],
      category: 'travel',
      excludedNote: 'Some cards code it as online.',
    }).expect(201);
    expect(created.body).toMatchObject({ name: 'Klook', aliases: ['Klook Travel'] });

    const path = `/api/merchants/${created.body._id}`;
    await request(api.app)
      .put(path)
      .set('Authorization', api.adminAuth)
      .send({ name: 'Klook', category: 'online' })
      .expect(200);
    expect(await categoryOf('klook')).toEqual({ name: 'Klook', category: 'online' });

    const removed = await request(api.app).delete(path).set('Authorization', api.adminAuth);
    expect(removed.body).toEqual({ message: 'Merchant Deleted!' });
    expect((await search('klook').expect(200)).body).toEqual([]);
    const again = await request(api.app).delete(path).set('Authorization', api.adminAuth);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(errorBody('Merchant not found'));
  });

  it('answers 403 to a user who is not an administrator, and stores nothing', async () => {
    const answer = await createMerchant({ name: 'Klook', category: 'travel' }, api.userAuth);

    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(errorBody('Only administrators can do this'));
    expect(await MerchantModel.countDocuments()).toBe(0);
  });

  it('answers 409 to a name that exists, whatever its case and signs', async () => {
    await createMerchant({ name: "McDonald's", category: 'dining' }).expect(201);

    const again = await createMerchant({ name: 'MCDONALDS', category: 'dining' }).expect(409);

    expect(again.body).toEqual(errorBody('A merchant named "MCDONALDS" already exists'));
    expect(await MerchantModel.countDocuments()).toBe(1);
  });

  it.each([
    [{ name: '', category: 'dining' }, 'name: is required'],
    [{ name: 'Grab', category: 'rides' }, `category: must be one of ${spendCategories.join(', ')}`],
    [
      { name: 'Grab', category: 'transport', aliases: 'GrabCar' },
      'aliases: must be a list of names',
    ],
    [{ name: 'Grab', category: 'transport', isAdmin: true }, 'Unrecognized key: "isAdmin"'],
  ])('refuses bad input with a message and stores nothing (%#)', async (body, message) => {
    const answer = await createMerchant(body).expect(400);

    expect(answer.body).toEqual(errorBody(message));
    expect(await MerchantModel.countDocuments()).toBe(0);
  });
});
