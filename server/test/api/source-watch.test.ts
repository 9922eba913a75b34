import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listingKindByKey } from '@sg-finance/contract';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingModel } from '../../src/models/listing.model.js';
import { SourceCheckModel } from '../../src/models/source-check.model.js';
import { RevisionModel } from '../../src/models/revision.model.js';
import {
  watchSources,
  type SourceWatchSettings,
} from '../../src/services/source-watch/source-watch.service.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();

/** Two bank pages stood in for by a local server, each counting its fetches. */
const pages = new Map<string, { type: string; body: string | Buffer }>();
const fetches = new Map<string, number>();
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    fetches.set(path, (fetches.get(path) ?? 0) + 1);
    const page = pages.get(path);
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': page.type }).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const settings: SourceWatchSettings = {
  everyMs: 24 * 3_600_000,
  hostGapMs: 0,
  timeoutMs: 20_000,
  maxBytes: 1024 * 1024,
  maxRedirects: 5,
  allowed: new Set(['127.0.0.1']),
  userAgent: 'SGFinanceRewardsSourceWatch/1.0 (+http://localhost/how-we-rank)',
};

const day = 24 * 3_600_000;
const firstRun = new Date('2026-11-20T02:00:00Z');
const nextDay = new Date(firstRun.getTime() + day);

function html(rateSentence: string) {
  return {
    type: 'text/html; charset=utf-8',
    body: `<html><body><h1>Miles Card</h1><p>${rateSentence}</p><p>Annual fee: S$196.20 a year.</p></body></html>`,
  };
}

async function addCard(title: string, path: string, quotes?: { term: string; sentence: string }[]) {
  const slug = title.toLowerCase().replaceAll(' ', '-');
  const listing = await listingModel(listingKindByKey('card')).create({
    title,
    slug,
    category: 'DBS',
    terms: {
      source: { url: `${origin}${path}`, verifiedAt: '2026-11-18', ...(quotes && { quotes }) },
    },
  });
  return listing._id.toString();
}

function resetPages() {
  pages.clear();
  fetches.clear();
  pages.set('/a', html('Earn 4 miles per S$1 on dining.'));
  pages.set('/b', html('Earn 1.2 miles per S$1 on everything.'));
}

async function needsChecking() {
  const answer = await request(api.app)
    .get('/api/needs-checking')
    .set('Authorization', api.adminAuth)
    .expect(200);
  return answer.body as { title: string; source?: Record<string, unknown> }[];
}

