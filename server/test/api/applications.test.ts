import { listingKindByKey, singaporeDay } from '@sg-finance/contract';
import { addDays } from '@sg-finance/finance';
import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../src/mail/index.js';
import { ApplicationReminderModel } from '../../src/models/application-reminder.model.js';
import { ApplicationModel } from '../../src/models/application.model.js';
import { NotificationSettingsModel } from '../../src/models/notification-settings.model.js';
import { UserModel } from '../../src/models/user.model.js';
import { createAlertSweeper } from '../../src/services/alert-sweeper.js';
import { applicationJobs } from '../../src/services/application-jobs.js';
import { raiseReminders } from '../../src/services/application-reminders.js';
import { signToken } from '../../src/services/token.service.js';
import { errorBody } from '../support/error-body.js';
import { listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { shownDay } from '../support/shown-day.js';
import { emptyOutbox, messagesTo } from '../support/outbox.js';
import { testPassword, useTestApi } from '../support/test-api.js';

const site = 'https://compare.example.sg';
const api = useTestApi({ SITE_URL: site });
const card = listingKindByKey('card');
const userEmail = 'user@example.test';

const today = singaporeDay(new Date());

interface Saved {
  _id: string;
  slug: string;
}

/**
 * The card terms' welcome gift: S$150 for S$800 of spend within 30 days of approval, claimed by a
 * form within 60 days of meeting the spend.
 */
const claim = { method: 'form', fromDays: 0, withinDays: 60, from: 'spendMet' };
const welcomeTerms = (minSpend: number) => ({
  rewardType: 'cashback',
  baseRate: 0.3,
  welcome: { value: 150, unit: 'SGD', minSpend, withinDays: 30, claim },
});

async function createCard(rewardOffer: object[], terms?: object): Promise<Saved> {
  const response = await sendForm(
    request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
    listingForm(card, {
      slug: 'tracked-card',
      rewardOffer: JSON.stringify(rewardOffer),
      ...(terms && { terms: JSON.stringify(terms) }),
    }),
  );
  expect(response.status).toBe(201);
  return response.body as Saved;
}

async function updateCard(id: string, fields: Record<string, object>) {
  const response = await sendForm(
    request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
    {
      id,
      ...Object.fromEntries(
        Object.entries(fields).map(([name, value]) => [name, JSON.stringify(value)]),
      ),
    },
  );
  expect(response.status).toBe(200);
}

const apply = (body: object, auth = api.userAuth) =>
  request(api.app).post('/api/me/applications').set('Authorization', auth).send(body);
const listOf = (auth = api.userAuth) =>
  request(api.app).get('/api/me/applications').set('Authorization', auth).expect(200);

/** One run of the sweep job with the tracker's jobs, as the timer of some instance runs it. */
function sweep() {
  const mail = { mailer: createMailer(api.config.mail), siteUrl: site };
  return createAlertSweeper(mail, [applicationJobs(mail, api.config.jwtSecret)]).sweep();
}

async function otherUserAuth(): Promise<string> {
  const other = await UserModel.create({
    name: 'Olga Other',
    email: 'other@example.test',
    passwordHash: 'not-a-real-hash',
    isAdmin: false,
  });
  return `Bearer ${signToken(other._id.toString(), api.config)}`;
}

beforeEach(() => emptyOutbox(api));

describe('POST /api/me/applications', () => {
  it('records the application with the offer as it stood then: a later change moves nothing', async () => {
    const product = await createCard([{ description: 'S$150 cashback', tag: 'New' }]);

    const created = await apply({ kind: 'card', productId: product._id, appliedOn: today }).expect(
      201,
    );
    await updateCard(product._id, { rewardOffer: [{ description: 'S$300 cashback', tag: 'New' }] });

    expect(created.body).toMatchObject({
      product: { kind: 'card', id: product._id, slug: 'tracked-card' },
      appliedOn: today,
      offer: { description: 'S$150 cashback' },
      status: 'applied',
      spend: [],
    });
    const [listed] = (await listOf()).body as { offer: { description: string } }[];
    expect(listed?.offer.description).toBe('S$150 cashback');
  });

  it('keeps the minimum spend of the application day when the offer asks more later', async () => {
    const product = await createCard([{ description: 'S$150 cashback' }], welcomeTerms(800));
    const appliedOn = addDays(today, -3);
    const created = await apply({
      kind: 'card',
      productId: product._id,
      appliedOn,
      approvedOn: appliedOn,
    }).expect(201);
    await updateCard(product._id, { terms: welcomeTerms(1500) });

    const { body } = await request(api.app)
      .get(`/api/me/applications/${(created.body as { id: string }).id}`)
      .set('Authorization', api.userAuth)
      .expect(200);
    expect(body.offer).toEqual({
      description: 'S$150 cashback',
      minSpend: 800,
      withinDays: 30,
      claim,
    });
    // Approved 3 days ago, 30 days to spend: the last day is in 27 days.
    expect(body.deadlines).toEqual([{ name: 'spend-by', day: addDays(today, 27) }]);
    expect(body.progress).toEqual({ minSpend: 800, counted: 0 });
    // Applied today, after the change: the new terms.
    const later = await apply({ kind: 'card', productId: product._id, appliedOn: today }).expect(
      201,
    );
    expect(later.body.offer.minSpend).toBe(1500);
  });

  it('marks an application made after the offer ended forfeited, with the reason', async () => {
    const ended = addDays(today, -10);
    const product = await createCard([{ description: 'S$150 cashback', expiresAt: ended }]);
    const appliedOn = addDays(today, -5);

    const created = await apply({ kind: 'card', productId: product._id, appliedOn }).expect(201);

    expect(created.body).toMatchObject({
      status: 'forfeited',
      reason: `Applied on ${appliedOn}, after the offer ended on ${ended}`,
    });
  });

  it.each([
    [
      'an approval before the application',
      { appliedOn: today, approvedOn: addDays(today, -1) },
      `approvedOn: must not be before the application day (${today})`,
    ],
    [
      'a date more than a year ahead',
      { appliedOn: addDays(today, 367) },
      'appliedOn: must not be more than a year ahead',
    ],
    [
      'a date that is not one',
      { appliedOn: '2026-02-30' },
      'appliedOn: must be a date as YYYY-MM-DD',
    ],
  ])('answers 400 for %s and stores nothing', async (_case, days, message) => {
    const product = await createCard([{ description: 'S$150 cashback' }]);
    const before = await api.snapshot();

    const response = await apply({ kind: 'card', productId: product._id, ...days }).expect(400);

    expect(response.body).toEqual(errorBody(message));
    expect(await api.snapshot()).toEqual(before);
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await apply({
      kind: 'card',
      productId: '0123456789abcdef01234567',
      appliedOn: today,
    }).expect(404);
    expect(response.body).toEqual(errorBody('No credit card has this id.'));
    expect(await ApplicationModel.countDocuments()).toBe(0);
  });

  it('answers 401 without sign-in', async () => {
    await request(api.app).get('/api/me/applications').expect(401);
  });
});

describe('changing an application', () => {
  async function applied() {
    const product = await createCard([{ description: 'S$150 cashback' }]);
    const created = await apply({
      kind: 'card',
      productId: product._id,
      appliedOn: addDays(today, -3),
    }).expect(201);
    return created.body as { id: string };
  }

  it('records the approval and the spend, which the answer counts', async () => {
    const { id } = await applied();
    const auth = api.userAuth;

    const approved = await request(api.app)
      .put(`/api/me/applications/${id}/days`)
      .set('Authorization', auth)
      .send({ approvedOn: addDays(today, -1) })
      .expect(200);
    const spent = await request(api.app)
      .post(`/api/me/applications/${id}/spend`)
      .set('Authorization', auth)
      .send({ on: today, amount: 120.5 })
      .expect(200);

    expect(approved.body).toMatchObject({ approvedOn: addDays(today, -1) });
    expect(spent.body).toMatchObject({ spend: [{ on: today, amount: 120.5 }] });
    expect(spent.body.progress.counted).toBe(120.5);
  });

  it.each<[string, 'put' | 'post', string, () => object, () => string]>([
    [
      'an approval before its application',
      'put',
      'days',
      () => ({ approvedOn: addDays(today, -4) }),
      () => `approvedOn: must not be before the application day (${addDays(today, -3)})`,
    ],
    [
      'a negative spend',
      'post',
      'spend',
      () => ({ on: today, amount: -5 }),
      () => 'amount: must not be negative',
    ],
    [
      'a spend more than a year ahead',
      'post',
      'spend',
      () => ({ on: addDays(today, 400), amount: 5 }),
      () => 'on: must not be more than a year ahead',
    ],
  ])('answers 400 for %s and changes nothing', async (_case, method, part, body, message) => {
    const { id } = await applied();
    const before = await api.snapshot();

    const response = await request(api.app)
      [method](`/api/me/applications/${id}/${part}`)
      .set('Authorization', api.userAuth)
      .send(body())
      .expect(400);

    expect(response.body).toEqual(errorBody(message()));
    expect(await api.snapshot()).toEqual(before);
  });

  it('refuses another user’s application, reading or writing, and changes nothing', async () => {
    const { id } = await applied();
    const other = await otherUserAuth();
    const before = await api.snapshot();
    const refused = errorBody('No application of yours has this id.');

    const calls = [
      request(api.app).get(`/api/me/applications/${id}`),
      request(api.app).put(`/api/me/applications/${id}/days`).send({ approvedOn: today }),
      request(api.app).post(`/api/me/applications/${id}/spend`).send({ on: today, amount: 10 }),
      request(api.app).delete(`/api/me/applications/${id}`),
    ];
    for (const call of calls) {
      const response = await call.set('Authorization', other).expect(404);
      expect(response.body).toEqual(refused);
    }
    expect((await listOf(other)).body).toEqual([]);
    expect(await api.snapshot()).toEqual(before);
  });

  it('stops tracking an application', async () => {
    const { id } = await applied();
    const response = await request(api.app)
      .delete(`/api/me/applications/${id}`)
      .set('Authorization', api.userAuth)
      .expect(200);
    expect(response.body).toEqual([]);
    expect(await ApplicationModel.countDocuments()).toBe(0);
  });
});

describe('reminders and the calendar', () => {
  /** Applied and approved 25 days ago: the last day to spend is in 5 days. */
  async function approvedApplication(): Promise<string> {
    const product = await createCard([{ description: 'S$150 cashback' }], welcomeTerms(800));
    const created = await apply({
      kind: 'card',
      productId: product._id,
      appliedOn: addDays(today, -25),
      approvedOn: addDays(today, -25),
    }).expect(201);
    return (created.body as { id: string }).id;
  }

  it('works out the deadlines and mails one reminder 7 days ahead, whatever the number of sweeps', async () => {
    const id = await approvedApplication();
    const spendBy = addDays(today, 5);

    const answer = await request(api.app)
      .get(`/api/me/applications/${id}`)
      .set('Authorization', api.userAuth)
      .expect(200);
    expect(answer.body.deadlines).toEqual([{ name: 'spend-by', day: spendBy }]);

    await Promise.all([sweep(), sweep(), sweep()]);
    await sweep();

    const mails = await messagesTo(api, userEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Reminder: Test credit card');
    expect(mails[0]?.text).toContain(
      `Test credit card: Minimum spend by ${shownDay(spendBy)}: 5 days left, S$800 more to spend`,
    );
    expect(mails[0]?.text).toContain(`${site}/me/applications`);
    const alerts = await request(api.app)
      .get('/api/me/alerts')
      .set('Authorization', api.userAuth)
      .expect(200);
    expect(alerts.body.data).toMatchObject([
      {
        reason: 'reminder',
        summary: `Minimum spend by ${spendBy}: 5 days left, S$800 more to spend`,
      },
    ]);
  });

  it('checks each application once a day: 3 days later the 2-day reminder comes, once', async () => {
    await approvedApplication();
    await sweep();
    const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);

    expect(await raiseReminders(inThreeDays)).toBe(1);
    expect(await raiseReminders(inThreeDays)).toBe(0);

    const reminders = await ApplicationReminderModel.find().sort({ at: 1 }).lean();
    expect(reminders.map(({ kind, deadline, day }) => ({ kind, deadline, day }))).toEqual([
      { kind: 'due-in-7-days', deadline: 'spend-by', day: addDays(today, 5) },
      { kind: 'due-in-2-days', deadline: 'spend-by', day: addDays(today, 5) },
    ]);
  });

  it('says "claim now" once the spend meets the minimum', async () => {
    const id = await approvedApplication();
    // A claim form within 60 days of meeting the spend, as the offer's claim terms say.
    await ApplicationModel.updateOne(
      { _id: id },
      {
        $set: { 'offer.claim': { method: 'form', fromDays: 0, withinDays: 60, from: 'spendMet' } },
      },
    );
    await request(api.app)
      .post(`/api/me/applications/${id}/spend`)
      .set('Authorization', api.userAuth)
      .send({ on: addDays(today, -1), amount: 800 })
      .expect(200);
    await sweep();

    // The 7-day reminder of the spend came when the application was recorded.
    const mails = await vi.waitFor(async () => {
      const sent = await messagesTo(api, userEmail);
      if (sent.length < 2) throw new Error(`${sent.length} mails so far`);
      return sent;
    });
    const lines = mails.map((mail) => mail.text.split('\n')[2]);
    expect(lines.sort()).toEqual([
      `Test credit card: Minimum spend by ${shownDay(addDays(today, 5))}: 5 days left, S$800 more to spend`,
      `Test credit card: Minimum spend met: claim now, the claim form by ${shownDay(addDays(today, 59))}`,
    ]);
  });

  it('sends no reminder of a kind the user turned off', async () => {
    await request(api.app)
      .put('/api/me/notification-settings')
      .set('Authorization', api.userAuth)
      .send({ remindersOff: ['due-in-7-days'], digest: false })
      .expect(200);
    await approvedApplication();
    await sweep();
    expect(await messagesTo(api, userEmail)).toEqual([]);
  });

  it('downloads the deadlines as an iCalendar file of all-day events', async () => {
    await approvedApplication();
    const response = await request(api.app)
      .get('/api/me/applications/calendar.ics')
      .set('Authorization', api.userAuth)
      .expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=my-applications.ics',
    );
    expect(response.text).toContain('BEGIN:VCALENDAR');
    expect(response.text).toContain(`DTSTART;VALUE=DATE:${addDays(today, 5).replaceAll('-', '')}`);
    expect(response.text).toContain('SUMMARY:Minimum spend by: Test credit card');
  });
});

