import {
  listingKindByKey,
  listingKinds,
  listingSortNames,
  type ListingKind,
  type ListingTerms,
} from '@sg-finance/contract';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingModel, type Listing } from '../../src/models/listing.model.js';
import { fillDerivedFields } from '../../src/models/plugins/derived-fields.js';
import { listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

const api = useTestApi();

/** Stores records through the kind's model, as loose objects. */
function store(kind: ListingKind, records: readonly object[]) {
  return listingModel(kind).create(records as Listing[]);
}

/** Terms whose figure for the sort is `value`, by sort name. */
const termsWithFigure: Readonly<Record<string, (value: number) => ListingTerms>> = {
  annualFee: (value) => ({ annualFee: value }),
  minIncome: (value) => ({ minIncome: value }),
  welcomeValue: (value) => ({ welcome: { value, unit: 'SGD' } }),
  maxRate: (value) => ({ baseRate: value }),
  // Without a fee, a reducing-balance loan's EIR is its rate.
  eir: (value) => ({ reducingRate: value }),
  commissionSG: (value) => ({ commission: [{ market: 'SG', percent: 0, minimum: value }] }),
  commissionUS: (value) => ({ commission: [{ market: 'US', percent: 0, minimum: value }] }),
  premiumFrom: (value) => ({ premiumFrom: value, premiumPer: 'year' }),
  bestRate: (value) => ({ rates: [{ tenureMonths: 12, rate: value }] }),
  minDeposit: (value) => ({ minDeposit: value }),
};

const figures = [30, 10, 50, 10, 0, 20.5, 40];
const PAGE = 3;

interface Row {
  slug: string;
  _id: string;
}

/** Every page of a list, in order, checking the total and the next page's link on each. */
async function allPages(path: string, query: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request(api.app)
      .get(`${path}?${query}&page=${page}&limit=${PAGE}`)
      .expect(200);
    rows.push(...(response.body as Row[]));
    const total = Number(response.headers['x-total-count']);
    if (page * PAGE >= total) {
      expect(rows).toHaveLength(total);
      return rows;
    }
    expect(response.headers.link).toContain(`rel="next"`);
  }
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const kindSorts = listingKinds.flatMap((kind) =>
  kind.termSorts.map((sort) => ({ kind, name: sort.name })),
);

describe.each(kindSorts)('sort=$name of $kind.apiPath', ({ kind, name }) => {
  it('orders every page by the figure, listings without it last in both directions', async () => {
    const withFigure = await store(
      kind,
      figures.map((value, index) => ({
        title: `Figure ${index}`,
        slug: `figure-${index}`,
        category: 'DBS',
        terms: termsWithFigure[name]!(value),
      })),
    );
    const without = await store(kind, [
      { title: 'No terms', slug: 'no-terms', category: 'UOB' },
      { title: 'Other terms', slug: 'other-terms', category: 'UOB', terms: {} },
    ]);
    const figureOf = new Map(withFigure.map((doc, index) => [String(doc._id), figures[index]!]));
    const missing = without.map((doc) => String(doc._id)).sort(byId);

    const ascending = (await allPages(kind.apiPath, `sort=${name}`)).map((row) => row._id);
    const present = [...figureOf.keys()];
    expect(ascending).toEqual([
      ...present.sort((a, b) => figureOf.get(a)! - figureOf.get(b)! || byId(a, b)),
      ...missing,
    ]);

    const descending = (await allPages(kind.apiPath, `sort=-${name}`)).map((row) => row._id);
    expect(descending).toEqual([
      ...present.sort((a, b) => figureOf.get(b)! - figureOf.get(a)! || byId(b, a)),
      ...[...missing].reverse(),
    ]);
  });
});

describe('a changed term', () => {
  it('moves the listing in the sorted list at once', async () => {
    const card = listingKindByKey('card');
    const created = await Promise.all(
      [100, 200].map((annualFee, index) =>
        sendForm(
          request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
          listingForm(card, { slug: `fee-${index}`, terms: JSON.stringify({ annualFee }) }),
        ).expect(201),
      ),
    );
    const order = async () =>
      (await request(api.app).get(`${card.apiPath}?sort=annualFee`).expect(200)).body.map(
        (row: Row) => row.slug,
      );
    expect(await order()).toEqual(['fee-0', 'fee-1']);

    await sendForm(
      request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
      { id: created[0]!.body._id, terms: JSON.stringify({ annualFee: 300 }) },
    ).expect(200);
    expect(await order()).toEqual(['fee-1', 'fee-0']);

    await sendForm(
      request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
      { id: created[1]!.body._id, terms: '{}' },
    ).expect(200);
    expect(await order()).toEqual(['fee-0', 'fee-1']);
  });
});

describe('need filters', () => {
  const card = listingKindByKey('card');
  const slugs = async (kind: ListingKind, query: string) =>
    (await allPages(kind.apiPath, query)).map((row) => row.slug).sort();

  it('keep the cards of a reward type, a fee and an income at most', async () => {
    await store(
      card,
      [
        { slug: 'miles-free', terms: { rewardType: 'miles', annualFee: 0, minIncome: 30000 } },
        { slug: 'miles-fee', terms: { rewardType: 'miles', annualFee: 196.2, minIncome: 30000 } },
        { slug: 'miles-rich', terms: { rewardType: 'miles', annualFee: 0, minIncome: 120000 } },
        { slug: 'cash-free', terms: { rewardType: 'cashback', annualFee: 0, minIncome: 30000 } },
        { slug: 'miles-unknown-fee', terms: { rewardType: 'miles' } },
        { slug: 'no-terms' },
      ].map((fields) => ({ title: fields.slug, category: 'DBS', ...fields })),
    );

    expect(await slugs(card, 'rewardType=miles')).toEqual([
      'miles-fee',
      'miles-free',
      'miles-rich',
      'miles-unknown-fee',
    ]);
    expect(await slugs(card, 'rewardType=miles&maxAnnualFee=0')).toEqual([
      'miles-free',
      'miles-rich',
    ]);
    expect(await slugs(card, 'maxAnnualFee=196.2')).toEqual([
      'cash-free',
      'miles-fee',
      'miles-free',
      'miles-rich',
    ]);
    expect(await slugs(card, 'maxMinIncome=30000&maxAnnualFee=0')).toEqual([
      'cash-free',
      'miles-free',
    ]);
    expect(await slugs(card, 'rewardType=points')).toEqual([]);
  });

  it('keep the loans and insurances of a type', async () => {
    const [loan, insurance] = [listingKindByKey('loan'), listingKindByKey('insurance')];
    await store(
      loan,
      ['car', 'personal', 'car', undefined].map((loanType, index) => ({
        title: `Loan ${index}`,
        slug: `loan-${index}`,
        category: 'OCBC',
        ...(loanType && { terms: { loanType } }),
      })),
    );
    await store(
      insurance,
      ['travel', 'life', 'travel'].map((coverType, index) => ({
        title: `Plan ${index}`,
        slug: `plan-${index}`,
        category: 'HSBC',
        terms: { coverType },
      })),
    );

    expect(await slugs(loan, 'loanType=car')).toEqual(['loan-0', 'loan-2']);
    expect(await slugs(insurance, 'coverType=travel')).toEqual(['plan-0', 'plan-2']);
    expect(await slugs(insurance, 'coverType=car')).toEqual([]);
  });

  it('keep the brokers that trade on a market', async () => {
    const investment = listingKindByKey('investment');
    await store(
      investment,
      [['SG'], ['SG', 'US'], ['US', 'HK'], []].map((markets, index) => ({
        title: `Broker ${index}`,
        slug: `broker-${index}`,
        category: 'DBS',
        terms: { commission: markets.map((market) => ({ market, percent: 0.1 })) },
      })),
    );

    expect(await slugs(investment, 'market=US')).toEqual(['broker-1', 'broker-2']);
    expect(await slugs(investment, 'market=SG&sort=commissionSG')).toEqual([
      'broker-0',
      'broker-1',
    ]);
    expect(await slugs(investment, 'market=HK')).toEqual(['broker-2']);
    const refused = await request(api.app).get('/api/investments?market=JP').expect(400);
    expect(JSON.stringify(refused.body)).toContain('must be one of SG, US, HK');
  });

  it('combine with a sort, a provider and a search across pages, links keeping them all', async () => {
    await store(
      card,
      Array.from({ length: 24 }, (_, index) => ({
        title: `${index % 2 === 0 ? 'Travel' : 'Dining'} card ${index}`,
        slug: `card-${index}`,
        category: index % 3 === 0 ? 'UOB' : 'DBS',
        terms: {
          rewardType: index % 5 === 0 ? 'cashback' : 'miles',
          annualFee: (index * 37) % 200,
          minIncome: 30000,
        },
      })),
    );
    const query = 'category=DBS&q=trav&sort=-annualFee&rewardType=miles&maxAnnualFee=150';
    const expected = Array.from({ length: 24 }, (_, index) => index)
      .filter((index) => index % 2 === 0 && index % 3 !== 0 && index % 5 !== 0)
      .map((index) => ({ slug: `card-${index}`, fee: (index * 37) % 200 }))
      .filter((row) => row.fee <= 150)
      .sort((a, b) => b.fee - a.fee)
      .map((row) => row.slug);
    expect(expected.length).toBeGreaterThan(1);

    const first = await request(api.app).get(`${card.apiPath}?${query}&limit=1`).expect(200);
    expect(first.headers['x-total-count']).toBe(String(expected.length));
    expect(first.headers.link).toContain(
      `<${card.apiPath}?category=DBS&q=trav&sort=-annualFee&rewardType=miles&maxAnnualFee=150&page=2&limit=1>; rel="next"`,
    );
    const rows = (await allPages(card.apiPath, query)).map((row) => row.slug);
    expect(rows).toEqual(expected);
    // The same search without the filters is another answer, not the cached one.
    const unfiltered = await request(api.app).get(`${card.apiPath}?q=trav&limit=100`).expect(200);
    expect(unfiltered.body).toHaveLength(12);
  });
});

describe('refused sorts and filters', () => {
  const card = listingKindByKey('card');
  it.each([
    ['sort=eir', `sort: must be one of ${listingSortNames(card).join(', ')}`],
    ['sort=--annualFee', `sort: must be one of ${listingSortNames(card).join(', ')}`],
    ['loanType=car', 'unknown query parameter loanType'],
    ['coverType=travel', 'unknown query parameter coverType'],
    ['maxFee=0', 'unknown query parameter maxFee'],
    ['rewardType=vouchers', 'rewardType: must be one of cashback, miles, points'],
    ['maxAnnualFee=-1', 'maxAnnualFee: must be a number of at least 0'],
    ['maxAnnualFee=free', 'maxAnnualFee: must be a number of at least 0'],
    ['maxAnnualFee=1&maxAnnualFee=2', 'maxAnnualFee: must be given once, as a number'],
    ['maxMinIncome=1000000000', 'maxMinIncome: must be at most 100000000'],
    ['maxAnnualFee[$gt]=0', 'unknown query parameter maxAnnualFee[$gt]'],
  ])('answers 400 for %s, changing nothing', async (query, message) => {
    await listingModel(card).create({ title: 'One', slug: 'one', category: 'DBS' });
    const before = await api.snapshot();

    const response = await request(api.app).get(`${card.apiPath}?${query}`).expect(400);

    expect(response.body).toEqual(errorBody(message));
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('sort figures stored by an earlier rule', () => {
  it('are corrected at start-up without touching the record, its date or its revision', async () => {
    const cards = listingKindByKey('card');
    const Cards = listingModel(cards);
    const updatedAt = new Date('2025-06-01T00:00:00.000Z');
    await store(cards, [
      { title: 'Cheap', slug: 'cheap', category: 'DBS', terms: { annualFee: 0 } },
      { title: 'Dear', slug: 'dear', category: 'DBS', terms: { annualFee: 500 } },
    ]);
    // As an earlier version might have stored it: the dear card's fee figure under another rule.
    await Cards.collection.updateOne(
      { slug: 'dear' },
      { $set: { 'termSort.annualFee': { missing: false, value: -1 }, updatedAt } },
    );
    const lowestFirst = async () =>
      (await request(api.app).get(`${cards.apiPath}?sort=annualFee`).expect(200)).body.map(
        (listing: { slug: string }) => listing.slug,
      );
    expect(await lowestFirst()).toEqual(['dear', 'cheap']);
    const before = await Cards.collection.findOne({ slug: 'dear' });

    expect(await fillDerivedFields(Cards)).toBe(1);

    const after = await Cards.collection.findOne({ slug: 'dear' });
    expect(after?.termSort).toEqual({
      ...before?.termSort,
      annualFee: { missing: false, value: 500 },
    });
    expect(after?.updatedAt).toEqual(updatedAt);
    expect(after?.revision).toBe(before?.revision);
    expect(await fillDerivedFields(Cards)).toBe(0);
  });
});
