import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cardTermsSchema, pointsCurrencySchema } from '@sg-finance/contract';
import { demoListings } from '../../src/seed/seed-demo.js';
import { errorBody } from '../support/error-body.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();

describe('GET /api/open-data/points-currencies.json', () => {
  it('answers every currency as a file, each with its sources and KrisFlyer first', async () => {
    const response = await request(api.app)
      .get('/api/open-data/points-currencies.json')
      .expect(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=points-currencies.json',
    );
    const currencies = response.body as unknown[];
    expect(currencies).toHaveLength(8);
    for (const currency of currencies) pointsCurrencySchema.parse(currency);
    expect(currencies).toContainEqual(
      expect.objectContaining({
        id: 'citi-thankyou-points',
        bank: 'Citibank',
        partners: [{ programme: 'KrisFlyer', points: 25_000, miles: 10_000 }],
        conversionFeeSGD: 27.25,
        expiryMonths: 60,
        pools: false,
      }),
    );
  });

  it('refuses a query with a clear message', async () => {
    const response = await request(api.app)
      .get('/api/open-data/points-currencies.json?id[$ne]=x')
      .expect(400);
    expect(response.body).toEqual(errorBody('unknown query parameter id[$ne]'));
  });
});

describe('the demo catalogue’s points cards', () => {
  it('name their currency, which gives the ratio, and are valid terms', () => {
    const rewards = demoListings.card.find((listing) => listing.slug === 'citi-rewards-card');
    const terms = cardTermsSchema.parse(rewards?.terms);
    expect(terms).toMatchObject({ rewardType: 'points', pointsCurrency: 'citi-thankyou-points' });
    expect(terms).not.toHaveProperty('milesPerPoint');
  });
});
