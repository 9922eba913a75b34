import { listingKindByKey, singaporeDay, type MerchantReport } from '@sg-finance/contract';
import { addDays } from '@sg-finance/finance';
import request from 'supertest';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MerchantReportModel } from '../../src/models/merchant-report.model.js';
import { UserModel } from '../../src/models/user.model.js';
import { ensureMerchants } from '../../src/services/merchant.service.js';
import { signToken } from '../../src/services/token.service.js';
import { errorBody } from '../support/error-body.js';
import { listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();
const card = listingKindByKey('card');
const today = singaporeDay(new Date());

const merchants = [
  { name: 'Kopi Corner', aliases: [], category: 'dining' as const, excludedNote: '' },
  { name: 'Book Nook', aliases: [], category: 'other' as const, excludedNote: '' },
];

async function createCard(slug: string): Promise<string> {
  const response = await sendForm(
    request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
    listingForm(card, { slug, title: `Card ${slug}` }),
  ).expect(201);
  return (response.body as { _id: string })._id;
}

async function userAuth(email: string): Promise<string> {
  const user = await UserModel.create({
    name: email,
    email,
    passwordHash: 'not-a-real-hash',
    isAdmin: false,
  });
  return `Bearer ${signToken(user._id.toString(), api.config)}`;
}

const purchase = (overrides: object = {}) => ({
  merchant: 'kopi-corner',
  card: 'miles-one',
  day: addDays(today, -3),
  channel: 'contactless',
  mcc: '5814',
  bonusCame: 'yes',
  ...overrides,
});

function report(body: object, auth = api.userAuth) {
  return request(api.app).post('/api/me/merchant-reports').set('Authorization', auth).send(body);
}

function decide(id: string, body: object, auth = api.adminAuth) {
  return request(api.app).put(`/api/merchant-reports/${id}`).set('Authorization', auth).send(body);
}

const pageOf = async (slug: string) =>
  (await request(api.app).get(`/api/merchants/${slug}`).expect(200)).body as {
    merchant: { name: string; slug: string; evidence: unknown };
    reports: MerchantReport[];
  };

beforeEach(async () => {
  await ensureMerchants(merchants);
  await createCard('miles-one');
});

describe('POST /api/me/merchant-reports', () => {
  it('stores a signed-in user’s report, pending, and folds the same purchase reported again', async () => {
    const first = await report(purchase()).expect(201);
    expect(first.body).toMatchObject({
      message: 'Thank you: an administrator checks each report before it counts.',
      report: {
        merchant: { slug: 'kopi-corner', name: 'Kopi Corner' },
        card: { slug: 'miles-one', title: 'Card miles-one' },
        mcc: '5814',
        channel: 'contactless',
        status: 'pending',
      },
    });
    expect(first.body.report).not.toHaveProperty('userId');

    const again = await report(purchase({ mcc: '5812', bonusCame: 'no' })).expect(200);
    expect(again.body.message).toBe(
      'You had reported this purchase already: your report now says this instead.',
    );
    expect(again.body.report).toMatchObject({ _id: first.body.report._id, mcc: '5812' });
    expect(await MerchantReportModel.countDocuments()).toBe(1);
  });

  it.each([
    [{ mcc: '581' }, 'mcc: must be a merchant category code of four digits'],
    [{ mcc: 'abcd' }, 'mcc: must be a merchant category code of four digits'],
    [{ day: addDays(today, 1) }, 'day: must not be after today'],
    [{ day: '2026-02-30' }, 'day: must be a date as YYYY-MM-DD'],
    [
      { channel: 'by cheque' },
      'channel: must be one of inStore, contactless, mobileWallet, online',
    ],
    [{ mcc: undefined }, 'mcc: give the code or what your statement calls the merchant'],
    [
      { merchant: 'no-such-shop' },
      'No merchant has this name in our list: pick one from the suggestions.',
    ],
    [
      { card: 'no-such-card' },
      'No credit card of our catalogue is this one: pick one of the cards listed.',
    ],
  ])('refuses %j with a clear message and stores nothing', async (change, message) => {
    const response = await report(purchase(change)).expect(400);
    expect(response.body).toEqual(errorBody(message));
    expect(await MerchantReportModel.countDocuments()).toBe(0);
  });

  it('is for signed-in users only', async () => {
    await request(api.app).post('/api/me/merchant-reports').send(purchase()).expect(401);
    expect(await MerchantReportModel.countDocuments()).toBe(0);
  });

  it('refuses a flood: at most 5 reports a minute from one user, with a clear message', async () => {
    // The count is per minute of the clock: the clock stands still, so all six fall in one.
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    for (let day = 1; day <= 5; day += 1) {
      await report(purchase({ day: addDays(today, -day) })).expect(201);
    }
    const refused = await report(purchase({ day: addDays(today, -6) })).expect(429);
    expect(refused.body).toEqual(
      errorBody('Too many requests: please wait a minute and try again'),
    );
    expect(await MerchantReportModel.countDocuments()).toBe(5);
  });
});

describe('the administrators’ decisions and the evidence', () => {
  it('counts approved reports only: two users say 5814, one 5812, one is rejected', async () => {
    const second = await userAuth('second@example.test');
    const third = await userAuth('third@example.test');
    const a = (await report(purchase({ day: addDays(today, -10) })).expect(201)).body.report;
    const b = (await report(purchase({ day: addDays(today, -2) }), second).expect(201)).body.report;
    const c = (await report(purchase({ mcc: '5812' }), third).expect(201)).body.report;
    const d = (await report(purchase({ day: addDays(today, -1), mcc: '7399' })).expect(201)).body
      .report;

    expect((await pageOf('kopi-corner')).merchant.evidence).toEqual({
      codes: [],
      reports: 0,
      sureness: 'none',
    });
    const pending = await request(api.app)
      .get('/api/merchant-reports')
      .set('Authorization', api.adminAuth)
      .expect(200);
    expect((pending.body as MerchantReport[]).map((one) => one._id)).toEqual([
      a._id,
      b._id,
      c._id,
      d._id,
    ]);

    await decide(a._id, { status: 'approved' }).expect(200);
    await decide(b._id, { status: 'approved' }).expect(200);
    await decide(c._id, { status: 'approved' }).expect(200);
    await decide(d._id, { status: 'rejected' }).expect(200);

    const page = await pageOf('kopi-corner');
    // 5814: 2 reports, the latest on today-2; 5812: 1. Two of three agree: likely, not sure.
    expect(page.merchant.evidence).toEqual({
      codes: [
        { mcc: '5814', reports: 2, latest: addDays(today, -2) },
        { mcc: '5812', reports: 1, latest: addDays(today, -3) },
      ],
      reports: 3,
      sureness: 'likely',
    });
    // Newest purchase first: today-2 (5814), today-3 (5812), today-10 (5814).
    expect(page.reports.map((one) => one.mcc)).toEqual(['5814', '5812', '5814']);
    expect(page.reports[0]).not.toHaveProperty('userId');

    const search = await request(api.app).get('/api/merchants').query({ q: 'kopi' }).expect(200);
    expect(search.body[0].evidence.codes[0]).toEqual({
      mcc: '5814',
      reports: 2,
      latest: addDays(today, -2),
    });
  });

  it('merges a duplicate into another report of the same merchant, where it counts once', async () => {
    const second = await userAuth('second@example.test');
    const a = (await report(purchase()).expect(201)).body.report;
    const b = (await report(purchase(), second).expect(201)).body.report;
    await decide(a._id, { status: 'approved' }).expect(200);
    const merged = await decide(b._id, { status: 'merged', mergedInto: a._id }).expect(200);
    expect(merged.body).toMatchObject({ status: 'merged', mergedInto: a._id });

    expect((await pageOf('kopi-corner')).merchant.evidence).toMatchObject({
      reports: 1,
      sureness: 'unsure',
    });
  });

  it('refuses a merge into itself or into another merchant’s report, and a non-admin', async () => {
    const a = (await report(purchase()).expect(201)).body.report;
    const other = (await report(purchase({ merchant: 'book-nook', mcc: '5942' })).expect(201)).body
      .report;

    expect((await decide(a._id, { status: 'merged', mergedInto: a._id }).expect(400)).body).toEqual(
      errorBody('A report cannot be merged into itself.'),
    );
    expect(
      (await decide(a._id, { status: 'merged', mergedInto: other._id }).expect(400)).body,
    ).toEqual(errorBody('A report can be merged only into another report of the same merchant.'));
    expect((await decide(a._id, { status: 'merged' }).expect(400)).body).toEqual(
      errorBody('mergedInto: is given with a merge, and only then'),
    );
    await decide(a._id, { status: 'approved' }, api.userAuth).expect(403);
    expect(await MerchantReportModel.countDocuments({ status: 'pending' })).toBe(2);
  });
});

describe('open data', () => {
  it('answers the approved reports without who sent them, as JSON and CSV', async () => {
    const a = (await report(purchase({ statementText: 'KOPI CORNER SG' })).expect(201)).body.report;
    await report(purchase({ merchant: 'book-nook', mcc: '5942' })).expect(201);
    await decide(a._id, { status: 'approved' }).expect(200);

    const json = await request(api.app).get('/api/open-data/merchant-codes.json').expect(200);
    expect(json.body).toHaveLength(1);
    expect(json.body[0]).toMatchObject({ merchant: { slug: 'kopi-corner' }, mcc: '5814' });
    expect(JSON.stringify(json.body)).not.toContain('user');

    const csv = await request(api.app).get('/api/open-data/merchant-codes.csv').expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(
      csv.text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual([
      'merchant,merchantSlug,mcc,statementText,day,channel,card,cardSlug,bonusCame',
      `Kopi Corner,kopi-corner,5814,KOPI CORNER SG,${addDays(today, -3)},contactless,Card miles-one,miles-one,yes`,
    ]);
  });

  it('feeds the approved reports, the latest approved first, each linking its merchant', async () => {
    const a = (await report(purchase({ day: '2026-11-03' })).expect(201)).body.report;
    const b = (await report(purchase({ merchant: 'book-nook', mcc: '5942' })).expect(201)).body
      .report;
    await report(purchase({ day: addDays(today, -1), mcc: '5812' })).expect(201);
    await decide(a._id, { status: 'approved' }).expect(200);
    await decide(b._id, { status: 'approved' }).expect(200);

    const feed = await request(api.app)
      .get('/feeds/merchant-codes.xml')
      .set('Accept', 'application/atom+xml')
      .expect(200);
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const titles = [
      ...feed.text.matchAll(/<entry>[\s\S]*?<title type="html"><!\[CDATA\[(.*?)\]\]><\/title>/g),
    ].map((match) => match[1]);
    expect(titles).toEqual(['Book Nook: MCC 5942', 'Kopi Corner: MCC 5814']);
    expect(feed.text).toContain('MCC 5814, paid contactless with Card miles-one on 03/Nov/2026');
    expect(feed.text).toContain('/merchants/kopi-corner#report-');
    expect(feed.text).not.toContain('5812');
  });

  it('leaves a deleted account’s reports out of the evidence', async () => {
    const a = (await report(purchase()).expect(201)).body.report;
    await decide(a._id, { status: 'approved' }).expect(200);
    const { merchantReportData } = await import('../../src/services/merchant-report.service.js');
    const user = await UserModel.findOne({ email: 'user@example.test' }).orFail();

    await merchantReportData.erase(user._id.toString());

    expect((await pageOf('kopi-corner')).merchant.evidence).toMatchObject({ reports: 0 });
  });
});