describe('the watch of listings’ source pages', () => {
  it('puts only the listing whose page changed in needs-checking, with the diff and the term named', async () => {
    resetPages();
    const changedId = await addCard('Card A', '/a', [
      { term: 'earn.dining', sentence: 'Earn 4 miles per S$1 on dining.' },
      { term: 'annualFee', sentence: 'Annual fee: S$196.20 a year.' },
    ]);
    await addCard('Card B', '/b');

    expect(await watchSources(settings, { now: () => firstRun })).toEqual({
      fetched: 2,
      changed: 0,
    });
    // A first fetch only keeps the text: nothing to compare with yet.
    expect(await needsChecking()).toEqual([]);

    pages.set('/a', html('Earn 3 miles per S$1 on dining.'));
    expect(await watchSources(settings, { now: () => nextDay })).toEqual({
      fetched: 2,
      changed: 1,
    });

    const items = await needsChecking();
    expect(items.map((item) => item.title)).toEqual(['Card A']);
    const finding = items[0]!.source!;
    expect(finding.changedAt).toBe(nextDay.toISOString());
    expect(finding.missingQuotes).toEqual(['Earn rate: dining']);
    expect(
      (finding.diff as { change: string; text: string }[]).filter((part) => part.change !== 'kept'),
    ).toEqual([
      { change: 'removed', text: '4' },
      { change: 'added', text: '3' },
    ]);

    const notice = await request(api.app).get(`/api/source-changes/card/${changedId}`).expect(200);
    expect(notice.body).toEqual({ changedOn: '2026-11-21' });
    const detail = await request(api.app).get('/api/creditcards/card-a').expect(200);
    expect(detail.body[0].sourceChangedOn).toBe('2026-11-21');
    const other = await request(api.app).get('/api/creditcards/card-b').expect(200);
    expect(other.body[0].sourceChangedOn).toBeUndefined();
  });

  it('settles the change when an administrator re-verifies, by a new revision', async () => {
    resetPages();
    const id = await addCard('Card A', '/a');
    await watchSources(settings, { now: () => firstRun });
    pages.set('/a', html('Earn 3 miles per S$1 on dining.'));
    await watchSources(settings, { now: () => nextDay });
    const changed = await request(api.app).get('/api/creditcards/card-a').expect(200);
    expect(changed.body[0].sourceChangedOn).toBe('2026-11-21');
    const revisionsBefore = await RevisionModel.countDocuments();

    const answer = await request(api.app)
      .post(`/api/needs-checking/card/${id}/re-verified`)
      .set('Authorization', api.adminAuth)
      .expect(200);
    expect(answer.body.verifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const listing = await listingModel(listingKindByKey('card')).findById(id).lean();
    expect(listing?.terms).toMatchObject({ source: { verifiedAt: answer.body.verifiedAt } });
    expect(await RevisionModel.countDocuments()).toBe(revisionsBefore + 1);
    expect(await needsChecking()).toEqual([]);
    const notice = await request(api.app).get(`/api/source-changes/card/${id}`).expect(200);
    expect(notice.body).toEqual({});
    const detail = await request(api.app).get('/api/creditcards/card-a').expect(200);
    expect(detail.body[0].sourceChangedOn).toBeUndefined();
  });

  it('fetches each page once a period, with two instances running at once', async () => {
    resetPages();
    await addCard('Card A', '/a');
    await addCard('Card B', '/b');
    const runs = await Promise.all([
      watchSources(settings, { now: () => firstRun }),
      watchSources(settings, { now: () => firstRun }),
    ]);
    expect(runs.reduce((sum, run) => sum + run.fetched, 0)).toBe(2);
    expect([fetches.get('/a'), fetches.get('/b')]).toEqual([1, 1]);

    // Later the same day: nothing is due.
    const later = new Date(firstRun.getTime() + 6 * 3_600_000);
    expect(await watchSources(settings, { now: () => later })).toEqual({ fetched: 0, changed: 0 });
    expect([fetches.get('/a'), fetches.get('/b')]).toEqual([1, 1]);
  });

  it('records why a page cannot be read and goes on with the next', async () => {
    resetPages();
    pages.set('/robots.txt', { type: 'text/plain', body: 'User-agent: *\nDisallow: /private' });
    pages.set('/private', html('Earn 2 miles per S$1.'));
    pages.set('/latin', { type: 'text/html; charset=utf-8', body: Buffer.from([0x46, 0xe9]) });
    const outsideId = await addCard('Card Outside', '/a');
    await listingModel(listingKindByKey('card')).updateOne(
      { _id: outsideId },
      { $set: { 'terms.source.url': 'http://10.20.30.40/rates' } },
    );
    await addCard('Card Private', '/private');
    await addCard('Card Latin', '/latin');
    await addCard('Card Gone', '/gone');
    await addCard('Card B', '/b');
    const before = await listingModel(listingKindByKey('card')).find().lean();

    expect(await watchSources(settings, { now: () => firstRun })).toEqual({
      fetched: 5,
      changed: 0,
    });

    const problems = Object.fromEntries(
      (await needsChecking()).map((item) => [item.title, item.source?.problem]),
    );
    expect(problems).toEqual({
      'Card Outside':
        'The address 10.20.30.40 is private or local: only public addresses are fetched.',
      'Card Private': "The site's robots.txt does not allow us to read this page.",
      'Card Latin': 'The page is not valid utf-8 text.',
      'Card Gone': 'The page answered HTTP 404.',
    });
    expect((await SourceCheckModel.find().lean()).filter((check) => check.textHash)).toHaveLength(
      1,
    );
    // The listings themselves are as they were.
    expect(await listingModel(listingKindByKey('card')).find().lean()).toEqual(before);
  });

  it('answers bad targets with a clear message and changes nothing', async () => {
    resetPages();
    const unsourced = await listingModel(listingKindByKey('card')).create({
      title: 'No Source',
      slug: 'no-source',
      category: 'DBS',
    });
    const snapshot = await api.snapshot();
    const noSource = await request(api.app)
      .post(`/api/needs-checking/card/${unsourced._id.toString()}/re-verified`)
      .set('Authorization', api.adminAuth)
      .expect(400);
    expect(noSource.body.message).toBe('This listing has no source page to re-verify.');
    const badKind = await request(api.app)
      .post(`/api/needs-checking/boat/${unsourced._id.toString()}/re-verified`)
      .set('Authorization', api.adminAuth)
      .expect(400);
    expect(badKind.body.message).toBe(
      'kind: must be one of card, investment, insurance, loan, saving, deposit',
    );
    const visitor = await request(api.app)
      .post(`/api/needs-checking/card/${unsourced._id.toString()}/re-verified`)
      .set('Authorization', api.userAuth)
      .expect(403);
    expect(visitor.body.message).toMatch(/admin/i);
    const missing = await request(api.app)
      .get('/api/source-changes/card/0123456789abcdef01234567')
      .expect(404);
    expect(missing.body.message).toBe('Credit card not found');
    expect(await api.snapshot()).toEqual(snapshot);
  });
});
