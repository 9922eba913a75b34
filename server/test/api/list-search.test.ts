import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingKinds, listingSortNames } from '@sg-finance/contract';
import { listingModel } from '../../src/models/listing.model.js';
import { fillDerivedFields } from '../../src/models/plugins/derived-fields.js';
import { searchFilter } from '../../src/services/search-filter.js';
import { listingForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

const api = useTestApi();
const card = listingKinds[0]!;

function slugsOf(body: readonly { slug: string }[]): string[] {
  return body.map((item) => item.slug);
}

async function search(path: string, query: string): Promise<string[]> {
  const response = await request(api.app).get(`${path}?${query}`).expect(200);
  return slugsOf(response.body).sort();
}

describe.each(listingKinds)('search of $apiPath', (kind) => {
  const Model = listingModel(kind);

  it('matches each searchable field, whatever the case, and every word', async () => {
    await Model.create([
      { title: 'Alpha Rewards', slug: 'by-title', category: 'DBS' },
      { title: 'Plain', slug: 'by-subtitle', subtitle: 'Bravo miles', category: 'DBS' },
      { title: 'Plain', slug: 'by-bank', category: 'Standard Chartered' },
      { title: 'Plain', slug: 'by-feature', category: 'DBS', keyFeatures: ['Charlie lounge'] },
      { title: 'Other', slug: 'other', subtitle: 'Nothing', category: 'UOB' },
    ]);

    expect(await search(kind.apiPath, 'q=alpha')).toEqual(['by-title']);
    expect(await search(kind.apiPath, 'q=BRAVO')).toEqual(['by-subtitle']);
    expect(await search(kind.apiPath, 'q=chartered')).toEqual(['by-bank']);
    expect(await search(kind.apiPath, 'q=Lounge')).toEqual(['by-feature']);
    expect(await search(kind.apiPath, 'q=plain%20dbs')).toEqual(['by-feature', 'by-subtitle']);
    expect(await search(kind.apiPath, 'q=plain%20%20charlie%20')).toEqual(['by-feature']);
    expect(await search(kind.apiPath, 'q=alpha%20charlie')).toEqual([]);
  });
});

describe('search and sort of a list', () => {
  const Cards = listingModel(card);

  it('reads punctuation as a break between words, never as a pattern', async () => {
    await Cards.create([
      { title: 'S$1.5 (cash)+ back', slug: 'special', category: 'DBS' },
      { title: 'S$125 back', slug: 'plain', category: 'DBS' },
    ]);

    expect(await search(card.apiPath, `q=${encodeURIComponent('(cash)+')}`)).toEqual(['special']);
    expect(await search(card.apiPath, 'q=1.5')).toEqual(['special']);
    expect(await search(card.apiPath, `q=${encodeURIComponent('S$')}`)).toEqual([
      'plain',
      'special',
    ]);
    expect(await search(card.apiPath, `q=${encodeURIComponent('.*')}`)).toEqual([]);
    expect(await search(card.apiPath, `q=${encodeURIComponent('^s')}`)).toEqual([
      'plain',
      'special',
    ]);
    expect(await search(card.apiPath, `q=${encodeURIComponent('[a-z]')}`)).toEqual([]);
  });

  it('follows a changed title: the old words no longer match, the new ones do', async () => {
    const created = await sendForm(
      request(api.app).post(`${card.apiPath}/create`).set('Authorization', api.adminAuth),
      listingForm(card, { title: 'Sunrise Card', slug: 'sun' }),
    ).expect(201);
    expect(created.body).not.toHaveProperty('searchText');
    expect(await search(card.apiPath, 'q=sunrise')).toEqual(['sun']);

    await sendForm(
      request(api.app).put(`${card.apiPath}/update`).set('Authorization', api.adminAuth),
      { id: created.body._id, title: 'Sunset Card' },
    ).expect(200);

    expect(await search(card.apiPath, 'q=sunrise')).toEqual([]);
    expect(await search(card.apiPath, 'q=sunset')).toEqual(['sun']);
    const [detail] = (await request(api.app).get(`${card.apiPath}/sun`).expect(200)).body;
    expect(detail).not.toHaveProperty('searchText');
    expect(detail).not.toHaveProperty('titleKey');
  });

  it('combines the search with the provider and the paging', async () => {
    await Cards.insertMany(
      Array.from({ length: 7 }, (_, index) => ({
        title: `Travel card ${index}`,
        slug: `travel-${index}`,
        category: index < 5 ? 'HSBC' : 'UOB',
        priority: index,
      })),
    );
    await Cards.create({ title: 'Dining card', slug: 'dining', category: 'HSBC' });

    const response = await request(api.app)
      .get(`${card.apiPath}?category=HSBC&q=travel&page=2&limit=2`)
      .expect(200);

    expect(slugsOf(response.body)).toEqual(['travel-2', 'travel-1']);
    expect(response.headers['x-total-count']).toBe('5');
    expect(response.headers.link).toContain(
      `<${card.apiPath}?category=HSBC&q=travel&page=3&limit=2>; rel="next"`,
    );
  });

  it('sorts by recommendation, by date and by title', async () => {
    await Cards.create([
      {
        title: 'banana',
        slug: 'b',
        category: 'DBS',
        priority: 1,
        createdAt: new Date('2024-03-01'),
      },
      {
        title: 'Cherry',
        slug: 'c',
        category: 'DBS',
        priority: 5,
        createdAt: new Date('2024-01-01'),
      },
      {
        title: 'apple',
        slug: 'a',
        category: 'DBS',
        priority: 1,
        createdAt: new Date('2024-02-01'),
      },
      {
        title: 'Apricot',
        slug: 'd',
        category: 'DBS',
        priority: 0,
        createdAt: new Date('2024-04-01'),
      },
    ]);
    const order = async (query: string) =>
      slugsOf((await request(api.app).get(`${card.apiPath}${query}`).expect(200)).body);

    expect(await order('')).toEqual(['c', 'b', 'a', 'd']);
    expect(await order('?sort=recommended')).toEqual(['c', 'b', 'a', 'd']);
    expect(await order('?sort=newest')).toEqual(['d', 'b', 'a', 'c']);
    expect(await order('?sort=title')).toEqual(['a', 'd', 'b', 'c']);
    expect(await order('?sort=title&q=ap&limit=1&page=2')).toEqual(['d']);
  });

  it('answers every listing for an empty or blank search', async () => {
    await Cards.create([
      { title: 'One', slug: 'one', category: 'DBS' },
      { title: 'Two', slug: 'two', category: 'DBS' },
    ]);
    expect(await search(card.apiPath, 'q=')).toEqual(['one', 'two']);
    expect(await search(card.apiPath, 'q=%20%20')).toEqual(['one', 'two']);
  });

  it.each([
    ['sort=price', `sort: must be one of ${listingSortNames(card).join(', ')}`],
    ['sort=title&sort=newest', `sort: must be one of ${listingSortNames(card).join(', ')}`],
    [`q=${'a'.repeat(101)}`, 'q: must be at most 100 characters'],
    ['q=a&q=b', 'q: must be given once, as text'],
    ['q[$gt]=', 'unknown query parameter q[$gt]'],
    ['q[$regex]=.*', 'unknown query parameter q[$regex]'],
    ['category=2024', 'category: must contain a letter'],
    ['search=card', 'unknown query parameter search'],
  ])('answers 400 with a message for %s, changing nothing', async (query, message) => {
    await Cards.create({ title: 'One', slug: 'one', category: 'DBS' });
    const before = await api.snapshot();

    const response = await request(api.app).get(`${card.apiPath}?${query}`).expect(400);

    expect(response.body).toEqual(errorBody(message));
    expect(await api.snapshot()).toEqual(before);
  });

  it('fills the search fields of listings stored before search existed', async () => {
    const updatedAt = new Date('2023-05-05T00:00:00.000Z');
    await Cards.collection.insertOne({
      title: 'Legacy Platinum',
      slug: 'legacy',
      category: 'OCBC',
      subtitle: '',
      priority: 0,
      keyFeatures: ['Old perks'],
      createdAt: updatedAt,
      updatedAt,
    });

    expect(await fillDerivedFields(Cards)).toBe(1);

    expect(await search(card.apiPath, 'q=platinum%20perks')).toEqual(['legacy']);
    expect(slugsOf((await request(api.app).get(`${card.apiPath}?sort=title`)).body)).toEqual([
      'legacy',
    ]);
    const stored = await Cards.findOne({ slug: 'legacy' }).lean();
    expect(stored?.updatedAt).toEqual(updatedAt);
    expect(await fillDerivedFields(Cards)).toBe(0);
  });

  it('fills every record when there are more than one read of them', async () => {
    const legacy = Array.from({ length: 450 }, (_, i) => ({
      title: `Legacy ${i}`,
      slug: `legacy-${i}`,
      category: 'OCBC',
      subtitle: '',
      priority: 0,
      keyFeatures: [`Perk${i}`],
    }));
    await Cards.collection.insertMany(legacy);

    expect(await fillDerivedFields(Cards)).toBe(450);

    expect(await search(card.apiPath, 'q=perk449')).toEqual(['legacy-449']);
    expect(await search(card.apiPath, 'q=perk0')).toEqual(['legacy-0']);
    expect(await fillDerivedFields(Cards)).toBe(0);
  });

  it('removes the stored starts of words of an earlier version, and their index', async () => {
    const updatedAt = new Date('2024-01-02T00:00:00.000Z');
    await Cards.create({ title: 'Current Card', slug: 'current', category: 'DBS' });
    await Cards.collection.createIndex({ searchTokens: 1 });
    await Cards.collection.insertOne({
      title: 'Rewards Visa',
      slug: 'earlier',
      category: 'UOB',
      subtitle: '',
      priority: 0,
      searchTokens: [
        'r',
        're',
        'rew',
        'rewa',
        'rewar',
        'reward',
        'rewards',
        'v',
        'vi',
        'vis',
        'visa',
      ],
      titleKey: 'rewards visa',
      createdAt: updatedAt,
      updatedAt,
    });

    expect(await fillDerivedFields(Cards)).toBe(1);

    expect(await search(card.apiPath, 'q=rew%20vis')).toEqual(['earlier']);
    expect(await Cards.collection.countDocuments({ searchTokens: { $exists: true } })).toBe(0);
    const indexNames = (await Cards.collection.indexes()).map((index) => index.name);
    expect(indexNames).toContain('searchWords_1');
    expect(indexNames).not.toContain('searchTokens_1');
    const stored = await Cards.collection.findOne({ slug: 'earlier' });
    expect(stored?.searchWords).toEqual(['rewards', 'visa', 'uob']);
    expect(stored?.updatedAt).toEqual(updatedAt);
    expect(await fillDerivedFields(Cards)).toBe(0);
  });
});

describe('search by the start of words', () => {
  const Cards = listingModel(card);

  it('finds a word by its start, never by its middle or end', async () => {
    await Cards.create([
      { title: 'Cashback Plus', slug: 'cashback', category: 'DBS' },
      { title: 'Cash Flow', slug: 'cash', category: 'DBS' },
      { title: 'Casino Nights', slug: 'casino', category: 'DBS' },
    ]);

    expect(await search(card.apiPath, 'q=cashb')).toEqual(['cashback']);
    expect(await search(card.apiPath, 'q=cash')).toEqual(['cash', 'cashback']);
    expect(await search(card.apiPath, 'q=CAS')).toEqual(['cash', 'cashback', 'casino']);
    expect(await search(card.apiPath, 'q=back')).toEqual([]);
    expect(await search(card.apiPath, 'q=ash')).toEqual([]);
    expect(await search(card.apiPath, 'q=cashbackplus')).toEqual([]);
  });

  it('needs the start of a word for every word of a query, in any order', async () => {
    await Cards.create([
      { title: 'Travel Miles Card', slug: 'travel', category: 'DBS', keyFeatures: ['Lounge'] },
      { title: 'Dining Miles Card', slug: 'dining', category: 'HSBC' },
      { title: 'Travel Insurance', slug: 'insurance', category: 'HSBC' },
    ]);

    expect(await search(card.apiPath, 'q=mil%20tra')).toEqual(['travel']);
    expect(await search(card.apiPath, 'q=tra%20mil%20lou')).toEqual(['travel']);
    expect(await search(card.apiPath, 'q=mi%20hsb')).toEqual(['dining']);
    expect(await search(card.apiPath, 'q=tr%20hs')).toEqual(['insurance']);
    expect(await search(card.apiPath, 'q=tra%20din')).toEqual([]);
  });

  it('folds case and accents in records and queries, and reads a decimal point literally', async () => {
    await Cards.create([
      { title: 'Café Rewards', slug: 'cafe', category: 'DBS' },
      { title: 'ÉCOLE 1.5% back', slug: 'ecole', category: 'DBS' },
      { title: 'Card 105', slug: 'numbered', category: 'DBS' },
    ]);

    expect(await search(card.apiPath, `q=${encodeURIComponent('CAFÉ')}`)).toEqual(['cafe']);
    expect(await search(card.apiPath, 'q=caf')).toEqual(['cafe']);
    expect(await search(card.apiPath, `q=${encodeURIComponent('éco')}`)).toEqual(['ecole']);
    expect(await search(card.apiPath, 'q=ecol')).toEqual(['ecole']);
    expect(await search(card.apiPath, 'q=1.5')).toEqual(['ecole']);
    expect(await search(card.apiPath, 'q=1')).toEqual(['ecole', 'numbered']);
    expect(await search(card.apiPath, 'q=10')).toEqual(['numbered']);
  });

  it('reads one index range per word, the narrowest one', async () => {
    await Cards.insertMany(
      Array.from({ length: 30 }, (_, index) => ({
        title: `Cashback ${index === 7 ? 'Zebra' : 'Plain'}`,
        slug: `card-${index}`,
        category: 'DBS',
      })),
    );

    const explained = (await Cards.find(searchFilter('cash zeb')).explain(
      'executionStats',
    )) as unknown as ExplainedFind;

    const scan = indexScanOf(explained.queryPlanner.winningPlan);
    expect(scan?.indexName).toBe('searchWords_1');
    expect(scan?.indexBounds.searchWords).toContain('["zeb", "zec")');
    expect(explained.executionStats.nReturned).toBe(1);
    expect(explained.executionStats.totalDocsExamined).toBe(1);
  });
});

interface PlanStage {
  stage: string;
  indexName?: string;
  indexBounds: Record<string, string[]>;
  inputStage?: PlanStage;
}

interface ExplainedFind {
  queryPlanner: { winningPlan: PlanStage };
  executionStats: { nReturned: number; totalDocsExamined: number };
}

function indexScanOf(plan: PlanStage | undefined): PlanStage | undefined {
  if (!plan || plan.stage === 'IXSCAN') return plan;
  return indexScanOf(plan.inputStage);
}
