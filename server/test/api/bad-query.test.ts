import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingKinds } from '@sg-finance/contract';
import { listingModel } from '../../src/models/listing.model.js';
import { useTestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

const api = useTestApi();

/** Query strings no read call accepts, and the message each gets. */
const sharedCases: [string, string][] = [
  ['page[$gt]=1', 'unknown query parameter page[$gt]'],
  ['limit[$ne]=', 'unknown query parameter limit[$ne]'],
  ['__proto__[admin]=1', 'unknown query parameter __proto__[admin]'],
  ['page=1&page=2', 'page: must be a whole number'],
  ['limit=1e2', 'limit: must be a whole number'],
  ['limit=9999999999', 'limit: must be a whole number'],
  ['page=100001', 'page: must be at most 100000'],
];

const listCases: [string, string][] = [
  ...sharedCases,
  ['q[$gt]=', 'unknown query parameter q[$gt]'],
  ['q=a&q=b', 'q: must be given once, as text'],
  [`q=${'long '.repeat(1000)}`, 'q: must be at most 100 characters'],
  ['category[$ne]=DBS', 'unknown query parameter category[$ne]'],
  ['category=DBS&category=UOB', 'category: must be given once, as a provider name'],
  ['sort[$gt]=', 'unknown query parameter sort[$gt]'],
];

const calls: [string, [string, string][]][] = [
  ...listingKinds.map((kind): [string, [string, string][]] => [kind.apiPath, listCases]),
  [
    '/api/posts',
    [
      ...sharedCases,
      ['tag[$ne]=x', 'unknown query parameter tag[$ne]'],
      ['tag=a&tag=b', 'tag: must be given once, as text'],
      [`tag=${'t'.repeat(41)}`, 'tag: must be at most 40 characters'],
    ],
  ],
  [
    '/api/search',
    listCases
      .filter(([query]) => !query.startsWith('category') && !query.startsWith('sort'))
      .map(([query, message]): [string, string] => [
        query.startsWith('q') ? query : `q=card&${query}`,
        message,
      ]),
  ],
];

describe.each(calls)('GET %s', (path, cases) => {
  it.each(cases)('answers 400 for ?%s with a message, changing nothing', async (query, message) => {
    await listingModel(listingKinds[0]!).create({ title: 'One', slug: 'one', category: 'DBS' });
    const before = await api.snapshot();

    const response = await request(api.app).get(`${path}?${query}`).expect(400);

    expect(response.body).toEqual(errorBody(message));
    expect(await api.snapshot()).toEqual(before);
  });
});
