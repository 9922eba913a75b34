import { z } from 'zod';
import { isCalendarDate } from '../text.js';
import { linkText, requiredText, text } from '../text.schema.js';

/** The highest yield or rate taken, in percent a year: above it a figure is a typing mistake. */
export const MAX_SECURITY_YIELD = 20;

/** A day written `YYYY-MM-DD`. */
export const securityDate = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .trim()
  .refine(isCalendarDate, { message: 'must be a date written YYYY-MM-DD' })
  .meta({ format: 'date' });

/** A yield or interest rate in percent a year, from 0 to `MAX_SECURITY_YIELD`. */
export const securityYield = z
  .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') })
  .min(0, 'must not be negative')
  .max(MAX_SECURITY_YIELD, `must be at most ${MAX_SECURITY_YIELD} (percent a year)`)
  .meta({ unit: 'percent/year' });

export const tbillTenors = [6, 12] as const;
export type TbillTenor = (typeof tbillTenors)[number];

/** A T-bill by its tenor, as the pages and alerts name it: '6-month T-bill', '1-year T-bill'. */
export const tbillName = (tenorMonths: TbillTenor): string =>
  tenorMonths === 6 ? '6-month T-bill' : '1-year T-bill';

/** What the administrators' T-bill auction form (and each row of an import) sends. */
export const tbillAuctionInputSchema = z.strictObject({
  /** `BS26112T`, as MAS names the issue. */
  issueCode: requiredText(20),
  tenorMonths: z.union([z.literal(6), z.literal(12)], { error: 'must be 6 or 12 (months)' }),
  auctionDate: securityDate,
  issueDate: securityDate.optional(),
  /** Absent until the auction is held: an announced auction is the next one. */
  cutOffYield: securityYield.optional(),
  sourceUrl: linkText.default(''),
  sourceDate: securityDate.optional(),
});
export type TbillAuctionFields = z.output<typeof tbillAuctionInputSchema>;

const tenYears = (what: string) =>
  z
    .array(securityYield, { error: `must be a list of ${what}` })
    .length(10, `must have one ${what.replace(/s$/, '')} for each of the 10 years`);

/** What the administrators' Savings Bond form (and each row of an import) sends. */
export const savingsBondInputSchema = z
  .strictObject({
    /** `2026-12`: the month the bond is issued. */
    issueMonth: z
      .string({ error: 'must be text' })
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month written YYYY-MM'),
    /** `GX26120F`, as MAS names the issue; empty when the source does not give it. */
    issueCode: text(20).default(''),
    /** Percent a year paid in each year from issue. */
    stepUpRates: tenYears('rates'),
    /** Average return a year, compounded, if held to the end of each year. */
    averageReturns: tenYears('returns'),
    applicationOpens: securityDate,
    applicationCloses: securityDate,
    sourceUrl: linkText.default(''),
    sourceDate: securityDate.optional(),
  })
  .refine((bond) => bond.applicationCloses >= bond.applicationOpens, {
    path: ['applicationCloses'],
    message: 'must not be before applicationOpens',
  });
export type SavingsBondFields = z.output<typeof savingsBondInputSchema>;

const stored = { _id: z.string(), createdAt: z.string(), updatedAt: z.string() };

/** A T-bill auction as the API answers it. */
export const tbillAuctionSchema = z.object({
  ...stored,
  issueCode: z.string(),
  tenorMonths: z.union([z.literal(6), z.literal(12)]),
  auctionDate: z.string(),
  issueDate: z.string().optional(),
  cutOffYield: z.number().optional(),
  sourceUrl: z.string(),
  sourceDate: z.string().optional(),
});
export type TbillAuction = z.infer<typeof tbillAuctionSchema>;

/** A Savings Bond issue as the API answers it. */
export const savingsBondSchema = z.object({
  ...stored,
  issueMonth: z.string(),
  issueCode: z.string(),
  stepUpRates: z.array(z.number()),
  averageReturns: z.array(z.number()),
  applicationOpens: z.string(),
  applicationCloses: z.string(),
  sourceUrl: z.string(),
  sourceDate: z.string().optional(),
});
export type SavingsBond = z.infer<typeof savingsBondSchema>;
