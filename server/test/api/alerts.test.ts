import {
  listingKindByKey,
  MAX_WATCHES,
  singaporeDay,
  type ListingKind,
} from '@sg-finance/contract';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app.js';
import { createMailer } from '../../src/mail/index.js';
import { AlertModel } from '../../src/models/alert.model.js';
import { listingModel } from '../../src/models/listing.model.js';
import { RevisionModel } from '../../src/models/revision.model.js';
import { UserModel } from '../../src/models/user.model.js';
import { WatchModel } from '../../src/models/watch.model.js';
import { JobLeaseModel } from '../../src/models/job-lease.model.js';
import { SweptRevisionModel } from '../../src/models/swept-revision.model.js';
import { alertsOfEndingOffers } from '../../src/services/alert-sweep.js';
import { createAlertSweeper } from '../../src/services/alert-sweeper.js';
import { ALERT_READS_PER_MINUTE, alertMessages } from '../../src/services/alert.service.js';
import { repairAllRevisions } from '../../src/services/revision-repair.js';
import { signToken } from '../../src/services/token.service.js';
import { placeUnplacedWatches, watchMessages } from '../../src/services/watch.service.js';
import { errorBody } from '../support/error-body.js';
import { listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { emptyOutbox, messagesTo } from '../support/outbox.js';
import { shownDay } from '../support/shown-day.js';
import { testPassword, useTestApi } from '../support/test-api.js';

const site = 'https://compare.example.sg';
const api = useTestApi({ SITE_URL: site });
const card = listingKindByKey('card');
const loan = listingKindByKey('loan');
const userEmail = 'user@example.test';

const cardTerms = (welcome: number) => ({
  rewardType: 'cashback',
  baseRate: 0.3,
  welcome: { value: welcome, unit: 'SGD' },
});
const raisedSummary = 'Welcome gift raised from S$200 to S$350';

interface Saved {
  _id: string;
  slug: string;
}

async function create(kind: ListingKind, fields: Record<string, string>): Promise<Saved> {
  const response = await sendForm(
    request(api.app).post(`${kind.apiPath}/create`).set('Authorization', api.adminAuth),
    listingForm(kind, fields),
  );
  expect(response.status).toBe(201);
  return response.body as Saved;
}

async function update(kind: ListingKind, id: string, fields: Record<string, string>) {
  // Saves of one millisecond are ordered by id; a pause keeps the order plain.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const response = await sendForm(
    request(api.app).put(`${kind.apiPath}/update`).set('Authorization', api.adminAuth),
    { id, ...fields },
  );
  expect(response.status).toBe(200);
}

const createCard = (slug: string) =>
  create(card, { slug, title: 'Everyday Card', terms: JSON.stringify(cardTerms(200)) });
const raiseGift = (id: string) => update(card, id, { terms: JSON.stringify(cardTerms(350)) });

const watch = (kind: string, id: string, auth = api.userAuth) =>
  request(api.app).put(`/api/me/watches/${kind}/${id}`).set('Authorization', auth);
const unwatch = (kind: string, id: string, auth = api.userAuth) =>
  request(api.app).delete(`/api/me/watches/${kind}/${id}`).set('Authorization', auth);
const alertsOf = (auth = api.userAuth) =>
  request(api.app).get('/api/me/alerts').set('Authorization', auth).expect(200);

/** One run of the alert sweep job, as the timer of some instance runs it. */
const sweepAlerts = () =>
  createAlertSweeper({ mailer: createMailer(api.config.mail), siteUrl: site }).sweep();

/** A second ordinary account, signed in. */
async function otherUserAuth(): Promise<string> {
  const other = await UserModel.create({
    name: 'Olga Other',
    email: 'other@example.test',
    passwordHash: 'not-a-real-hash',
    isAdmin: false,
  });
  return `Bearer ${signToken(other._id.toString(), api.config)}`;
}

/** Waits for the mails sent after an answer. */
async function mailsTo(to: string, count: number) {
  return vi.waitFor(
    async () => {
      const messages = await messagesTo(api, to);
      if (messages.length < count) throw new Error(`${messages.length} mails to ${to} so far`);
      return messages;
    },
    { timeout: 5000, interval: 50 },
  );
}

