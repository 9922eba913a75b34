import { listingKindByKey } from '@sg-finance/contract';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

const api = useTestApi();
const deposit = listingKindByKey('deposit');

function create(slug: string, terms: unknown) {
  return sendForm(
    request(api.app).post(`${deposit.apiPath}/create`).set('Authorization', api.adminAuth),
    listingForm(deposit, {
      slug,
      terms: typeof terms === 'string' ? terms : JSON.stringify(terms),
    }),
  );
}

const slugsOf = async (query: string) =>
  (await request(api.app).get(`${deposit.apiPath}?${query}`).expect(200)).body.map(
    (row: { slug: string }) => row.slug,
  );

describe('fixed deposits through the API', () => {
  it('are kept with their rates, sorted by best rate and minimum, and filtered by funds', async () => {
    await create('fresh-only', {
      rates: [
        { tenureMonths: 6, rate: 3.05 },
        { tenureMonths: 12, rate: 2.8 },
      ],
      minDeposit: 20_000,
      fundsAccepted: 'freshOnly',
      sdicInsured: true,
    }).expect(201);
    await create('any-funds', {
      rates: [{ tenureMonths: 12, rate: 2.45, amountFrom: 1000, amountUpTo: 19_999 }],
      minDeposit: 1000,
      maxDeposit: 19_999,
      fundsAccepted: 'any',
    }).expect(201);
    await create('no-rates', { minDeposit: 500 }).expect(201);

    expect(await slugsOf('sort=-bestRate')).toEqual(['fresh-only', 'any-funds', 'no-rates']);
    expect(await slugsOf('sort=minDeposit')).toEqual(['no-rates', 'any-funds', 'fresh-only']);
    expect(await slugsOf('fundsAccepted=any')).toEqual(['any-funds']);
    expect(await slugsOf('maxMinDeposit=1000')).toEqual(
      expect.arrayContaining(['any-funds', 'no-rates']),
    );
    const [detail] = (await request(api.app).get(`${deposit.apiPath}/fresh-only`).expect(200)).body;
    expect(detail.terms.sdicInsured).toBe(true);
    expect(detail.terms.rates).toEqual([
      { tenureMonths: 6, rate: 3.05 },
      { tenureMonths: 12, rate: 2.8 },
    ]);
  });

  it.each([
    [{ rates: [{ tenureMonths: 0, rate: 2 }] }, 'terms.rates.0.tenureMonths: must be at least 1'],
    [
      { rates: [{ tenureMonths: 6.5, rate: 2 }] },
      'terms.rates.0.tenureMonths: must be a whole number',
    ],
    [{ rates: [{ tenureMonths: 12, rate: 300 }] }, 'terms.rates.0.rate: must be at most 100'],
    [
      { rates: [{ tenureMonths: 12, rate: 2, amountFrom: 50_000, amountUpTo: 20_000 }] },
      'terms.rates.0.amountUpTo: must be more than amountFrom',
    ],
    [{ minDeposit: 20_000, maxDeposit: 10_000 }, 'terms.maxDeposit: must be at least minDeposit'],
    [{ fundsAccepted: 'old' }, 'terms.fundsAccepted: must be one of freshOnly, any'],
    [{ placement: 'phone' }, 'terms.placement: must be one of online, branch, onlineOrBranch'],
    [{ rateType: 'teaser' }, 'terms.rateType: must be one of board, promotional'],
    [{ sdicInsured: 'yes' }, 'terms.sdicInsured: must be yes or no'],
  ])('refuses terms %j with a message, storing nothing', async (terms, message) => {
    const before = await api.snapshot();
    const response = await create('refused', terms).expect(400);
    expect(response.body).toEqual(errorBody(message));
    expect(await api.snapshot()).toEqual(before);
  });

  it('refuses a fund filter that is not a choice, naming the choices', async () => {
    const response = await request(api.app).get(`${deposit.apiPath}?fundsAccepted=old`).expect(400);
    expect(response.body.message).toMatch(/fundsAccepted/);
  });
});

describe('the sixth kind in the feeds and the export', () => {
  it('tells a rate change in the fixed deposits feed and exports the new rate', async () => {
    const created = (
      await create('feed-deposit', { rates: [{ tenureMonths: 12, rate: 2.45 }] }).expect(201)
    ).body as { _id: string };
    await sendForm(
      request(api.app).put(`${deposit.apiPath}/update`).set('Authorization', api.adminAuth),
      { id: created._id, terms: JSON.stringify({ rates: [{ tenureMonths: 12, rate: 2.6 }] }) },
    ).expect(200);

    const feed = await request(api.app).get('/feeds/fixed-deposits.xml').expect(200);
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(feed.text).toContain('/fixed-deposits/feed-deposit');
    // A rate is told in the history, the feeds and a watcher's alerts: before, the deposit's
    // rates were no term field, and a rate change told nothing.
    expect(feed.text).toContain(
      '<li>Rates by tenure: 12 months: 2.45% a year → 12 months: 2.6% a year</li>',
    );

    const csv = await request(api.app).get('/api/export/deposit.csv').expect(200);
    const [columns, cells] = parse(csv.text, { bom: true }) as string[][];
    expect(cells![columns!.indexOf('slug')]).toBe('feed-deposit');
    expect(cells![columns!.indexOf('terms.rates[0].tenureMonths')]).toBe('12');
    expect(cells![columns!.indexOf('terms.rates[0].rate')]).toBe('2.6');
  });
});
