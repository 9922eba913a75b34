import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { SavingsBond, TbillAuction } from '@sg-finance/contract';
import { SavingsBondModel } from '../../src/models/savings-bond.model.js';
import { TbillAuctionModel } from '../../src/models/tbill-auction.model.js';
import {
  referenceSavingsBonds,
  referenceTbillAuctions,
} from '../../src/seed/data/government-securities.js';
import { ensureGovernmentSecurities } from '../../src/services/government-securities.service.js';
import { errorBody } from '../support/error-body.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();

const auction = {
  issueCode: 'BS26120X',
  tenorMonths: 6,
  auctionDate: '2026-11-26',
  issueDate: '2026-12-01',
  cutOffYield: 1.42,
};

const bond = {
  issueMonth: '2026-12',
  issueCode: 'GX26120F',
  stepUpRates: [1.5, 1.6, 1.7, 1.8, 1.9, 2.0, 2.1, 2.2, 2.3, 2.4],
  averageReturns: [1.5, 1.55, 1.6, 1.65, 1.7, 1.75, 1.8, 1.85, 1.9, 1.95],
  applicationOpens: '2026-11-01',
  applicationCloses: '2026-11-25',
};

function post(path: string, body: object, auth = api.adminAuth) {
  return request(api.app).post(path).set('Authorization', auth).send(body);
}

function importCsv(path: string, csv: string, auth = api.adminAuth) {
  return request(api.app)
    .post(path)
    .set('Authorization', auth)
    .attach('file', Buffer.from(csv), { filename: 'mas.csv', contentType: 'text/csv' });
}