beforeEach(() => emptyOutbox(api));

describe('/api/me/watches', () => {
  it('watches a product, lists it with its title, and stops watching it', async () => {
    const everyday = await createCard('everyday-card');

    const watched = await watch('card', everyday._id).expect(200);
    await watch('card', everyday._id).expect(200);

    expect(watched.headers['cache-control']).toBe('no-store');
    expect(watched.body).toEqual([
      {
        kind: 'card',
        id: everyday._id,
        title: 'Everyday Card',
        slug: 'everyday-card',
        since: expect.any(String),
      },
    ]);
    expect(await WatchModel.countDocuments()).toBe(1);
    const listed = await request(api.app)
      .get('/api/me/watches')
      .set('Authorization', api.userAuth)
      .expect(200);
    expect(listed.body).toEqual(watched.body);

    const after = await unwatch('card', everyday._id).expect(200);
    expect(after.body).toEqual([]);
    const again = await unwatch('card', everyday._id).expect(404);
    expect(again.body).toEqual(errorBody(watchMessages.notWatched));
  });

  it('answers 404 for an unknown product, 400 for a bad kind or id, 401 signed out: nothing stored', async () => {
    const unknownId = new Types.ObjectId().toString();
    const unknown = await watch('card', unknownId).expect(404);
    expect(unknown.body).toEqual(
      errorBody(`Credit card not found: no credit card has the id ${unknownId}`),
    );
    const loanOnly = await create(loan, { title: 'A loan' });
    const wrongKind = await watch('card', loanOnly._id).expect(404);
    expect(wrongKind.body.message).toMatch(/^Credit card not found/);

    const badKind = await watch('boat', unknownId).expect(400);
    expect(badKind.body.message).toMatch(/^kind: must be one of card, /);
    const badId = await watch('card', 'not-an-id').expect(400);
    expect(badId.body).toEqual(errorBody('id: must be a product id (24 hexadecimal digits)'));
    const signedOut = await request(api.app)
      .put(`/api/me/watches/card/${loanOnly._id}`)
      .expect(401);
    expect(signedOut.body).toEqual(errorBody('Please sign in to do this'));
    expect(await WatchModel.countDocuments()).toBe(0);
  });

  it(`refuses a watch past ${MAX_WATCHES} and keeps the ones there`, async () => {
    const user = await UserModel.findOne({ email: userEmail }).orFail();
    await WatchModel.insertMany(
      Array.from({ length: MAX_WATCHES }, () => ({
        userId: user._id,
        kind: 'card',
        productId: new Types.ObjectId(),
        createdAt: new Date(),
      })),
    );
    const everyday = await createCard('everyday-card');

    const refused = await watch('card', everyday._id).expect(400);

    expect(refused.body).toEqual(
      errorBody(`You can watch at most ${MAX_WATCHES} products: stop watching one first`),
    );
    expect(await WatchModel.countDocuments()).toBe(MAX_WATCHES);
  });

  it(`stores no more than ${MAX_WATCHES} watches from ${MAX_WATCHES + 13} concurrent requests`, async () => {
    const user = await UserModel.findOne({ email: userEmail }).orFail();
    const products = await listingModel(card).insertMany(
      Array.from({ length: MAX_WATCHES + 13 }, (_, index) => ({
        ...listingForm(card),
        terms: cardTerms(200),
        slug: `card-${index}`,
        title: `Card ${index}`,
        tiers: {},
        rewardOffer: [],
        details: {},
      })),
    );

    const answers = await Promise.all(
      products.map((product) => watch('card', String(product._id))),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MAX_WATCHES);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(13);
    expect(refused[0]!.body).toEqual(errorBody(watchMessages.tooMany));
    expect(await WatchModel.countDocuments({ userId: user._id })).toBe(MAX_WATCHES);
  }, 60_000);

  it('gives watches stored before places existed a place each at start-up', async () => {
    const user = await UserModel.findOne({ email: userEmail }).orFail();
    await WatchModel.collection.insertMany(
      Array.from({ length: 3 }, () => ({
        userId: user._id,
        kind: 'card',
        productId: new Types.ObjectId(),
        createdAt: new Date(),
      })),
    );
    expect(await placeUnplacedWatches()).toBe(3);
    const slots = (await WatchModel.find().lean()).map((stored) => stored.slot);
    expect(new Set(slots).size).toBe(3);
    expect(await placeUnplacedWatches()).toBe(0);
  });
});

