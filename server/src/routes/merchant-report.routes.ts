import {
  MERCHANT_REPORTS_PER_HOUR_PER_ADDRESS,
  MERCHANT_REPORTS_PER_MINUTE,
  merchantPageSchema,
  merchantReportDecisionSchema,
  merchantReportInputSchema,
  merchantReportSchema,
} from '@sg-finance/contract';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import { merchantReportController } from '../controllers/merchant-report.controller.js';
import { ApiError } from '../lib/api-error.js';
import { DatabaseRateStore } from '../middleware/database-rate-store.js';
import { createPerUserRateLimiter } from '../middleware/rate-limit.js';
import { nameSchema } from '../open-api/schema-names.js';
import { merchantReportListQuery } from '../validation/merchant-report.schema.js';
import { noQuery } from '../validation/query.schema.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';
import { errorTexts, recordIdParams } from './route-parts.js';

/** `{id}` of a merchant's page: its slug or its id (the administrators' writes take its id). */
const merchantParams = z.object({
  id: z.string().meta({ description: 'The merchant’s slug (as in its page address) or id.' }),
});

const report = nameSchema(merchantReportSchema, 'MerchantReport');
const tag = 'Merchant codes';

/**
 * The merchant codes users report: a signed-in user reports a purchase, administrators approve,
 * reject or merge, anyone reads a merchant's page and the approved reports as open data.
 */
export function merchantReportRoutes(): DeclaredRoute[] {
  // Counted in the database, so every instance counts the same reports.
  const limitAddress = rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: MERCHANT_REPORTS_PER_HOUR_PER_ADDRESS,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new DatabaseRateStore('merchant-reports-address'),
    handler: (_req, _res, next) => {
      next(new ApiError(429, 'Too many reports from this address: please try again in an hour'));
    },
  });
  return [
    apiRoute({
      method: 'post',
      path: '/api/me/merchant-reports',
      access: 'signedIn',
      tag,
      summary: 'Report the code a statement showed for a purchase',
      description:
        'Pending until an administrator approves it. The same purchase (merchant, card, day, ' +
        'way of paying) reported again replaces the user’s earlier report (200 instead of 201).',
      before: [
        createPerUserRateLimiter('merchant-reports', MERCHANT_REPORTS_PER_MINUTE),
        limitAddress,
      ],
      body: merchantReportInputSchema,
      status: 201,
      answer: nameSchema(z.object({ report, message: z.string() }), 'MerchantReportReceived'),
      errors: {
        400: 'A field breaks its rule, or names a merchant or card we do not list; `message` says which.',
        429: 'Too many reports from this user in a minute, or from this address in an hour.',
      },
      handlers: [merchantReportController.report],
    }),
    apiRoute({
      method: 'get',
      path: '/api/merchant-reports',
      access: 'admin',
      tag,
      summary: 'The reports of one status, oldest first (at most 200)',
      query: merchantReportListQuery,
      answer: z.array(report),
      errors: { 400: errorTexts.badQuery },
      notes: { status: 'pending (when absent), approved, rejected or merged.' },
      handlers: [merchantReportController.list],
    }),
    apiRoute({
      method: 'put',
      path: '/api/merchant-reports/{id}',
      access: 'admin',
      tag,
      summary: 'Approve, reject or merge a report',
      description:
        'A merged report is folded into another report of the same merchant (`mergedInto`) and ' +
        'counts as that one. The merchant’s evidence is worked out again.',
      params: recordIdParams,
      body: merchantReportDecisionSchema,
      answer: report,
      errors: { 400: errorTexts.badBody, 404: 'No report has this id.' },
      handlers: [merchantReportController.decide],
    }),
    apiRoute({
      method: 'get',
      path: '/api/merchants/{id}',
      access: 'anyone',
      tag,
      summary: 'A merchant, what its approved reports say of its code, and the latest of them',
      params: merchantParams,
      answer: nameSchema(merchantPageSchema, 'MerchantPage'),
      errors: { 404: 'No merchant has this address.' },
      handlers: [merchantReportController.page],
    }),
    apiRoute({
      method: 'get',
      path: '/api/open-data/merchant-codes.json',
      access: 'anyone',
      tag: 'Open data',
      summary: 'Every approved merchant code report, as JSON',
      description: 'What each statement showed, never who sent it; oldest first.',
      answer: z.array(report),
      query: noQuery,
      errors: { 400: errorTexts.badQuery },
      handlers: [merchantReportController.openDataJson],
    }),
    apiRoute({
      method: 'get',
      path: '/api/open-data/merchant-codes.csv',
      access: 'anyone',
      tag: 'Open data',
      summary: 'Every approved merchant code report, as CSV',
      description:
        'One row per report: merchant, merchantSlug, mcc, statementText, day, channel, card, ' +
        'cardSlug, bonusCame.',
      answer: { 'text/csv': z.string() },
      query: noQuery,
      errors: { 400: errorTexts.badQuery },
      handlers: [merchantReportController.openDataCsv],
    }),
  ];
}
