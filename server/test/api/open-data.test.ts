import { listingKindByKey, listingKinds, type ListingKind } from '@sg-finance/contract';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingModel } from '../../src/models/listing.model.js';
import { unpackDocument } from '../../src/models/revision-document.js';
import { RevisionModel } from '../../src/models/revision.model.js';
import { errorBody } from '../support/error-body.js';
import { pngBytes } from '../support/fixtures.js';
import { useTestApi } from '../support/test-api.js';
import { useSeededDemo } from '../support/seeded-demo.js';
import { MAX_IMPORT_ROWS } from '../../src/open-data/import-file.js';

const api = useTestApi();
/**
 * Health checks answered, one after the other, while a file of the most rows is imported: the
 * import's pauses between slices of rows let each through.
 */
const MIN_ANSWERED_DURING_IMPORT = 5;
const card = listingKindByKey('card');

interface Exported {
  _id: string;
  slug: string;
  title: string;
  priority: number;
  terms?: Record<string, unknown>;
}

const writeSeededRecords = useSeededDemo(api);

async function exportOf(kind: ListingKind, format: 'json' | 'csv') {
  const response = await request(api.app).get(`/api/export/${kind.key}.${format}`);
  expect(response.status).toBe(200);
  return response;
}

/** The CSV export as rows of cells, the header first. */
async function csvTable(kind: ListingKind): Promise<string[][]> {
  const response = await exportOf(kind, 'csv');
  return parse(response.text, { bom: true });
}

const csvText = (table: readonly (readonly string[])[]) =>
  table.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n');

function importFile(
  kind: string,
  data: string | Buffer,
  filename: string,
  { dryRun = true, auth = api.adminAuth } = {},
) {
  return request(api.app)
    .post(`/api/import/${kind}?dryRun=${dryRun}`)
    .set('Authorization', auth)
    .attach('file', Buffer.from(data), { filename, contentType: 'text/plain' });
}

/** Sets one cell of a table (header first) by its column name and the listing's slug. */
function setCell(table: string[][], slug: string, column: string, value: string): number {
  const header = table[0]!;
  const rowIndex = table.findIndex((row) => row[header.indexOf('slug')] === slug);
  table[rowIndex]![header.indexOf(column)] = value;
  return rowIndex + 1;
}

async function createCardListing(slug: string, title = 'Import Test Card') {
  const model = listingModel(card);
  await model.create({ title, slug, category: 'DBS', priority: 1, terms: { annualFee: 196.2 } });
}

