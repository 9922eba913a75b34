import type {
  MerchantReport,
  MerchantReportDecision,
  MerchantReportFields,
} from '@sg-finance/contract';
import type { Request, Response } from 'express';
import { adminActor } from '../middleware/auth.js';
import { validQuery } from '../middleware/validate.js';
import { writeCsv } from '../open-data/csv-file.js';
import {
  merchantReportMessages,
  merchantReportService,
} from '../services/merchant-report.service.js';
import { merchantReportListQuery } from '../validation/merchant-report.schema.js';

/** The columns of the open data file of merchant codes, one row per approved report. */
export const merchantCodeColumns = [
  'merchant',
  'merchantSlug',
  'mcc',
  'statementText',
  'day',
  'channel',
  'card',
  'cardSlug',
  'bonusCame',
] as const;

const csvRow = (report: MerchantReport) => ({
  merchant: report.merchant.name,
  merchantSlug: report.merchant.slug,
  mcc: report.mcc ?? '',
  statementText: report.statementText,
  day: report.day,
  channel: report.channel,
  card: report.card.title,
  cardSlug: report.card.slug,
  bonusCame: report.bonusCame,
});

/** Users report the codes their statements show; administrators decide; anyone reads. */
export const merchantReportController = {
  async report(req: Request<unknown, unknown, MerchantReportFields>, res: Response) {
    const { report, folded } = await merchantReportService.report(
      String(res.locals.userId),
      req.body,
    );
    res.status(folded ? 200 : 201).json({
      report,
      message: folded ? merchantReportMessages.folded : merchantReportMessages.received,
    });
  },

  async list(_req: Request, res: Response) {
    const { status } = validQuery(res, merchantReportListQuery);
    res.json(await merchantReportService.list(status));
  },

  async decide(req: Request<{ id: string }, unknown, MerchantReportDecision>, res: Response) {
    res.json(await merchantReportService.decide(req.params.id, req.body, adminActor(res)));
  },

  async page(req: Request<{ id: string }>, res: Response) {
    res.json(await merchantReportService.page(req.params.id));
  },

  async openDataJson(_req: Request, res: Response) {
    res.attachment('merchant-codes.json');
    res.json(await merchantReportService.openData());
  },

  async openDataCsv(_req: Request, res: Response) {
    const reports = await merchantReportService.openData();
    res.attachment('merchant-codes.csv');
    res.type('text/csv; charset=utf-8');
    res.send(writeCsv(merchantCodeColumns, reports.map(csvRow)));
  },
};
