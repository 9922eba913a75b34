import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  specBankNames,
  listingKinds,
  providerCountsSchema,
  type SpecBankName,
  type ListingKind,
  type ProviderCounts,
  type TermFilter,
} from '@sg-finance/contract';
import { listingModel, type Listing } from '../../src/models/listing.model.js';
import { listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

const api = useTestApi();

/** Stores records through the kind's model, as loose objects. */
function store(kind: ListingKind, records: readonly object[]) {
  return listingModel(kind).create(records as Listing[]);
}

async function providerCounts(kind: ListingKind, query = ''): Promise<ProviderCounts> {
  const response = await request(api.app)
    .get(`${kind.apiPath}/counts/providers?${query}`)
    .expect(200);
  return providerCountsSchema.parse(response.body);
}

/** What the list itself says it holds for the query, in all and for each provider. */
async function listTotals(kind: ListingKind, query: string): Promise<ProviderCounts> {
  const totalOf = async (category?: SpecBankName) => {
    const provider = category ? `&category=${encodeURIComponent(category)}` : '';
    const response = await request(api.app).get(`${kind.apiPath}?${query}${provider}`).expect(200);
    return Number(response.headers['x-total-count']);
  };
  const totals = await Promise.all(specBankNames.map(totalOf));
  return {
    total: await totalOf(),
    banks: Object.fromEntries(specBankNames.map((bank, index) => [bank, totals[index]])) as Record<
      SpecBankName,
      number
    >,
  };
}

/** Each of the nine at 0 but those given. */
function countsOf(total: number, some: Partial<Record<SpecBankName, number>>): ProviderCounts {
  const banks = Object.fromEntries(specBankNames.map((bank) => [bank, some[bank] ?? 0]));
  return { total, banks: banks as Record<SpecBankName, number> };
}

/** Stored terms holding `value` at a filter's term; `list.field` is a field of a list's rows. */
function termsWith(term: string, value: unknown): object {
  const [list, field] = term.split('.') as [string, string | undefined];
  return field === undefined ? { [list]: value } : { [list]: [{ [field]: value }] };
}

/** A value the filter keeps and one it drops, as query text and as the stored term. */
function passingAndFailing(filter: TermFilter) {
  if (filter.kind === 'equals') {
    const [kept, dropped = 'other'] = filter.values;
    return { query: `${filter.name}=${kept}`, kept, dropped };
  }
  return { query: `${filter.name}=100`, kept: 50, dropped: 500 };
}

describe.each(listingKinds)('GET $apiPath/counts/providers', (kind) => {
  it('counts the listings of each provider, each of the nine included, and all of them', async () => {
    await store(kind, [
      { title: 'Alpha one', slug: 'a1', category: 'DBS' },
      { title: 'Alpha two', slug: 'a2', category: 'DBS' },
      { title: 'Bravo', slug: 'b1', category: 'Standard Chartered' },
      { title: 'Alpha three', slug: 'a3', category: 'American Express' },
    ]);

    const counts = await providerCounts(kind);

    expect(counts).toEqual(countsOf(4, { DBS: 2, 'Standard Chartered': 1, 'American Express': 1 }));
    expect(counts).toEqual(await listTotals(kind, ''));
  });

  it('counts only what the search finds, as the list does', async () => {
    await store(kind, [
      { title: 'Alpha one', slug: 'a1', category: 'DBS' },
      { title: 'Alpha two', slug: 'a2', category: 'UOB' },
      { title: 'Bravo', slug: 'b1', category: 'UOB' },
      { title: 'Plain', slug: 'p1', category: 'OCBC', keyFeatures: ['Alpha lounge'] },
    ]);

    const counts = await providerCounts(kind, 'q=alpha');

    expect(counts).toEqual(countsOf(3, { DBS: 1, UOB: 1, OCBC: 1 }));
    expect(counts).toEqual(await listTotals(kind, 'q=alpha'));
    expect(await providerCounts(kind, 'q=nothing-like-this')).toEqual(countsOf(0, {}));
    expect(await providerCounts(kind, 'q=%20%20')).toEqual(await providerCounts(kind));
  });

  it('answers an empty catalogue with zeros', async () => {
    expect(await providerCounts(kind)).toEqual(countsOf(0, {}));
  });
});

const kindFilters = listingKinds.flatMap((kind) =>
  kind.termFilters.map((filter) => ({ kind, filter, apiPath: kind.apiPath, name: filter.name })),
);

describe.each(kindFilters)('GET $apiPath/counts/providers?$name=', ({ kind, filter }) => {
  const { query, kept, dropped } = passingAndFailing(filter);

  it('counts only the listings passing the filter, with or without a search', async () => {
    await store(kind, [
      { title: 'Alpha kept', slug: 'k1', category: 'DBS', terms: termsWith(filter.term, kept) },
      { title: 'Bravo kept', slug: 'k2', category: 'HSBC', terms: termsWith(filter.term, kept) },
      {
        title: 'Alpha dropped',
        slug: 'd1',
        category: 'DBS',
        terms: termsWith(filter.term, dropped),
      },
      { title: 'Alpha bare', slug: 'n1', category: 'CIMB' },
    ]);

    expect(await providerCounts(kind, query)).toEqual(countsOf(2, { DBS: 1, HSBC: 1 }));
    expect(await providerCounts(kind, query)).toEqual(await listTotals(kind, query));
    expect(await providerCounts(kind, `q=alpha&${query}`)).toEqual(countsOf(1, { DBS: 1 }));
    expect(await providerCounts(kind, `q=alpha&${query}`)).toEqual(
      await listTotals(kind, `q=alpha&${query}`),
    );
  });
});

describe('bad query parameters of the provider counts', () => {
  const card = listingKinds.find((kind) => kind.key === 'card')!;

  it.each([
    ['category=DBS', 'unknown query parameter category'],
    ['sort=newest', 'unknown query parameter sort'],
    ['page=1', 'unknown query parameter page'],
    ['limit=5', 'unknown query parameter limit'],
    ['loanType=mortgage', 'unknown query parameter loanType'],
    ['q[$gt]=', 'unknown query parameter q[$gt]'],
    ['q=a&q=b', 'q: must be given once, as text'],
    [`q=${'long '.repeat(30)}`, 'q: must be at most 100 characters'],
    ['rewardType=gold', 'rewardType: must be one of cashback, miles, points'],
    ['maxAnnualFee=-1', 'maxAnnualFee: must be a number of at least 0'],
  ])('answers 400 to ?%s', async (query, message) => {
    const response = await request(api.app)
      .get(`${card.apiPath}/counts/providers?${query}`)
      .expect(400);
    expect(response.body).toEqual(errorBody(message));
  });
});

describe.each(listingKinds)('provider counts of $apiPath after a write', (kind) => {
  it('change at once when a listing is created or deleted', async () => {
    await store(kind, [{ title: 'Alpha', slug: 'a1', category: 'DBS' }]);
    const before = await request(api.app).get(`${kind.apiPath}/counts/providers`).expect(200);
    expect(before.body).toEqual(countsOf(1, { DBS: 1 }));
    await request(api.app)
      .get(`${kind.apiPath}/counts/providers`)
      .set('If-None-Match', String(before.headers.etag))
      .expect(304);

    const created = await sendForm(
      request(api.app).post(`${kind.apiPath}/create`).set('Authorization', api.adminAuth),
      listingForm(kind, { category: 'UOB' }),
    ).expect(201);
    expect(await providerCounts(kind)).toEqual(countsOf(2, { DBS: 1, UOB: 1 }));

    await request(api.app)
      .delete(`${kind.apiPath}/delete/${String(created.body._id)}`)
      .set('Authorization', api.adminAuth)
      .expect(200);
    expect(await providerCounts(kind)).toEqual(countsOf(1, { DBS: 1 }));
  });
});

describe.each(listingKinds)('GET $apiPath/counts/banks, the old address', (kind) => {
  it('answers what counts/providers answers, and refuses the same bad query', async () => {
    await store(kind, [
      { title: 'Alpha', slug: 'a1', category: 'DBS' },
      { title: 'Bravo', slug: 'b1', category: 'UOB' },
    ]);
    const old = await request(api.app).get(`${kind.apiPath}/counts/banks?q=alpha`).expect(200);
    expect(old.body).toEqual(countsOf(1, { DBS: 1 }));
    expect(old.body).toEqual(await providerCounts(kind, 'q=alpha'));

    const refused = await request(api.app)
      .get(`${kind.apiPath}/counts/banks?sort=newest`)
      .expect(400);
    expect(refused.body).toEqual(errorBody('unknown query parameter sort'));
  });
});
