import { listingKindByKey } from '@sg-finance/contract';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../support/error-body.js';
import { listingForm, postForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();
const card = listingKindByKey('card');

const cardTerms = (cap: number) => ({
  rewardType: 'cashback',
  annualFee: 196.2,
  baseRate: 0.3,
  earn: [{ category: 'dining', rate: 5 }],
  monthlyCap: { amount: cap, on: 'bonusSpend' },
});

interface Saved {
  _id: string;
  slug: string;
  title: string;
  terms?: { monthlyCap?: { amount: number } };
}

interface RevisionAnswer {
  _id: string;
  number: number;
  operation: string;
  by: { id: string | null; name: string };
  document: Saved;
  restoredFrom?: string;
}

async function createCard(slug: string, cap: number): Promise<Saved> {
  const response = await sendForm(
    request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
    listingForm(card, { slug, terms: JSON.stringify(cardTerms(cap)) }),
  );
  expect(response.status).toBe(201);
  return response.body as Saved;
}

async function updateCard(id: string, fields: Record<string, string>): Promise<Saved> {
  const response = await sendForm(
    request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
    { id, ...fields },
  );
  expect(response.status).toBe(200);
  return response.body as Saved;
}

async function history(kind: string, id: string, query = '') {
  const response = await request(api.app)
    .get(`/api/history/${kind}/${id}${query}`)
    .set('Authorization', api.adminAuth);
  expect(response.status).toBe(200);
  return response.body as { data: RevisionAnswer[]; total: number; page: number; limit: number };
}

function restore(kind: string, id: string, revisionId: string, auth = api.adminAuth) {
  return request(api.app)
    .post(`/api/history/${kind}/${id}/restore/${revisionId}`)
    .set('Authorization', auth);
}

describe('revisions of every save', () => {
  it('keeps a create, two updates and a delete as four revisions, newest first, with the documents as saved', async () => {
    const created = await createCard('history-card', 1500);
    await updateCard(created._id, { terms: JSON.stringify(cardTerms(1000)) });
    await updateCard(created._id, { title: 'Renamed card' });
    const removed = await request(api.app)
      .delete(`${card.apiPath}/delete/${created._id}`)
      .set('Authorization', api.adminAuth);
    expect(removed.status).toBe(200);

    const { data, total } = await history('card', created._id);
    expect(total).toBe(4);
    expect(data.map((revision) => [revision.number, revision.operation])).toEqual([
      [3, 'delete'],
      [2, 'update'],
      [1, 'update'],
      [0, 'create'],
    ]);
    expect(data.map((revision) => revision.document.terms?.monthlyCap?.amount)).toEqual([
      1000, 1000, 1000, 1500,
    ]);
    expect(data.map((revision) => revision.document.title)).toEqual([
      'Renamed card',
      'Renamed card',
      'Test credit card',
      'Test credit card',
    ]);
    for (const revision of data) {
      expect(revision.by).toEqual({ id: api.adminId, name: 'Ada Admin' });
      expect(revision.document._id).toBe(created._id);
      expect(revision.document).not.toHaveProperty('revision');
      expect(revision.document).not.toHaveProperty('lastSave');
    }
  });

  it('pages the history', async () => {
    const created = await createCard('paged-card', 1500);
    await updateCard(created._id, { title: 'Second' });
    await updateCard(created._id, { title: 'Third' });
    const second = await history('card', created._id, '?page=2&limit=2');
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.data.map((revision) => revision.number)).toEqual([0]);
  });

  it('keeps the revisions of a post', async () => {
    const created = await sendForm(
      request(api.app).post('/api/posts/create').set('Authorization', api.adminAuth),
      postForm({ slug: 'history-post' }),
    );
    expect(created.status).toBe(201);
    const id = (created.body as Saved)._id;
    const removed = await request(api.app)
      .delete(`/api/posts/delete/${id}`)
      .set('Authorization', api.adminAuth);
    expect(removed.status).toBe(200);
    const { data } = await history('post', id);
    expect(data.map((revision) => revision.operation)).toEqual(['delete', 'create']);
    expect(data[1]!.document).not.toHaveProperty('bodyHtml');
  });
});

