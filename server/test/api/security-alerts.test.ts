import { singaporeDay } from '@sg-finance/contract';
import { addDays } from '@sg-finance/finance';
import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../src/mail/index.js';
import { AlertModel } from '../../src/models/alert.model.js';
import { JobLeaseModel } from '../../src/models/job-lease.model.js';
import { SecurityWatchModel } from '../../src/models/security-watch.model.js';
import { UserModel } from '../../src/models/user.model.js';
import { createAlertSweeper } from '../../src/services/alert-sweeper.js';
import { signToken } from '../../src/services/token.service.js';
import { errorBody } from '../support/error-body.js';
import { emptyOutbox, messagesTo } from '../support/outbox.js';
import { testPassword, useTestApi } from '../support/test-api.js';

const site = 'https://compare.example.sg';
const api = useTestApi({ SITE_URL: site });
const userEmail = 'user@example.test';
const unconfirmedEmail = 'unconfirmed@example.test';

const today = singaporeDay(new Date());
const inDays = (days: number) => addDays(today, days);
const rates = [1.5, 1.6, 1.7, 1.8, 1.9, 2.0, 2.1, 2.2, 2.3, 2.4];

const watchSecurity = (security: string, auth = api.userAuth) =>
  request(api.app).put(`/api/me/security-watches/${security}`).set('Authorization', auth);
const alertsOf = async (auth = api.userAuth) =>
  (await request(api.app).get('/api/me/alerts').set('Authorization', auth).expect(200)).body as {
    data: { reason: string; product: { kind: string; title: string }; summary: string }[];
  };
const adminPost = (path: string, body: object) =>
  request(api.app).post(path).set('Authorization', api.adminAuth).send(body).expect(201);
const sweepAlerts = () =>
  createAlertSweeper({ mailer: createMailer(api.config.mail), siteUrl: site }).sweep();

/** An account whose address nobody confirmed: its alerts are listed, never mailed. */
async function unconfirmedAuth(): Promise<string> {
  const user = await UserModel.create({
    name: 'Una Unconfirmed',
    email: unconfirmedEmail,
    passwordHash: 'not-a-real-hash',
    isAdmin: false,
  });
  return `Bearer ${signToken(user._id.toString(), api.config)}`;
}

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

const auction = (issueCode: string, auctionDate: string, cutOffYield?: number) => ({
  issueCode,
  tenorMonths: 6,
  auctionDate,
  ...(cutOffYield === undefined ? {} : { cutOffYield }),
});
const bond = (issueMonth: string, opens: string, closes: string) => ({
  issueMonth,
  issueCode: `GX${issueMonth.replace('-', '').slice(2)}F`,
  stepUpRates: rates,
  averageReturns: rates,
  applicationOpens: opens,
  applicationCloses: closes,
});

beforeEach(() => emptyOutbox(api));

describe('/api/me/security-watches', () => {
  it('watches the next T-bill auction and Savings Bond window, lists and stops them', async () => {
    await watchSecurity('tbill').expect(200);
    const both = await watchSecurity('ssb').expect(200);
    await watchSecurity('ssb').expect(200);
    expect(both.headers['cache-control']).toBe('no-store');
    expect(both.body).toEqual([
      { security: 'ssb', since: expect.any(String) },
      { security: 'tbill', since: expect.any(String) },
    ]);
    const left = await request(api.app)
      .delete('/api/me/security-watches/tbill')
      .set('Authorization', api.userAuth)
      .expect(200);
    expect(left.body).toEqual([{ security: 'ssb', since: expect.any(String) }]);
    const again = await request(api.app)
      .delete('/api/me/security-watches/tbill')
      .set('Authorization', api.userAuth)
      .expect(404);
    expect(again.body).toEqual(errorBody('You are not watching this'));
  });

  it('refuses an unknown security and a visitor, storing nothing', async () => {
    const bad = await watchSecurity('bonds').expect(400);
    expect(bad.body.message).toContain('security: must be one of tbill, ssb');
    await request(api.app).put('/api/me/security-watches/tbill').expect(401);
    expect(await SecurityWatchModel.countDocuments()).toBe(0);
  });
});

