import { listingFactsSchema, listingKindByKey } from '@sg-finance/contract';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingModel } from '../../src/models/listing.model.js';
import { SourceCheckModel } from '../../src/models/source-check.model.js';
import { useTestApi } from '../support/test-api.js';

const site = 'https://compare.example.sg';
const api = useTestApi({ SITE_URL: site });

const source = {
  url: 'https://www.uob.com.sg/personal/cards/prvi-miles.page',
  verifiedAt: '2026-11-02',
  verifiedBy: 'Research team',
  quotes: [{ term: 'annualFee', sentence: 'Annual fee of S$261.60 (inclusive of GST).' }],
};

async function addCard() {
  return listingModel(listingKindByKey('card')).create({
    title: 'PRVI Miles',
    slug: 'prvi-miles',
    category: 'UOB',
    terms: { source, rewardType: 'miles', annualFee: 261.6, baseRate: 1.4 },
  });
}

describe('the facts of a listing', () => {
  it('gives each figure with its source, check date, page hash and quoted sentence', async () => {
    const card = await addCard();
    await SourceCheckModel.create({
      _id: `card/${card._id.toString()}`,
      kind: 'card',
      listingId: card._id,
      url: source.url,
      checkedAt: new Date('2026-11-27T20:00:00Z'),
      text: 'Annual fee of S$261.60 (inclusive of GST).',
      textHash: 'a'.repeat(64),
    });

    const answer = await request(api.app).get('/api/facts/card/prvi-miles.json').expect(200);

    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(listingFactsSchema.parse(answer.body)).toEqual(answer.body);
    const pageSource = {
      url: source.url,
      checkedOn: '2026-11-02',
      checkedBy: 'Research team',
      pageHash: 'a'.repeat(64),
      pageFetchedAt: '2026-11-27T20:00:00.000Z',
    };
    expect(answer.body).toMatchObject({
      kind: 'card',
      slug: 'prvi-miles',
      title: 'PRVI Miles',
      provider: 'UOB',
      page: `${site}/cards/prvi-miles`,
    });
    expect(answer.body.sourceChangedOn).toBeUndefined();
    expect(answer.body.figures.slice(0, 4)).toEqual([
      {
        key: 'rewardType',
        label: 'Reward type',
        value: 'miles',
        text: 'Miles',
        source: pageSource,
      },
      {
        key: 'annualFee',
        label: 'Annual fee',
        value: 261.6,
        unit: 'SGD/year',
        text: 'S$261.60 a year',
        source: { ...pageSource, quote: 'Annual fee of S$261.60 (inclusive of GST).' },
      },
      {
        key: 'baseRate',
        label: 'Base earn rate',
        value: 1.4,
        unit: 'miles/SGD',
        text: '1.4 miles per S$1',
        source: pageSource,
      },
      {
        key: 'earn.dining',
        label: 'Earn rate: dining',
        value: 1.4,
        unit: 'miles/SGD',
        text: '1.4 miles per S$1',
        source: pageSource,
      },
    ]);
  });

  it('gives no page hash before the watch fetched the page, or for another address', async () => {
    const card = await addCard();
    let answer = await request(api.app).get('/api/facts/card/prvi-miles.json').expect(200);
    expect(answer.body.figures[0].source).toEqual({
      url: source.url,
      checkedOn: '2026-11-02',
      checkedBy: 'Research team',
    });
    await SourceCheckModel.create({
      _id: `card/${card._id.toString()}`,
      kind: 'card',
      listingId: card._id,
      url: 'https://www.uob.com.sg/old-page',
      checkedAt: new Date('2026-11-27T20:00:00Z'),
      textHash: 'b'.repeat(64),
    });
    answer = await request(api.app).get('/api/facts/card/prvi-miles.json').expect(200);
    expect(answer.body.figures[0].source.pageHash).toBeUndefined();
  });

  it('answers 404 with the reason for an unknown kind, file name or listing', async () => {
    await addCard();
    const kind = await request(api.app).get('/api/facts/boat/prvi-miles.json').expect(404);
    expect(kind.body.message).toBe(
      'No listings of kind "boat": the kinds are card, investment, insurance, loan, saving, deposit',
    );
    const file = await request(api.app).get('/api/facts/card/prvi-miles.csv').expect(404);
    expect(file.body.message).toBe('No facts file "prvi-miles.csv": ask for <slug>.json');
    const slug = await request(api.app).get('/api/facts/card/no-such-card.json').expect(404);
    expect(slug.body.message).toBe('Credit card not found');
  });
});

describe('/llms.txt', () => {
  it('describes the site, its lists, calculators and open data in the proposal’s Markdown', async () => {
    const answer = await request(api.app).get('/llms.txt').expect(200);
    expect(answer.headers['content-type']).toBe('text/markdown; charset=utf-8');
    const lines = answer.text.split('\n');
    expect(lines[0]).toBe('# SG Finance Rewards');
    expect(lines[2]).toMatch(/^> \S/);
    const sections = lines.filter((line) => line.startsWith('## '));
    expect(sections).toEqual(['## Lists', '## Calculators', '## Open data', '## Optional']);
    expect(lines).toContain(
      `- [Loan Calculator](${site}/loans/calculator): Every loan that fits your amount and tenure, ranked by what it costs in all: interest plus fees.`,
    );
    expect(lines).toContain(
      `- [Credit Cards as JSON](${site}/api/export/card.json): every listing with its terms; also as CSV`,
    );
    expect(lines).toContain(`- [How we rank and calculate](${site}/how-we-rank)`);
    // Every link is an absolute address on the site.
    const links = [...answer.text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(links.length).toBeGreaterThan(15);
    for (const link of links) expect(link.startsWith(`${site}/`)).toBe(true);
  });
});
