import { listingKindByKey, type ListingKindKey, type TermsByKind } from '@sg-finance/contract';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

const api = useTestApi();

const fullTerms: TermsByKind = {
  card: {
    rewardType: 'miles',
    annualFee: 196.2,
    annualFeeWaivedYears: 1,
    minIncome: 30000,
    baseRate: 1.2,
    earn: [{ category: 'overseas', rate: 2.2 }],
    monthlyCap: { amount: 1000, on: 'bonusSpend' },
    welcome: { value: 20000, unit: 'miles', minSpend: 1000, withinDays: 30 },
  },
  saving: {
    baseRate: 0.05,
    bonus: [
      { condition: 'salary', threshold: 1600, rate: 2 },
      { condition: 'spend', threshold: 500, rate: 0.5 },
    ],
    bonusBalanceCap: 100000,
    minBalance: 3000,
    fallBelowFee: 5,
  },
  loan: {
    loanType: 'personal',
    flatRate: 3.88,
    eir: 7.56,
    processingFee: { percent: 1, minimum: 100 },
    minAmount: 1000,
    maxAmount: 200000,
    minTenureMonths: 12,
    maxTenureMonths: 60,
    minIncome: 20000,
  },
  investment: {
    commission: [
      { market: 'SG', percent: 0.08, minimum: 10 },
      { market: 'US', percent: 0, minimum: 0, fixed: 1.99 },
    ],
    custodyFeeMonthly: 0,
    minDeposit: 0,
  },
  insurance: { coverType: 'travel', premiumFrom: 18.5, premiumPer: 'trip', coverageAmount: 500000 },
  deposit: {
    rates: [
      { tenureMonths: 6, rate: 2.7, amountFrom: 10000 },
      { tenureMonths: 12, rate: 2.55, amountFrom: 10000, amountUpTo: 99999 },
    ],
    rateType: 'promotional',
    minDeposit: 10000,
    maxDeposit: 1000000,
    fundsAccepted: 'freshOnly',
    placement: 'online',
    earlyWithdrawal: 'No interest if withdrawn within 3 months',
    sdicInsured: true,
  },
};

const kindKeys = Object.keys(fullTerms) as ListingKindKey[];

function createWithTerms(key: ListingKindKey, terms: unknown, slug = `with-terms-${key}`) {
  const kind = listingKindByKey(key);
  return sendForm(
    request(api.app).post(`${kind.apiPath}/create`).set('Authorization', api.adminAuth),
    listingForm(kind, { slug, terms: JSON.stringify(terms) }),
  );
}

describe.each(kindKeys)('terms of a %s', (key) => {
  const kind = listingKindByKey(key);

  it('are stored from the multipart field and carried by every answer', async () => {
    const created = await createWithTerms(key, fullTerms[key]).expect(201);
    expect(created.body.terms).toEqual(fullTerms[key]);
    expect(created.body).not.toHaveProperty('termSort');
    expect(created.body).not.toHaveProperty('revision');

    const [detail] = (await request(api.app).get(`${kind.apiPath}/with-terms-${key}`).expect(200))
      .body;
    expect(detail.terms).toEqual(fullTerms[key]);
    const [listed] = (await request(api.app).get(kind.apiPath).expect(200)).body;
    expect(listed.terms).toEqual(fullTerms[key]);
    expect(listed).not.toHaveProperty('termSort');
  });
});

describe('updating terms', () => {
  const card = listingKindByKey('card');
  const update = (fields: Record<string, string>) =>
    sendForm(
      request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
      fields,
    );

  it('replaces the stored terms when given and keeps them when absent', async () => {
    const created = await createWithTerms('card', fullTerms.card).expect(201);
    const id: string = created.body._id;

    const kept = await update({ id, title: 'Renamed' }).expect(200);
    expect(kept.body.terms).toEqual(fullTerms.card);

    const replaced = await update({ id, terms: JSON.stringify({ annualFee: 0 }) }).expect(200);
    expect(replaced.body.terms).toEqual({ annualFee: 0 });

    const json = await request(api.app)
      .put(`${card.apiPath}/update`)
      .set('Authorization', api.adminAuth)
      .send({ id, terms: { rewardType: 'cashback', annualFee: 0 } })
      .expect(200);
    expect(json.body.terms).toEqual({ rewardType: 'cashback', annualFee: 0 });
    const [detail] = (await request(api.app).get(`${card.apiPath}/${id}`).expect(200)).body;
    expect(detail.terms).toEqual({ rewardType: 'cashback', annualFee: 0 });
  });

  it('keeps older listings without terms working', async () => {
    const created = await sendForm(
      request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
      listingForm(card, { slug: 'no-terms' }),
    ).expect(201);
    expect(created.body).not.toHaveProperty('terms');
    await update({ id: created.body._id, title: 'Still none' }).expect(200);
    const [detail] = (await request(api.app).get(`${card.apiPath}/no-terms`).expect(200)).body;
    expect(detail.title).toBe('Still none');
    expect(detail).not.toHaveProperty('terms');
  });
});

