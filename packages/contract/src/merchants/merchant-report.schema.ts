import { z } from 'zod';
import { mccSchema, purchaseDaySchema } from '../purchases/purchase.schema.js';
import { paymentChannels } from '../purchases/purchase.js';
import { oneOf } from '../schema-fields.js';
import { objectIdText } from '../slug.js';
import { requiredText, text } from '../text.schema.js';
import { bonusOutcomes, merchantReportStatuses, type MerchantReport } from './merchant-report.js';

/** What a signed-in user reports of one purchase; the form and the API check it alike. */
export const merchantReportInputSchema = z
  .strictObject({
    merchant: requiredText(100).meta({ description: 'The merchant’s slug or id.' }),
    card: requiredText(100).meta({ description: 'The card’s slug or id.' }),
    day: purchaseDaySchema,
    channel: oneOf(paymentChannels),
    mcc: mccSchema.optional(),
    statementText: text(100).default(''),
    bonusCame: oneOf(bonusOutcomes),
  })
  .refine((report) => report.mcc !== undefined || report.statementText.trim() !== '', {
    path: ['mcc'],
    message: 'give the code or what your statement calls the merchant',
  });
export type MerchantReportInput = z.input<typeof merchantReportInputSchema>;
export type MerchantReportFields = z.output<typeof merchantReportInputSchema>;

/** An administrator's decision on a report: count it, refuse it, or fold it into another. */
export const merchantReportDecisionSchema = z
  .strictObject({
    status: oneOf(['approved', 'rejected', 'merged'] as const),
    mergedInto: z
      .string({ error: 'must be text' })
      .regex(/^[0-9a-f]{24}$/i, 'must be the id of another report')
      .meta(objectIdText)
      .optional(),
  })
  .refine((decision) => (decision.status === 'merged') === (decision.mergedInto !== undefined), {
    path: ['mergedInto'],
    message: 'is given with a merge, and only then',
  });
export type MerchantReportDecision = z.output<typeof merchantReportDecisionSchema>;

/** A report as the API answers it (never who sent it). */
export const merchantReportSchema: z.ZodType<MerchantReport> = z.object({
  _id: z.string(),
  merchant: z.object({ slug: z.string(), name: z.string() }),
  card: z.object({ slug: z.string(), title: z.string() }),
  day: z.string().meta({ format: 'date' }),
  channel: z.enum(paymentChannels),
  mcc: z.string().optional(),
  statementText: z.string(),
  bonusCame: z.enum(bonusOutcomes),
  status: z.enum(merchantReportStatuses),
  mergedInto: z.string().optional(),
  createdAt: z.string(),
});

/** `GET /api/merchant-reports?status=`: the administrators' list, oldest first. */
export const merchantReportStatusQuery = z.enum(merchantReportStatuses);