describe('GET /api/export/<kind>.json', () => {
  it('gives every listing of the kind with its public fields and terms, as a file to download', async () => {
    await writeSeededRecords();
    for (const kind of listingKinds) {
      const response = await exportOf(kind, 'json');
      const listings = response.body as Exported[];
      expect(listings.length).toBe(await listingModel(kind).countDocuments());
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename=${kind.key}-listings.json`,
      );
      const allowed = new Set([
        ...['_id', 'title', 'slug', 'subtitle', 'priority', 'category', 'image', 'tiers'],
        ...['imageWidth', 'imageHeight', 'rewardOffer', 'createdAt', 'updatedAt', 'terms'],
        ...kind.listFields,
      ]);
      for (const listing of listings) {
        expect(Object.keys(listing).filter((field) => !allowed.has(field))).toEqual([]);
      }
      expect(listings.some((listing) => listing.terms !== undefined)).toBe(true);
    }
  });

  it('answers from the read cache until a listing changes', async () => {
    await createCardListing('cached-card');
    const first = await exportOf(card, 'json');
    const again = await request(api.app)
      .get('/api/export/card.json')
      .set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);

    await listingModel(card).updateOne({ slug: 'cached-card' }, { title: 'Renamed' });
    const changed = await exportOf(card, 'json');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect((changed.body as Exported[])[0]!.title).toBe('Renamed');
  });

  it('answers 404 naming the kinds for an unknown kind or format, and 400 for a parameter', async () => {
    const unknown = await request(api.app).get('/api/export/creditcards.json');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(
      errorBody(
        'No listings of kind "creditcards": the kinds are card, investment, insurance, loan, saving, deposit',
      ),
    );
    const format = await request(api.app).get('/api/export/card.xml');
    expect(format.status).toBe(404);
    expect(format.body.message).toMatch(/ask for <kind>\.json or <kind>\.csv/);
    const parameter = await request(api.app).get('/api/export/card.csv?limit=5');
    expect(parameter.status).toBe(400);
    expect(parameter.body).toEqual(errorBody('unknown query parameter limit'));
  });
});

describe('GET /api/export/<kind>.csv', () => {
  it('names its columns after the fields, one row per listing, with the figures in them', async () => {
    await writeSeededRecords();
    const response = await exportOf(card, 'csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename=card-listings.csv');
    const [header, ...rows] = parse(response.text, { bom: true }) as string[][];
    expect(header!.slice(0, 3)).toEqual(['_id', 'title', 'slug']);
    expect(header).toEqual(
      expect.arrayContaining([
        'tiers.tier1',
        'rewardOffer[0].description',
        'keyFeatures[0]',
        'terms.annualFee',
        'terms.welcome.value',
        'terms.earn[0].category',
        'terms.source.verifiedAt',
      ]),
    );
    expect(header!.some((column) => column.startsWith('repaymentSummary'))).toBe(false);

    const json = (await exportOf(card, 'json')).body as Exported[];
    expect(rows.length).toBe(json.length);
    const fee = header!.indexOf('terms.annualFee');
    for (const [index, listing] of json.entries()) {
      expect(rows[index]![header!.indexOf('slug')]).toBe(listing.slug);
      const annualFee = listing.terms?.annualFee;
      expect(rows[index]![fee]).toBe(annualFee === undefined ? '' : String(annualFee));
    }
  });
});

describe('POST /api/import/<kind>', () => {
  it.each(['csv', 'json'] as const)(
    'finds nothing to change in the demo catalogue as its %s export gives it',
    async (format) => {
      await writeSeededRecords();
      for (const kind of listingKinds) {
        const exported = await exportOf(kind, format);
        const before = await api.snapshot();
        const response = await importFile(kind.key, exported.text, `${kind.key}.${format}`);
        expect(response.status).toBe(200);
        const count = await listingModel(kind).countDocuments();
        expect(response.body).toEqual({
          kind: kind.key,
          dryRun: true,
          rows: count,
          changes: [],
          created: [],
          unchanged: count,
        });
        expect(await api.snapshot()).toEqual(before);
      }
    },
  );

  it('shows a changed cell as one row of the dry run, changing nothing, then applies it with a revision', async () => {
    await writeSeededRecords();
    const table = await csvTable(card);
    const header = table[0]!;
    const slug = table[1]![header.indexOf('slug')]!;
    const oldFee = table[1]![header.indexOf('terms.annualFee')]!;
    const row = setCell(table, slug, 'terms.annualFee', '99.5');
    const before = await api.snapshot();

    const dryRun = await importFile('card', csvText(table), 'cards.csv');
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.changes).toEqual([
      { row, slug, field: 'terms.annualFee', old: oldFee, new: '99.5' },
    ]);
    expect(dryRun.body.created).toEqual([]);
    expect(await api.snapshot()).toEqual(before);

    const applied = await importFile('card', csvText(table), 'cards.csv', { dryRun: false });
    expect(applied.status).toBe(200);
    expect(applied.body.dryRun).toBe(false);
    expect(applied.body.changes).toHaveLength(1);
    const stored = await listingModel(card).findOne({ slug }).lean();
    expect(stored!.terms).toMatchObject({ annualFee: 99.5 });
    const revisions = await RevisionModel.find({ recordId: stored!._id }).sort({ number: -1 });
    expect(revisions[0]!.operation).toBe('update');
    expect(revisions[0]!.by.name).toBe('Ada Admin');
    expect(unpackDocument(revisions[0]!.document)).toMatchObject({ terms: { annualFee: 99.5 } });

    // The same file again finds nothing left to do, so running it twice is safe.
    const again = await importFile('card', csvText(table), 'cards.csv', { dryRun: false });
    expect(again.body).toMatchObject({ changes: [], created: [] });
    expect(await RevisionModel.countDocuments({ recordId: stored!._id })).toBe(revisions.length);
  });

  it('creates a listing from a new row with a slug, through the admin save and its revision', async () => {
    await createCardListing('existing-card');
    const table = await csvTable(card);
    const header = table[0]!;
    const added = header.map(() => '');
    added[header.indexOf('title')] = 'Imported Miles Card';
    added[header.indexOf('slug')] = 'imported-miles-card';
    added[header.indexOf('category')] = 'OCBC';
    added[header.indexOf('keyFeatures[0]')] = '1.2 miles per S$1';
    added[header.indexOf('terms.rewardType')] = 'miles';
    table.push(added);

    const dryRun = await importFile('card', csvText(table), 'cards.csv');
    expect(dryRun.body.created).toEqual([
      { row: 3, slug: 'imported-miles-card', title: 'Imported Miles Card' },
    ]);
    expect(await listingModel(card).countDocuments()).toBe(1);

    const applied = await importFile('card', csvText(table), 'cards.csv', { dryRun: false });
    expect(applied.status).toBe(200);
    const created = await listingModel(card).findOne({ slug: 'imported-miles-card' }).lean();
    expect(created).toMatchObject({
      title: 'Imported Miles Card',
      category: 'OCBC',
      keyFeatures: ['1.2 miles per S$1'],
      terms: { rewardType: 'miles' },
    });
    expect(
      await RevisionModel.countDocuments({ recordId: created!._id, operation: 'create' }),
    ).toBe(1);
  });

  it('finishes an import cut short when the same file is run again, writing only what is left', async () => {
    await createCardListing('renamed-card', 'Old Title');
    const table = await csvTable(card);
    const header = table[0]!;
    setCell(table, 'renamed-card', 'title', 'New Title');
    const added = header.map(() => '');
    added[header.indexOf('title')] = 'Added Card';
    added[header.indexOf('slug')] = 'added-card';
    added[header.indexOf('category')] = 'UOB';
    table.push(added);
    // As if the process died after the first write (new listings are written first): only the
    // new listing is there.
    const firstWrite = [header, added];
    await importFile('card', csvText(firstWrite), 'first.csv', { dryRun: false });

    const rest = await importFile('card', csvText(table), 'cards.csv');
    expect(rest.body).toMatchObject({
      created: [],
      changes: [
        { row: 2, slug: 'renamed-card', field: 'title', old: 'Old Title', new: 'New Title' },
      ],
      unchanged: 1,
    });
    await importFile('card', csvText(table), 'cards.csv', { dryRun: false });
    expect(await listingModel(card).countDocuments({ slug: 'added-card' })).toBe(1);
    expect(await listingModel(card).findOne({ slug: 'renamed-card' }).lean()).toMatchObject({
      title: 'New Title',
    });
    const again = await importFile('card', csvText(table), 'cards.csv');
    expect(again.body).toMatchObject({ changes: [], created: [], unchanged: 2 });
  });

  it('refuses the whole file on a bad row, naming the row and the field, and writes nothing', async () => {
    await writeSeededRecords();
    const table = await csvTable(card);
    const header = table[0]!;
    const slugOf = (row: string[]) => row[header.indexOf('slug')]!;
    setCell(table, slugOf(table[1]!), 'title', 'A valid new title');
    const badRow = setCell(table, slugOf(table[2]!), 'terms.welcome.value', 'S$350');
    const before = await api.snapshot();

    for (const dryRun of [true, false]) {
      const response = await importFile('card', csvText(table), 'cards.csv', { dryRun });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(
        errorBody(`Row ${badRow}, terms.welcome.value: must be a number`),
      );
    }
    expect(await api.snapshot()).toEqual(before);
  });

  it.each([
    ['an unknown provider', 'category', 'Nobody Bank', 'category: "Nobody Bank" is not a provider'],
    ['an id of no listing', '_id', '0123456789abcdef01234567', '_id: no credit card has this id'],
    ['an empty title', 'title', '', 'title: is required'],
    [
      'a slug of another listing',
      'slug',
      'second-card',
      'slug: another credit card has the slug "second-card"',
    ],
  ])('refuses a row with %s', async (_case, column, value, problem) => {
    await createCardListing('first-card', 'First');
    await createCardListing('second-card', 'Second');
    const table = await csvTable(card);
    const row = setCell(table, 'first-card', column, value);
    const before = await api.snapshot();
    const response = await importFile('card', csvText(table), 'cards.csv', { dryRun: false });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorBody(`Row ${row}, ${problem}`));
    expect(await api.snapshot()).toEqual(before);
  });

  it('refuses a JSON listing with a field the export does not have, by its position', async () => {
    await createCardListing('json-card');
    const listings = (await exportOf(card, 'json')).body as Record<string, unknown>[];
    listings[0]!.colour = 'blue';
    const response = await importFile('card', JSON.stringify(listings), 'cards.json');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorBody('Row 1, colour: is not a field'));
  });

  it('refuses a CSV column that is not a field of the kind', async () => {
    const response = await importFile('card', 'title,slug,repaymentSummary[0]\r\nA,a,b', 'a.csv');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(
      errorBody(
        'Column "repaymentSummary[0]" is not a field of a credit card: use the columns of the export',
      ),
    );
  });

  it(`refuses more than ${MAX_IMPORT_ROWS} rows, columns past a list's maximum, and cuts long names`, async () => {
    const row = 'A card,a-card,DBS\r\n';
    const manyRows = `title,slug,category\r\n${row.repeat(56_350)}`;
    const rows = await importFile('card', manyRows, 'rows.csv');
    expect(rows.body).toEqual(
      errorBody(
        `The file has more than ${MAX_IMPORT_ROWS} listings: import at most ${MAX_IMPORT_ROWS} at a time`,
      ),
    );
    const manyItems = await importFile(
      'card',
      JSON.stringify(Array(MAX_IMPORT_ROWS + 1).fill({})),
      'a.json',
    );
    expect(manyItems.body.message).toMatch(/^The file has more than 2000 listings/);

    const wide = `title,${Array.from({ length: 70_003 }, (_, index) => `c${index}`).join(',')}\r\n`;
    const columns = await importFile('card', wide, 'wide.csv');
    expect(columns.status).toBe(400);
    expect(columns.body.message).toMatch(
      /^The file has 70004 columns: a credit card has at most \d+\. Use the columns of the export$/,
    );

    const pastMaximum = await importFile(
      'card',
      'title,slug,rewardOffer[20].tag\r\nA,a,b',
      'a.csv',
    );
    expect(pastMaximum.body).toEqual(
      errorBody(
        'Column "rewardOffer[20].tag" is not a field of a credit card: use the columns of the export',
      ),
    );
    await importFile(
      'card',
      'title,slug,category,rewardOffer[19].tag\r\nA,a,DBS,b',
      'a.csv',
    ).expect(200);

    const longName = `x${'y'.repeat(2 * 1024 * 1024 - 100)}`;
    const long = await importFile('card', `${longName}\r\nA`, 'long.csv');
    expect(long.body).toEqual(
      errorBody(
        `Column "${longName.slice(0, 60)}…" is not a field of a credit card: use the columns of the export`,
      ),
    );
  });

  it('keeps answering other requests while it reads a file of the most rows', async () => {
    const row = (index: number) => `Card ${index},card-${index},DBS,0.5\r\n`;
    const file = `title,slug,category,priority\r\n${Array.from({ length: MAX_IMPORT_ROWS }, (_, index) => row(index)).join('')}`;
    const importing = importFile('card', file, 'cards.csv');
    let answered = 0;
    let done = false;
    void importing.then(() => (done = true));
    while (!done) {
      await request(api.app).get('/api/health').expect(200);
      answered += 1;
    }
    const response = await importing;
    expect(response.status).toBe(200);
    expect(response.body.created).toHaveLength(MAX_IMPORT_ROWS);
    console.info(`health checks answered during the import: ${answered}`);
    // An import that held the process from start to end would let one check through, at its end.
    expect(answered).toBeGreaterThanOrEqual(MIN_ANSWERED_DURING_IMPORT);
  });

  it('answers 400 for a file that is not a CSV or JSON export, and 413 for one too large', async () => {
    const picture = await importFile('card', pngBytes, 'cards.png');
    expect(picture.status).toBe(400);
    expect(picture.body).toEqual(
      errorBody('The file must be a CSV (.csv) or JSON (.json) export of listings'),
    );
    const binary = await importFile('card', pngBytes, 'cards.csv');
    expect(binary.status).toBe(400);
    expect(binary.body.message).toMatch(/^The file is not UTF-8 text/);
    const tooLarge = await importFile('card', Buffer.alloc(2 * 1024 * 1024 + 1, 'a'), 'big.csv');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual(
      errorBody('The file is too large: an import file may be at most 2 MB'),
    );
    const empty = await importFile('card', 'title,slug\r\n', 'empty.csv');
    expect(empty.body).toEqual(errorBody('The file has no listings'));
    const query = await request(api.app)
      .post('/api/import/card?dryRun=maybe')
      .set('Authorization', api.adminAuth)
      .attach('file', Buffer.from('[]'), 'a.json');
    expect(query.body).toEqual(errorBody('dryRun: must be true or false'));
    const unknownKind = await importFile('cards', '[]', 'a.json');
    expect(unknownKind.body).toEqual(
      errorBody(
        'No listings of kind "cards": the kinds are card, investment, insurance, loan, saving, deposit',
      ),
    );
  });

  it('answers 403 to an account that is not an administrator and 401 without one, changing nothing', async () => {
    await createCardListing('guarded-card');
    const table = await csvTable(card);
    setCell(table, 'guarded-card', 'title', 'Changed by a user');
    const before = await api.snapshot();
    const user = await importFile('card', csvText(table), 'c.csv', {
      dryRun: false,
      auth: api.userAuth,
    });
    expect(user.status).toBe(403);
    expect(user.body).toEqual(errorBody('Only administrators can do this'));
    const anonymous = await request(api.app)
      .post('/api/import/card')
      .attach('file', Buffer.from(csvText(table)), 'c.csv');
    expect(anonymous.status).toBe(401);
    expect(await api.snapshot()).toEqual(before);
  });
});
