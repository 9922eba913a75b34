import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingKinds } from '@sg-finance/contract';
import { listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

const api = useTestApi();
const card = listingKinds[0]!;
const link = 'https://www.dbs.com.sg/';

function offers(list: readonly Record<string, unknown>[]): string {
  return JSON.stringify(list.map((offer) => ({ description: 'Gift', tag: 'New', link, ...offer })));
}

function create(rewardOffer: string) {
  const test = request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth);
  return sendForm(test, listingForm(card, { slug: 'offer', rewardOffer }));
}

describe('reward offer expiry', () => {
  it('stores and returns an expiry date, and none when it is empty, null or absent', async () => {
    const response = await create(
      offers([
        { expiresAt: '2026-12-31' },
        { expiresAt: '' },
        { expiresAt: null },
        { description: 'No end' },
      ]),
    ).expect(201);

    const expected = [
      { description: 'Gift', tag: 'New', link, expiresAt: '2026-12-31' },
      { description: 'Gift', tag: 'New', link },
      { description: 'Gift', tag: 'New', link },
      { description: 'No end', tag: 'New', link },
    ];
    expect(response.body.rewardOffer).toEqual(expected);
    const [detail] = (await request(api.app).get(`${card.apiPath}/offer`).expect(200)).body;
    expect(detail.rewardOffer).toEqual(expected);
    const [listed] = (await request(api.app).get(card.apiPath).expect(200)).body;
    expect(listed.rewardOffer).toEqual(expected);
  });

  it('keeps an expired offer: admins must still see and edit it', async () => {
    const response = await create(offers([{ expiresAt: '2001-01-01' }])).expect(201);
    expect(response.body.rewardOffer[0].expiresAt).toBe('2001-01-01');

    const updated = await sendForm(
      request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
      { id: response.body._id, rewardOffer: offers([{ expiresAt: '2030-06-15' }]) },
    ).expect(200);
    expect(updated.body.rewardOffer[0].expiresAt).toBe('2030-06-15');
  });

  it.each(['2026-02-30', '2026-13-01', '31/12/2026', '2026-1-5', 'tomorrow', '2026-12-31T00:00'])(
    'answers 400 for the expiry %s, storing nothing',
    async (expiresAt) => {
      const before = await api.snapshot();

      const response = await create(offers([{ expiresAt }])).expect(400);

      expect(response.body).toEqual(
        errorBody('rewardOffer.0.expiresAt: must be a date as YYYY-MM-DD'),
      );
      expect(await api.snapshot()).toEqual(before);
    },
  );

  it('answers 400 for an expiry that is not text', async () => {
    const response = await create(offers([{ expiresAt: 20261231 }])).expect(400);
    expect(response.body).toEqual(
      errorBody('rewardOffer.0.expiresAt: must be a date as YYYY-MM-DD'),
    );
  });
});

describe('listing timestamps', () => {
  it('returns createdAt and updatedAt as ISO strings, updatedAt moving on an edit', async () => {
    const created = await create(offers([])).expect(201);
    const { createdAt, updatedAt } = created.body;
    expect(new Date(createdAt).toISOString()).toBe(createdAt);
    expect(new Date(updatedAt).toISOString()).toBe(updatedAt);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await sendForm(
      request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
      { id: created.body._id, subtitle: 'Changed' },
    ).expect(200);

    const [detail] = (await request(api.app).get(`${card.apiPath}/offer`).expect(200)).body;
    expect(detail.createdAt).toBe(createdAt);
    expect(Date.parse(detail.updatedAt)).toBeGreaterThan(Date.parse(updatedAt));
    const [listed] = (await request(api.app).get(card.apiPath).expect(200)).body;
    expect(listed).toMatchObject({ createdAt, updatedAt: detail.updatedAt });
  });
});
