import type { RequestHandler } from 'express';
import {
  savingsBondInputSchema,
  savingsBondSchema,
  tbillAuctionInputSchema,
  tbillAuctionSchema,
} from '@sg-finance/contract';
import { z } from 'zod';
import {
  createSavingsBondController,
  createTbillAuctionController,
} from '../controllers/government-securities.controller.js';
import { nameSchema } from '../open-api/schema-names.js';
import { savingsBondCsvColumns, tbillCsvColumns } from '../open-data/government-securities-csv.js';
import { importUpload } from '../open-data/import-upload.js';
import { createReadCache } from '../read-cache/index.js';
import { adminKeptRoutes } from './admin-kept-routes.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';

const importAnswer = z.object({
  created: z.number().meta({ description: 'Records the file added.' }),
  updated: z.number().meta({ description: 'Records already stored, written again from the file.' }),
});

function importRoute(
  path: string,
  what: string,
  columns: readonly string[],
  handler: RequestHandler,
): DeclaredRoute {
  return apiRoute({
    method: 'post',
    path: `/api/${path}/import`,
    access: 'admin',
    tag: 'Government securities',
    summary: `Create or change ${what} from a CSV file`,
    description:
      `A multipart form with one CSV \`file\` whose header names these columns: ${columns.join(', ')}. ` +
      'A row breaking a rule refuses the whole file, naming the row and column; nothing is stored.',
    body: z.object({ file: z.string().meta({ format: 'binary', description: 'A CSV file.' }) }),
    multipartFile: importUpload,
    answer: importAnswer,
    errors: {
      400: 'The file cannot be read, or a row breaks a rule; `message` names the row and column.',
      413: 'The file is larger than 2 MB.',
    },
    handlers: [handler],
  });
}

/** `/api/tbill-auctions` and `/api/savings-bonds`: read by anyone, kept by administrators. */
export function governmentSecuritiesRoutes(): DeclaredRoute[] {
  const tbills = createTbillAuctionController(createReadCache('tbillauctions'));
  const bonds = createSavingsBondController(createReadCache('savingsbonds'));
  return [
    ...adminKeptRoutes({
      path: '/api/tbill-auctions',
      tag: 'Government securities',
      noun: 'T-bill auction',
      read: {
        summary: 'Singapore T-bill auctions, the latest auction date first',
        description: 'An auction without `cutOffYield` is announced and not yet held.',
        handler: tbills.list,
      },
      body: tbillAuctionInputSchema,
      record: nameSchema(tbillAuctionSchema, 'TbillAuction'),
      writes: tbills,
    }),
    importRoute('tbill-auctions', 'T-bill auctions', tbillCsvColumns, tbills.import),
    ...adminKeptRoutes({
      path: '/api/savings-bonds',
      tag: 'Government securities',
      noun: 'Savings Bond issue',
      read: {
        summary: 'Singapore Savings Bond issues, the latest issue month first',
        handler: bonds.list,
      },
      body: savingsBondInputSchema,
      record: nameSchema(savingsBondSchema, 'SavingsBond'),
      writes: bonds,
    }),
    importRoute('savings-bonds', 'Savings Bond issues', savingsBondCsvColumns, bonds.import),
  ];
}