describe('the weekly digest', () => {
  const settings = (body: object) =>
    request(api.app)
      .put('/api/me/notification-settings')
      .set('Authorization', api.userAuth)
      .send(body);

  it('is off until turned on; then one mail a week, with a one-click unsubscribe', async () => {
    await createCard([{ description: 'S$150 cashback' }]);
    await sweep();
    expect(await messagesTo(api, userEmail)).toEqual([]);

    await settings({ remindersOff: [], digest: true }).expect(200);
    // Several instances at once: one digest between them.
    await Promise.all([sweep(), sweep(), sweep()]);
    const digests = await vi.waitFor(async () => {
      const messages = await messagesTo(api, userEmail);
      if (messages.length === 0) throw new Error('no digest yet');
      return messages;
    });
    await sweep();
    expect(await messagesTo(api, userEmail)).toHaveLength(1);

    const [digest] = digests;
    expect(digest?.subject).toBe('Your weekly digest from SG Finance Rewards');
    expect(digest?.text).toContain('Offers you could still get');
    expect(digest?.text).toContain('Test credit card: S$150 cashback');
    expect(digest?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(digest?.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(oneClick).toMatch(new RegExp(`^${site}/api/digest/unsubscribe\\?token=`));
    expect(digest?.text).toContain(`${site}/digest/unsubscribe?token=`);

    // The mail program's one-click POST, with no sign-in.
    const url = new URL(oneClick!);
    const response = await request(api.app)
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(response.body).toEqual({ message: 'You will get no more weekly digests.' });
    const stored = await request(api.app)
      .get('/api/me/notification-settings')
      .set('Authorization', api.userAuth)
      .expect(200);
    expect(stored.body).toEqual({ remindersOff: [], digest: false });
  });

  it('refuses a token the site did not sign and changes nothing', async () => {
    const user = await UserModel.findOne({ email: userEmail }).lean();
    await NotificationSettingsModel.create({ _id: user?._id, remindersOff: [], digest: true });
    const before = await api.snapshot();

    const response = await request(api.app)
      .post(`/api/digest/unsubscribe?token=${String(user?._id)}.forged`)
      .expect(400);

    expect(response.body).toEqual(errorBody('This unsubscribe link is not valid.'));
    expect(await api.snapshot()).toEqual(before);
  });

  it('refuses a reminder kind that is not one', async () => {
    const response = await settings({ remindersOff: ['sometimes'], digest: false }).expect(400);
    expect(response.body.message).toMatch(/^remindersOff\.0: must be one of due-in-7-days/);
    expect(await NotificationSettingsModel.countDocuments()).toBe(0);
  });
});

describe('personal data', () => {
  it('puts applications and digest settings in the download, and deletes them with the account', async () => {
    const product = await createCard([{ description: 'S$150 cashback' }]);
    await apply({ kind: 'card', productId: product._id, appliedOn: today }).expect(201);
    await request(api.app)
      .put('/api/me/notification-settings')
      .set('Authorization', api.userAuth)
      .send({ remindersOff: ['claim-now'], digest: true })
      .expect(200);

    const data = await request(api.app)
      .get('/api/me/data')
      .set('Authorization', api.userAuth)
      .expect(200);
    expect(data.body.applications.applications).toMatchObject([
      { appliedOn: today, offer: { description: 'S$150 cashback' } },
    ]);
    expect(data.body.notificationSettings).toMatchObject({
      remindersOff: ['claim-now'],
      digest: true,
    });

    await request(api.app)
      .delete('/api/me')
      .set('Authorization', api.userAuth)
      .send({ password: testPassword })
      .expect(200);
    expect(await ApplicationModel.countDocuments()).toBe(0);
    expect(await NotificationSettingsModel.countDocuments()).toBe(0);
  });
});