describe('/api/me/alerts', () => {
  it('raises one alert for the watcher of an edited card, none for another user, and mails it', async () => {
    const otherAuth = await otherUserAuth();
    const everyday = await createCard('everyday-card');
    const other = await createCard('other-card');
    await watch('card', everyday._id).expect(200);
    await watch('card', other._id, otherAuth).expect(200);

    await raiseGift(everyday._id);
    await sweepAlerts();
    const answer = await alertsOf();

    expect(answer.body).toEqual({
      data: [
        {
          id: expect.any(String),
          reason: 'changed',
          product: {
            kind: 'card',
            id: everyday._id,
            title: 'Everyday Card',
            slug: 'everyday-card',
          },
          summary: raisedSummary,
          changes: [
            { field: 'terms.welcomeValue', label: 'Welcome gift', before: 'S$200', after: 'S$350' },
          ],
          at: expect.any(String),
          read: false,
        },
      ],
      unread: 1,
    });
    expect((await alertsOf(otherAuth)).body).toEqual({ data: [], unread: 0 });
    const [mail, ...more] = await mailsTo(userEmail, 1);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Everyday Card has changed');
    expect(mail!.text).toContain(`Everyday Card: ${raisedSummary}`);
    expect(mail!.text).toContain(`${site}/cards/everyday-card`);
    expect(mail!.text).toContain(`${site}/me/alerts`);
    expect(await messagesTo(api, 'other@example.test')).toEqual([]);
  });

  it('raises an alert for a held product, and none for a save that changes nothing a visitor sees', async () => {
    const everyday = await createCard('everyday-card');
    await request(api.app)
      .put('/api/me/wallet')
      .set('Authorization', api.userAuth)
      .send({
        products: [{ kind: 'card', id: everyday._id }],
        monthlyIncome: 5000,
        age: 34,
        residency: 'local',
      })
      .expect(200);

    await update(card, everyday._id, { priority: '7' });
    await sweepAlerts();
    expect((await alertsOf()).body.data).toEqual([]);

    await raiseGift(everyday._id);
    await sweepAlerts();
    const answer = await alertsOf();
    expect(answer.body.data.map((alert: { summary: string }) => alert.summary)).toEqual([
      raisedSummary,
    ]);
  });

  it('marks an alert read, one or all; another user can neither read nor mark it', async () => {
    const otherAuth = await otherUserAuth();
    const everyday = await createCard('everyday-card');
    await watch('card', everyday._id).expect(200);
    await raiseGift(everyday._id);
    await update(card, everyday._id, { title: 'Everyday Card Plus' });
    await sweepAlerts();
    const { data } = (await alertsOf()).body as { data: Array<{ id: string; summary: string }> };
    expect(data.map((alert) => alert.summary)).toEqual([
      'Name changed from Everyday Card to Everyday Card Plus',
      raisedSummary,
    ]);

    const refused = await request(api.app)
      .post(`/api/me/alerts/${data[0]!.id}/read`)
      .set('Authorization', otherAuth)
      .expect(404);
    expect(refused.body).toEqual(errorBody(alertMessages.notFound));
    expect((await alertsOf(otherAuth)).body).toEqual({ data: [], unread: 0 });
    const user = await UserModel.findOne({ email: userEmail }).orFail();
    const named = await request(api.app)
      .get(`/api/me/alerts?userId=${String(user._id)}`)
      .set('Authorization', otherAuth)
      .expect(200);
    expect(named.body).toEqual({ data: [], unread: 0 });
    const notTheirs = await unwatch('card', everyday._id, otherAuth).expect(404);
    expect(notTheirs.body).toEqual(errorBody(watchMessages.notWatched));
    expect(await WatchModel.countDocuments()).toBe(1);
    expect(await AlertModel.countDocuments({ read: false })).toBe(2);

    const marked = await request(api.app)
      .post(`/api/me/alerts/${data[0]!.id}/read`)
      .set('Authorization', api.userAuth)
      .expect(200);
    expect(marked.body).toMatchObject({ id: data[0]!.id, read: true });
    expect((await alertsOf()).body.unread).toBe(1);
    const all = await request(api.app)
      .post('/api/me/alerts/read')
      .set('Authorization', api.userAuth)
      .expect(200);
    expect(all.body.unread).toBe(0);

    const badId = await request(api.app)
      .post('/api/me/alerts/nope/read')
      .set('Authorization', api.userAuth)
      .expect(400);
    expect(badId.body).toEqual(errorBody('id: must be an alert id (24 hexadecimal digits)'));
  });

  it('tells a watched offer that ends within 7 days, once, and not one that ends later', async () => {
    const now = new Date();
    const inDays = (days: number) => singaporeDay(new Date(now.getTime() + days * 86_400_000));
    const soon = await create(card, {
      slug: 'ends-soon',
      title: 'Ends Soon Card',
      rewardOffer: JSON.stringify([
        { description: 'S$300 cashback', tag: 'New', link: '', expiresAt: inDays(6) },
        { description: 'Free luggage', tag: '', link: '', expiresAt: inDays(9) },
      ]),
    });

    await watch('card', soon._id).expect(200);
    await watch('card', soon._id).expect(200);
    const { data } = (await alertsOf()).body as {
      data: Array<{ reason: string; summary: string }>;
    };

    expect(data).toMatchObject([
      { reason: 'offer-ending', summary: `Offer ends on ${inDays(6)}: S$300 cashback` },
    ]);
    const [mail] = await mailsTo(userEmail, 1);
    expect(mail!.subject).toBe('An offer of Ends Soon Card ends soon');
    expect(mail!.text).toContain(
      `Ends Soon Card: Offer ends on ${shownDay(inDays(6))}: S$300 cashback`,
    );
  });

  it('counts the 7 days in Singapore days, today and the seventh day included', async () => {
    // 17:00 UTC on 24 November is 01:00 on 25 November in Singapore (UTC+8): today is the 25th,
    // and the seventh day after it is 2 December.
    const now = new Date('2026-11-24T17:00:00.000Z');
    const offers = ['2026-11-24', '2026-11-25', '2026-12-02', '2026-12-03'].map((day) => ({
      description: `Ends ${day}`,
      tag: '',
      link: '',
      expiresAt: day,
    }));
    const product = await create(card, {
      title: 'Dated Card',
      rewardOffer: JSON.stringify(offers),
    });
    const user = await UserModel.findOne({ email: userEmail }).orFail();
    const watches = [
      { userId: user._id, kind: 'card' as const, productId: new Types.ObjectId(product._id) },
    ];

    expect(await alertsOfEndingOffers(watches, now)).toBe(2);
    expect(await alertsOfEndingOffers(watches, now)).toBe(0);

    const summaries = (await AlertModel.find().sort({ summary: 1 }).lean()).map(
      (alert) => alert.summary,
    );
    expect(summaries).toEqual([
      'Offer ends on 2026-11-25: Ends 2026-11-25',
      'Offer ends on 2026-12-02: Ends 2026-12-02',
    ]);
  });

  it('catches up after a crash: a revision written by start-up repair becomes one alert and one mail', async () => {
    const everyday = await createCard('everyday-card');
    await watch('card', everyday._id).expect(200);
    await sweepAlerts();
    await raiseGift(everyday._id);
    // The process died after the record was written, before its revision and any sweep.
    await RevisionModel.deleteOne({ recordId: everyday._id, number: 1 });
    expect(await listingModel(card).countDocuments({ revision: 1 })).toBe(1);
    // A later save is swept first, so the mark has passed the time of the lost revision.
    const later = await createCard('later-card');
    await raiseGift(later._id);
    await sweepAlerts();
    expect((await alertsOf()).body.data).toEqual([]);

    expect(await repairAllRevisions()).toBe(1);
    await sweepAlerts();
    await sweepAlerts();

    expect(await AlertModel.find().lean()).toMatchObject([
      { summary: raisedSummary, reason: 'changed', read: false, mailedAt: expect.any(Date) },
    ]);
    expect((await messagesTo(api, userEmail)).map((mail) => mail.subject)).toEqual([
      'Everyday Card has changed',
    ]);
  });

  it("puts watches and alerts in the user's data download and erases them with the account", async () => {
    const everyday = await createCard('everyday-card');
    await watch('card', everyday._id).expect(200);
    await raiseGift(everyday._id);
    await sweepAlerts();

    const data = await request(api.app)
      .get('/api/me/data')
      .set('Authorization', api.userAuth)
      .expect(200);
    expect(data.body.watches).toMatchObject([{ kind: 'card', id: everyday._id }]);
    expect(data.body.alerts).toMatchObject([{ summary: raisedSummary }]);

    await request(api.app)
      .delete('/api/me')
      .set('Authorization', api.userAuth)
      .send({ password: testPassword })
      .expect(200);
    expect(await WatchModel.countDocuments()).toBe(0);
    expect(await AlertModel.countDocuments()).toBe(0);
  });
});