describe('hostile terms', () => {
  it.each([
    ['card', { annualFee: '196.20' }, 'terms.annualFee: must be a number'],
    ['card', { annualFee: -1 }, 'terms.annualFee: must not be negative'],
    ['card', { minIncome: 1e12 }, 'terms.minIncome: must be at most 100000000'],
    ['card', { fxFee: 101 }, 'terms.fxFee: must be at most 100'],
    [
      'card',
      { rewardType: 'cashback', earn: [{ category: 'casino', rate: 5 }] },
      'terms.earn.0.category: must be one of dining, groceries, online, transport, travel, overseas, petrol, bills, insurance, education, government, walletTopUps, other',
    ],
    ['card', { monthlyCap: { on: 'reward' } }, 'terms.monthlyCap.amount: is required'],
    [
      'card',
      { rewardType: 'vouchers' },
      'terms.rewardType: must be one of cashback, miles, points',
    ],
    ['saving', { baseRate: 150 }, 'terms.baseRate: must be at most 100'],
    [
      'saving',
      { bonus: [{ condition: 'lottery', threshold: 0, rate: 1 }] },
      'terms.bonus.0.condition: must be one of salary, spend, bills, invest, insure, grow',
    ],
    ['loan', { eir: 100.5 }, 'terms.eir: must be at most 100'],
    [
      'insurance',
      { premiumFrom: -5, premiumPer: 'year' },
      'terms.premiumFrom: must not be negative',
    ],
    [
      'investment',
      { commission: [{ market: 'JP', percent: 0.1 }] },
      'terms.commission.0.market: must be one of SG, US, HK',
    ],
    [
      'investment',
      {
        commission: [{ market: 'US', currency: 'USD', perShare: 0.005 }],
        gst: { percent: 9, on: [] },
      },
      'terms.gst.on: must name at least one fee',
    ],
    [
      'insurance',
      {
        premiumTable: {
          coverAmount: 100000,
          scaling: 'proportional',
          bands: [
            { ageFrom: 18, ageTo: 40, premium: 100 },
            { ageFrom: 40, ageTo: 60, premium: 300 },
          ],
        },
      },
      'terms.premiumTable.bands: must not give one age twice',
    ],
    [
      'card',
      { rewardType: 'points', pointsCurrency: 'air-miles' },
      'terms.pointsCurrency: must be one of amex-membership-rewards, citi-miles, citi-thankyou-points, dbs-points, hsbc-points, maybank-treats, ocbc-dollars, uob-uni-dollars',
    ],
    [
      'card',
      { rewardType: 'cashback', pointsCurrency: 'dbs-points' },
      'terms.pointsCurrency: is for miles and points cards only',
    ],
    [
      'card',
      { rewardType: 'points', pointsCurrency: 'dbs-points', milesPerPoint: 2 },
      'terms.milesPerPoint: comes from the points currency: leave it out',
    ],
    ['card', 'not json', 'terms: must be valid JSON'],
  ] as const)('%s terms %j: 400 and nothing stored', async (key, terms, message) => {
    const before = await api.snapshot();

    const response = await sendForm(
      request(api.app)
        .post(`${listingKindByKey(key).apiPath}/create`)
        .set('Authorization', api.adminAuth),
      listingForm(listingKindByKey(key), {
        slug: 'refused',
        terms: typeof terms === 'string' ? terms : JSON.stringify(terms),
      }),
    ).expect(400);

    expect(response.body).toEqual(errorBody(message));
    expect(await api.snapshot()).toEqual(before);
  });

  it('refuses bad terms on update, keeping the stored ones', async () => {
    const card = listingKindByKey('card');
    const created = await createWithTerms('card', fullTerms.card).expect(201);
    const before = await api.snapshot();

    const response = await sendForm(
      request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
      { id: created.body._id, title: 'Changed', terms: JSON.stringify({ annualFee: -196.2 }) },
    ).expect(400);

    expect(response.body).toEqual(errorBody('terms.annualFee: must not be negative'));
    expect(await api.snapshot()).toEqual(before);
    const [detail] = (await request(api.app).get(`${card.apiPath}/with-terms-card`).expect(200))
      .body;
    expect(detail.terms).toEqual(fullTerms.card);
    expect(detail.title).not.toBe('Changed');
  });
});