describe('restoring a revision', () => {
  it('brings back the old terms as a new revision', async () => {
    const created = await createCard('restored-card', 1500);
    await updateCard(created._id, { terms: JSON.stringify(cardTerms(1000)) });
    const first = (await history('card', created._id)).data.at(-1)!;

    const restored = await restore('card', created._id, first._id);
    expect(restored.status).toBe(200);
    expect((restored.body as Saved).terms?.monthlyCap?.amount).toBe(1500);

    const detail = await request(api.app).get(`${card.apiPath}/restored-card`);
    expect((detail.body as Saved[])[0]!.terms?.monthlyCap?.amount).toBe(1500);
    const { data } = await history('card', created._id);
    expect(data[0]).toMatchObject({ number: 2, operation: 'restore', restoredFrom: first._id });
    expect(data[0]!.document.terms?.monthlyCap?.amount).toBe(1500);
  });

  it('creates a deleted record again with its id and slug', async () => {
    const created = await createCard('deleted-card', 1200);
    await request(api.app)
      .delete(`${card.apiPath}/delete/${created._id}`)
      .set('Authorization', api.adminAuth);
    const deleted = await request(api.app)
      .get('/api/history/deleted')
      .set('Authorization', api.adminAuth);
    expect(
      (deleted.body as { data: RevisionAnswer[] }).data.map((entry) => entry.document.slug),
    ).toEqual(['deleted-card']);

    const [deleteRevision] = (await history('card', created._id)).data;
    const restored = await restore('card', created._id, deleteRevision!._id);
    expect(restored.status).toBe(200);
    const detail = await request(api.app).get(`${card.apiPath}/deleted-card`);
    expect((detail.body as Saved[])[0]).toMatchObject({ _id: created._id, slug: 'deleted-card' });
    expect((await history('card', created._id)).data[0]).toMatchObject({
      number: 2,
      operation: 'restore',
    });
    const after = await request(api.app)
      .get('/api/history/deleted')
      .set('Authorization', api.adminAuth);
    expect((after.body as { data: unknown[] }).data).toEqual([]);
  });

  it('refuses with a 409 to bring back a deleted record whose slug is taken, and changes nothing', async () => {
    const created = await createCard('taken-slug', 1200);
    await request(api.app)
      .delete(`${card.apiPath}/delete/${created._id}`)
      .set('Authorization', api.adminAuth);
    await createCard('taken-slug', 900);
    const [deleteRevision] = (await history('card', created._id)).data;
    const before = await api.snapshot();

    const refused = await restore('card', created._id, deleteRevision!._id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(
      errorBody(
        'The slug "taken-slug" is now used by another credit card: change that one\'s slug first',
      ),
    );
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('refused history calls', () => {
  it('answers 401 without a token and 403 for a reader, changing nothing', async () => {
    const created = await createCard('guarded-card', 1500);
    const [revision] = (await history('card', created._id)).data;
    const before = await api.snapshot();

    const anonymous = await request(api.app).get(`/api/history/card/${created._id}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(errorBody('Please sign in to do this'));
    const reader = await restore('card', created._id, revision!._id, api.userAuth);
    expect(reader.status).toBe(403);
    expect(reader.body).toEqual(errorBody('Only administrators can do this'));
    const readerDeleted = await request(api.app)
      .get('/api/history/deleted')
      .set('Authorization', api.userAuth);
    expect(readerDeleted.status).toBe(403);
    expect(await api.snapshot()).toEqual(before);
  });

  it('answers 404 for an id with no history and for a revision of another record', async () => {
    const created = await createCard('known-card', 1500);
    const other = await createCard('other-card', 1500);
    const [otherRevision] = (await history('card', other._id)).data;
    const before = await api.snapshot();
    const unknownId = new mongoose.Types.ObjectId().toString();

    const unknown = await request(api.app)
      .get(`/api/history/card/${unknownId}`)
      .set('Authorization', api.adminAuth);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(errorBody('Credit card not found'));
    const mismatched = await restore('card', created._id, otherRevision!._id);
    expect(mismatched.status).toBe(404);
    expect(mismatched.body).toEqual(
      errorBody(`This credit card has no revision ${otherRevision!._id}`),
    );
    expect(await api.snapshot()).toEqual(before);
  });

  it('answers 400 for a kind that keeps no history and for a malformed id', async () => {
    const created = await createCard('kind-card', 1500);
    const [revision] = (await history('card', created._id)).data;
    const before = await api.snapshot();

    const badKind = await restore('merchant', created._id, revision!._id);
    expect(badKind.status).toBe(400);
    expect(badKind.body).toEqual(
      errorBody(
        'Unknown kind "merchant": use one of card, investment, insurance, loan, saving, deposit, post, provider',
      ),
    );
    const badId = await request(api.app)
      .get('/api/history/card/not-an-id')
      .set('Authorization', api.adminAuth);
    expect(badId.status).toBe(400);
    expect(badId.body).toEqual(errorBody('id: must be a valid id'));
    expect(await api.snapshot()).toEqual(before);
  });
});
