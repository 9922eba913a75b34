import type { Request, Response } from 'express';
import { ApiError } from '../lib/api-error.js';
import { savingsBondRowsOf, tbillRowsOf } from '../open-data/government-securities-csv.js';
import { sendCachedRecord, type ReadCache } from '../read-cache/index.js';
import {
  savingsBondService,
  tbillAuctionService,
} from '../services/government-securities.service.js';
import { keptRecordWrites } from './kept-record-writes.js';

function csvText(req: Request): string {
  if (!req.file) throw new ApiError(400, 'Choose a CSV file to import');
  return req.file.buffer.toString('utf8');
}

/** T-bill auctions: read by anyone, kept and imported by administrators. */
export function createTbillAuctionController(cache: ReadCache) {
  return {
    list(req: Request, res: Response) {
      return sendCachedRecord(req, res, cache, 'tbill auctions', () => tbillAuctionService.list());
    },
    async import(req: Request, res: Response) {
      const rows = tbillRowsOf(csvText(req), tbillAuctionService.schema);
      res.json(await tbillAuctionService.store(rows));
    },
    ...keptRecordWrites(tbillAuctionService, 'T-bill Auction Deleted!'),
  };
}

/** Savings Bond issues: read by anyone, kept and imported by administrators. */
export function createSavingsBondController(cache: ReadCache) {
  return {
    list(req: Request, res: Response) {
      return sendCachedRecord(req, res, cache, 'savings bonds', () => savingsBondService.list());
    },
    async import(req: Request, res: Response) {
      const rows = savingsBondRowsOf(csvText(req), savingsBondService.schema);
      res.json(await savingsBondService.store(rows));
    },
    ...keptRecordWrites(savingsBondService, 'Savings Bond Deleted!'),
  };
}