describe('the alert sweep job and the cost of reading alerts', () => {
  it('raises nothing on a read: a change is listed once the sweep job has run', async () => {
    const everyday = await createCard('everyday-card');
    await watch('card', everyday._id).expect(200);
    await raiseGift(everyday._id);

    expect((await alertsOf()).body).toEqual({ data: [], unread: 0 });
    expect(await AlertModel.countDocuments()).toBe(0);

    await sweepAlerts();
    expect((await alertsOf()).body.data).toMatchObject([{ summary: raisedSummary }]);
  });

  it('sweeps a revision once: a later sweep inside the look-back does not raise it again', async () => {
    const everyday = await createCard('everyday-card');
    await watch('card', everyday._id).expect(200);
    await raiseGift(everyday._id);
    await sweepAlerts();
    const [revision] = await RevisionModel.find({ recordId: everyday._id, number: 1 }).lean();
    expect(await SweptRevisionModel.find().lean()).toEqual([
      { _id: revision!._id, at: revision!.at },
    ]);

    // Were the revision swept again, its alert would be raised anew.
    await AlertModel.deleteMany({});
    await sweepAlerts();
    expect(await AlertModel.countDocuments()).toBe(0);
  });

  it('does not sweep while another instance holds the lease, and takes a lease that lapsed', async () => {
    const everyday = await createCard('everyday-card');
    await watch('card', everyday._id).expect(200);
    await sweepAlerts();
    await raiseGift(everyday._id);
    const lease = { _id: 'alert-sweep', holder: 'another-instance' };
    await JobLeaseModel.updateOne(
      { _id: lease._id },
      { $set: { ...lease, until: new Date(Date.now() + 60_000) } },
      { upsert: true },
    );

    await sweepAlerts();
    expect(await AlertModel.countDocuments()).toBe(0);

    await JobLeaseModel.updateOne(lease, { $set: { until: new Date(Date.now() - 1000) } });
    await sweepAlerts();
    expect(await AlertModel.countDocuments()).toBe(1);
    const [released] = await JobLeaseModel.find().lean();
    expect(released!.holder).not.toBe('another-instance');
    expect(released!.until.getTime()).toBe(0);
  });

  it(`answers 429 past ${ALERT_READS_PER_MINUTE} reads a minute of one user, counted across instances`, async () => {
    // The count is per minute of the clock: start well inside one.
    await vi.waitFor(() => expect(Date.now() % 60_000).toBeLessThan(50_000), {
      timeout: 15_000,
      interval: 200,
    });
    const otherAuth = await otherUserAuth();
    const secondInstance = createApp({ config: api.config, dbMode: 'embedded' });
    const read = (app: Express, auth = api.userAuth) =>
      request(app).get('/api/me/alerts').set('Authorization', auth);

    const half = ALERT_READS_PER_MINUTE / 2;
    for (let index = 0; index < half; index += 1) await read(api.app).expect(200);
    for (let index = 0; index < half; index += 1) await read(secondInstance).expect(200);

    const refused = await read(api.app).expect(429);
    expect(refused.body).toEqual(
      errorBody('Too many requests: please wait a minute and try again'),
    );
    await read(secondInstance).expect(429);
    await read(api.app, otherAuth).expect(200);
  });
});