describe('alerts of the watched securities', () => {
  it('tells a new watcher of the announced auction at once, not of past ones, and mails it', async () => {
    await adminPost('/api/tbill-auctions', auction('BS99001X', inDays(5)));
    await adminPost('/api/tbill-auctions', auction('BS99000A', inDays(-20), 1.4));
    await adminPost('/api/tbill-auctions', auction('BS98999Z', inDays(-1)));

    await watchSecurity('tbill').expect(200);
    const { data } = await alertsOf();
    expect(data).toEqual([
      expect.objectContaining({
        reason: 'next-auction',
        product: expect.objectContaining({ kind: 'tbill', title: '6-month T-bill BS99001X' }),
        summary: `Next auction on ${inDays(5)}`,
      }),
    ]);
    const [mail] = await mailsTo(userEmail, 1);
    expect(mail!.subject).toBe('6-month T-bill BS99001X: the next auction is announced');
    expect(mail!.text).toContain(`See the latest yields and dates: ${site}/government-securities`);
  });

  it('sweeps an auction announced, then its cut-off yield, to every watcher; mails only confirmed addresses', async () => {
    const otherAuth = await unconfirmedAuth();
    await watchSecurity('tbill').expect(200);
    await watchSecurity('tbill', otherAuth).expect(200);

    const created = await adminPost('/api/tbill-auctions', auction('BS99002Y', inDays(3)));
    await sweepAlerts();
    await sweepAlerts();
    expect((await alertsOf()).data.map((alert) => alert.reason)).toEqual(['next-auction']);
    expect((await alertsOf(otherAuth)).data.map((alert) => alert.reason)).toEqual(['next-auction']);

    // The auction is held: the administrator enters its cut-off yield.
    await request(api.app)
      .put(`/api/tbill-auctions/${created.body._id}`)
      .set('Authorization', api.adminAuth)
      .send(auction('BS99002Y', inDays(3), 1.38))
      .expect(200);
    await sweepAlerts();
    const { data } = await alertsOf();
    expect(data.map((alert) => [alert.reason, alert.summary])).toContainEqual([
      'auction-result',
      `Cut-off yield 1.38% a year at the auction of ${inDays(3)}`,
    ]);
    expect(data).toHaveLength(2);
    const mails = await mailsTo(userEmail, 2);
    expect(mails.map((mail) => mail.subject)).toContain(
      "6-month T-bill BS99002Y: the auction's cut-off yield is out",
    );
    expect(await messagesTo(api, unconfirmedEmail)).toEqual([]);
    expect(await AlertModel.countDocuments({ mailedAt: null })).toBe(0);
  });

  it('tells a Savings Bond window that has not closed, not one that has', async () => {
    await watchSecurity('ssb').expect(200);
    await adminPost('/api/savings-bonds', bond('2099-01', inDays(-40), inDays(-10)));
    await adminPost('/api/savings-bonds', bond('2099-02', inDays(2), inDays(20)));
    await sweepAlerts();
    const { data } = await alertsOf();
    expect(data).toEqual([
      expect.objectContaining({
        reason: 'application-window',
        product: expect.objectContaining({ kind: 'ssb', title: 'Savings Bond GX9902F' }),
        summary: `Applications open on ${inDays(2)} and close on ${inDays(20)}, for the issue of 2099-02; interest from 1.5% a year in year 1 to 2.4% in year 10`,
      }),
    ]);
  });

  it('tells an auction imported from a CSV file as one added through the form', async () => {
    await watchSecurity('tbill').expect(200);
    const csv = `issueCode,tenorMonths,auctionDate\nBS99004W,6,${inDays(6)}\n`;
    await request(api.app)
      .post('/api/tbill-auctions/import')
      .set('Authorization', api.adminAuth)
      .attach('file', Buffer.from(csv), { filename: 'mas.csv', contentType: 'text/csv' })
      .expect(200);
    await sweepAlerts();
    expect((await alertsOf()).data.map((alert) => alert.summary)).toEqual([
      `Next auction on ${inDays(6)}`,
    ]);
  });

  it('raises nothing while another instance holds the sweep lease', async () => {
    await watchSecurity('tbill').expect(200);
    await JobLeaseModel.updateOne(
      { _id: 'alert-sweep' },
      { $set: { holder: 'another-instance', until: new Date(Date.now() + 60_000) } },
      { upsert: true },
    );
    await adminPost('/api/tbill-auctions', auction('BS99003Z', inDays(4)));
    await sweepAlerts();
    expect(await AlertModel.countDocuments()).toBe(0);
  });

  it("puts the security watches in the user's data download and erases them with the account", async () => {
    await watchSecurity('ssb').expect(200);
    const data = await request(api.app)
      .get('/api/me/data')
      .set('Authorization', api.userAuth)
      .expect(200);
    expect(data.body.securityWatches).toEqual([{ security: 'ssb', since: expect.any(String) }]);
    await request(api.app)
      .delete('/api/me')
      .set('Authorization', api.userAuth)
      .send({ password: testPassword })
      .expect(200);
    expect(await SecurityWatchModel.countDocuments()).toBe(0);
  });
});