const tbillHeader = 'issueCode,tenorMonths,auctionDate,issueDate,cutOffYield';
const years = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}${i + 1}`);
const bondHeader = [
  'issueMonth',
  'issueCode',
  ...years('year'),
  ...years('average'),
  'applicationOpens',
  'applicationCloses',
].join(',');
const bondRow = (month: string, opens: string) =>
  [month, '', ...bond.stepUpRates, ...bond.averageReturns, opens, '2026-11-25'].join(',');

describe('T-bill auctions', () => {
  it('are kept by administrators and read by anyone, the latest first', async () => {
    await post('/api/tbill-auctions', auction).expect(201);
    await post('/api/tbill-auctions', {
      ...auction,
      issueCode: 'BT26105Z',
      tenorMonths: 12,
      auctionDate: '2026-10-15',
    }).expect(201);

    const answer = await request(api.app).get('/api/tbill-auctions').expect(200);
    const listed = answer.body as TbillAuction[];
    expect(listed.map((one) => [one.issueCode, one.tenorMonths, one.cutOffYield])).toEqual([
      ['BS26120X', 6, 1.42],
      ['BT26105Z', 12, 1.42],
    ]);
  });

  it('refuses a yield of 300%, a duplicate issue code and a non-administrator', async () => {
    const wild = await post('/api/tbill-auctions', { ...auction, cutOffYield: 300 }).expect(400);
    expect(wild.body.message).toContain('cutOffYield: must be at most 20 (percent a year)');
    await post('/api/tbill-auctions', auction).expect(201);
    const twice = await post('/api/tbill-auctions', auction).expect(409);
    expect(twice.body).toEqual(
      errorBody('A T-bill auction with the issue code BS26120X already exists'),
    );
    await post('/api/tbill-auctions', { ...auction, issueCode: 'X' }, api.userAuth).expect(403);
    expect(await TbillAuctionModel.countDocuments()).toBe(1);
  });

  it('are changed and deleted one at a time; a malformed date or 300% changes nothing', async () => {
    const created = (await post('/api/tbill-auctions', auction).expect(201)).body as TbillAuction;
    const one = `/api/tbill-auctions/${created._id}`;
    const put = (body: object) =>
      request(api.app).put(one).set('Authorization', api.adminAuth).send(body);

    const badDate = await put({ ...auction, auctionDate: '26/11/2026' }).expect(400);
    expect(badDate.body.message).toContain('auctionDate: must be a date written YYYY-MM-DD');
    const wild = await put({ ...auction, cutOffYield: 300 }).expect(400);
    expect(wild.body.message).toContain('cutOffYield: must be at most 20 (percent a year)');
    const unchanged = await TbillAuctionModel.findById(created._id).lean();
    expect([unchanged?.auctionDate, unchanged?.cutOffYield]).toEqual(['2026-11-26', 1.42]);

    const changed = await put({ ...auction, cutOffYield: 1.45 }).expect(200);
    expect((changed.body as TbillAuction).cutOffYield).toBe(1.45);
    await request(api.app).delete(one).set('Authorization', api.userAuth).expect(403);
    const deleted = await request(api.app)
      .delete(one)
      .set('Authorization', api.adminAuth)
      .expect(200);
    expect(deleted.body).toEqual({ message: 'T-bill Auction Deleted!' });
    expect(await TbillAuctionModel.countDocuments()).toBe(0);
  });

  it('imports a CSV file as MAS publishes the results', async () => {
    const csv = `${tbillHeader}\nBS26120X,6,2026-11-26,2026-12-01,1.42\nBT26105Z,12,2026-10-15,,1.38%\n`;
    const answer = await importCsv('/api/tbill-auctions/import', csv).expect(200);
    expect(answer.body).toEqual({ created: 2, updated: 0 });
    const again = await importCsv('/api/tbill-auctions/import', csv.replace('1.42', '1.45'));
    expect(again.body).toEqual({ created: 0, updated: 2 });
    const stored = await TbillAuctionModel.findOne({ issueCode: 'BT26105Z' }).lean();
    expect([stored?.cutOffYield, stored?.issueDate]).toEqual([1.38, undefined]);
  });

  it.each([
    [
      'a malformed date',
      '2026-13-26',
      '1.42',
      'Row 3, column auctionDate: must be a date written YYYY-MM-DD',
    ],
    [
      'a yield over 20%',
      '2026-11-26',
      '300',
      'Row 3, column cutOffYield: must be at most 20 (percent a year)',
    ],
    [
      'a yield that is no number',
      '2026-11-26',
      'high',
      'Row 3, column cutOffYield: must be a number',
    ],
  ])(
    'refuses a file with %s, naming row and column, storing nothing',
    async (_, date, yld, message) => {
      const csv = `${tbillHeader}\nBT26105Z,12,2026-10-15,,1.38\nBS26120X,6,${date},,${yld}\n`;
      const answer = await importCsv('/api/tbill-auctions/import', csv).expect(400);
      expect(answer.body).toEqual(errorBody(message));
      expect(await TbillAuctionModel.countDocuments()).toBe(0);
    },
  );
});

describe('Savings Bond issues', () => {
  it('are kept with ten step-up rates and their application window', async () => {
    const created = await post('/api/savings-bonds', bond).expect(201);
    expect((created.body as SavingsBond).stepUpRates).toEqual(bond.stepUpRates);

    const short = await post('/api/savings-bonds', {
      ...bond,
      issueMonth: '2027-01',
      stepUpRates: [1.5],
    }).expect(400);
    expect(short.body.message).toContain(
      'stepUpRates: must have one rate for each of the 10 years',
    );
    const backwards = await post('/api/savings-bonds', {
      ...bond,
      issueMonth: '2027-01',
      applicationCloses: '2026-10-01',
    }).expect(400);
    expect(backwards.body.message).toContain(
      'applicationCloses: must not be before applicationOpens',
    );
    expect(await SavingsBondModel.countDocuments()).toBe(1);
  });

  it('are changed one at a time; a window that ends before it opens changes nothing', async () => {
    const created = (await post('/api/savings-bonds', bond).expect(201)).body as SavingsBond;
    const one = `/api/savings-bonds/${created._id}`;
    const backwards = await request(api.app)
      .put(one)
      .set('Authorization', api.adminAuth)
      .send({ ...bond, applicationCloses: '2026-10-31' })
      .expect(400);
    expect(backwards.body.message).toContain(
      'applicationCloses: must not be before applicationOpens',
    );
    expect((await SavingsBondModel.findById(created._id).lean())?.applicationCloses).toBe(
      '2026-11-25',
    );
    await request(api.app)
      .delete(one)
      .set('Authorization', api.adminAuth)
      .expect(200, { message: 'Savings Bond Deleted!' });
    expect(await SavingsBondModel.countDocuments()).toBe(0);
  });

  it('imports a CSV file and refuses one with a malformed date, storing nothing', async () => {
    const good = `${bondHeader}\n${bondRow('2026-12', '2026-11-01')}\n`;
    expect((await importCsv('/api/savings-bonds/import', good).expect(200)).body).toEqual({
      created: 1,
      updated: 0,
    });
    await SavingsBondModel.deleteMany();

    const bad = `${bondHeader}\n${bondRow('2026-12', '2026-11-01')}\n${bondRow('2027-01', '1/12/2026')}\n`;
    const answer = await importCsv('/api/savings-bonds/import', bad).expect(400);
    expect(answer.body).toEqual(
      errorBody('Row 3, column applicationOpens: must be a date written YYYY-MM-DD'),
    );
    const wild = bad.replace('1/12/2026', '2026-12-01').replace(/,1\.6,/, ',300,');
    expect((await importCsv('/api/savings-bonds/import', wild).expect(400)).body).toEqual(
      errorBody('Row 2, column year2: must be at most 20 (percent a year)'),
    );
    expect(await SavingsBondModel.countDocuments()).toBe(0);
  });
});

describe('the reference figures', () => {
  it('are added once, each with its source, and leave administrators’ changes alone', async () => {
    const added = await ensureGovernmentSecurities(referenceTbillAuctions, referenceSavingsBonds);
    expect(added).toBe(referenceTbillAuctions.length + referenceSavingsBonds.length);
    await TbillAuctionModel.updateOne({ issueCode: 'BS26111H' }, { cutOffYield: 1.5 });
    expect(await ensureGovernmentSecurities(referenceTbillAuctions, referenceSavingsBonds)).toBe(0);
    expect((await TbillAuctionModel.findOne({ issueCode: 'BS26111H' }).lean())?.cutOffYield).toBe(
      1.5,
    );
    for (const figure of [...referenceTbillAuctions, ...referenceSavingsBonds]) {
      expect(figure.sourceUrl).toMatch(/^https:\/\//);
    }
  });
});
