import { listingKindByKey, singaporeDay } from '@sg-finance/contract';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { RevisionModel } from '../../src/models/revision.model.js';
import { errorBody } from '../support/error-body.js';
import { listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();
const card = listingKindByKey('card');

const cardTerms = (annualFee: number) => ({
  rewardType: 'cashback',
  annualFee,
  baseRate: 0.3,
  earn: [{ category: 'dining', rate: 5 }],
});

interface Answer {
  _id: string;
  slug: string;
  title: string;
  terms?: { annualFee?: number };
}

async function createCard(slug: string, fields: Record<string, string> = {}): Promise<Answer> {
  const response = await sendForm(
    request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
    listingForm(card, { slug, title: slug, terms: JSON.stringify(cardTerms(100)), ...fields }),
  );
  expect(response.status).toBe(201);
  return response.body as Answer;
}

async function updateCard(id: string, fields: Record<string, string>): Promise<void> {
  const response = await sendForm(
    request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
    { id, ...fields },
  );
  expect(response.status).toBe(200);
}

async function deleteCard(id: string): Promise<void> {
  const response = await request(api.app)
    .delete(`${card.apiPath}/delete/${id}`)
    .set('Authorization', api.adminAuth);
  expect(response.status).toBe(200);
}

/** Moves revision `number` of a record to `at`, as if it had been saved then. */
async function backdate(id: string, number: number, at: string): Promise<void> {
  const moved = await RevisionModel.updateOne({ recordId: id, number }, { $set: { at } });
  expect(moved.modifiedCount).toBe(1);
}

async function list(query: string) {
  const response = await request(api.app).get(`${card.apiPath}${query}`);
  expect(response.status).toBe(200);
  return {
    items: response.body as Answer[],
    total: Number(response.headers['x-total-count']),
    link: String(response.headers.link),
  };
}

const slugsAndFees = (items: Answer[]) => items.map((item) => [item.slug, item.terms?.annualFee]);

/**
 * Three cards: `edited` created on 1 Jan 2026 (Singapore) at a fee of S$100 and raised to S$200
 * today, `gone` created on 1 Jan and deleted today, `later` created today.
 */
async function catalogueWithHistory() {
  const edited = await createCard('edited', { priority: '9' });
  await backdate(edited._id, 0, '2026-01-01T02:00:00.000Z');
  const gone = await createCard('gone', { priority: '5' });
  await backdate(gone._id, 0, '2026-01-01T03:00:00.000Z');
  await updateCard(edited._id, { terms: JSON.stringify(cardTerms(200)) });
  await deleteCard(gone._id);
  await createCard('later', { priority: '1' });
  return { edited, gone };
}

describe('the list as of a day', () => {
  it('answers each card with its terms of that day: old terms, no card created later, a deleted one still there', async () => {
    await catalogueWithHistory();
    const then = await list('?asOf=2026-01-01');
    expect(slugsAndFees(then.items)).toEqual([
      ['edited', 100],
      ['gone', 100],
    ]);
    expect(then.total).toBe(2);

    const today = await list(`?asOf=${singaporeDay(new Date())}`);
    expect(slugsAndFees(today.items)).toEqual([
      ['edited', 200],
      ['later', 100],
    ]);
    const now = await list('');
    expect(slugsAndFees(now.items)).toEqual(slugsAndFees(today.items));
    expect(today.items).toEqual(now.items);
  });

  it('ends a day at midnight in Singapore, 16:00 UTC', async () => {
    const created = await createCard('edge');
    await backdate(created._id, 0, '2026-01-01T00:00:00.000Z');
    await updateCard(created._id, { terms: JSON.stringify(cardTerms(200)) });
    // 2026-01-01T16:00Z is midnight starting 2 Jan in Singapore (UTC+8): the edit belongs to 2 Jan.
    await backdate(created._id, 1, '2026-01-01T16:00:00.000Z');
    expect(slugsAndFees((await list('?asOf=2026-01-01')).items)).toEqual([['edge', 100]]);
    expect(slugsAndFees((await list('?asOf=2026-01-02')).items)).toEqual([['edge', 200]]);
  });

  it("keeps the list's filters, order and pages, with asOf in the page links", async () => {
    const edited = await createCard('alpha-dbs', { category: 'DBS', priority: '1' });
    const other = await createCard('beta-ocbc', { category: 'OCBC', priority: '2' });
    const third = await createCard('gamma-dbs', { category: 'DBS', priority: '3' });
    for (const { _id } of [edited, other, third]) await backdate(_id, 0, '2026-03-01T01:00:00Z');
    await updateCard(edited._id, { terms: JSON.stringify(cardTerms(50)) });

    expect(slugsAndFees((await list('?asOf=2026-03-01&category=DBS')).items)).toEqual([
      ['gamma-dbs', 100],
      ['alpha-dbs', 100],
    ]);
    expect(slugsAndFees((await list('?asOf=2026-03-01&q=beta')).items)).toEqual([
      ['beta-ocbc', 100],
    ]);
    expect((await list('?asOf=2026-03-01&sort=title')).items.map((item) => item.slug)).toEqual([
      'alpha-dbs',
      'beta-ocbc',
      'gamma-dbs',
    ]);
    expect(slugsAndFees((await list('?asOf=2026-03-01&maxAnnualFee=60')).items)).toEqual([]);
    expect(slugsAndFees((await list('?maxAnnualFee=60')).items)).toEqual([['alpha-dbs', 50]]);

    const second = await list('?asOf=2026-03-01&sort=-annualFee&limit=2&page=2');
    expect(second.total).toBe(3);
    // All three at S$100 on 1 Mar: ties go by id, descending, so the first created is last.
    expect(slugsAndFees(second.items)).toEqual([['alpha-dbs', 100]]);
    expect(second.link).toContain('asOf=2026-03-01');
    expect(second.link).toContain('rel="prev"');
  });

  it('rebuilds a day from the revisions once, for every page and filter, until a save', async () => {
    const created = await createCard('once');
    await backdate(created._id, 0, '2026-02-01T01:00:00Z');
    await createCard('other');
    const rebuilds = vi.spyOn(RevisionModel, 'aggregate');
    try {
      await list('?asOf=2026-02-01');
      await list('?asOf=2026-02-01&limit=1&page=1');
      await list('?asOf=2026-02-01&category=DBS');
      expect(rebuilds).toHaveBeenCalledTimes(1);
      await list('?asOf=2026-02-02');
      expect(rebuilds).toHaveBeenCalledTimes(2);
      await updateCard(created._id, { title: 'Renamed' });
      expect(slugsAndFees((await list('?asOf=2026-02-01')).items)).toEqual([['once', 100]]);
      expect(rebuilds).toHaveBeenCalledTimes(3);
    } finally {
      rebuilds.mockRestore();
    }
  });

  it("answers a later edit asOf today, though today's list was cached before it", async () => {
    const created = await createCard('cached');
    const today = `?asOf=${singaporeDay(new Date())}`;
    expect(slugsAndFees((await list(today)).items)).toEqual([['cached', 100]]);
    await updateCard(created._id, { terms: JSON.stringify(cardTerms(300)) });
    expect(slugsAndFees((await list(today)).items)).toEqual([['cached', 300]]);
  });
});

describe('a bad asOf', () => {
  const refused = async (query: string, message: string) => {
    const response = await request(api.app).get(`${card.apiPath}${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorBody(message));
  };

  it('is refused with what is wrong with it', async () => {
    await catalogueWithHistory();
    await refused('?asOf=1/1/2026', 'asOf: must be a date written YYYY-MM-DD');
    await refused('?asOf=2026-02-30', 'asOf: must be a date the calendar has');
    await refused('?asOf=2999-01-01', 'asOf: must not be after today (Singapore time)');
    await refused(
      '?asOf=2026-01-01&asOf=2026-01-02',
      'asOf: must be given once, as a date written YYYY-MM-DD',
    );
    await refused(
      '?asOf=2025-12-31',
      "asOf: must be on or after 2026-01-01, the first day the catalogue's history holds",
    );
  });

  it('is refused before any save, when there is no history', async () => {
    await refused('?asOf=2026-01-01', 'asOf: the catalogue keeps no history yet');
  });
});
