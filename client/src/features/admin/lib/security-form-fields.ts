import {
  savingsBondInputSchema,
  tbillAuctionInputSchema,
  type SavingsBond,
  type SavingsBondFields,
  type TbillAuction,
  type TbillAuctionFields,
} from '@sg-finance/contract';
import type { z } from 'zod';

/** One input of an administrators' form for a T-bill auction or a Savings Bond issue. */
export interface SecurityField {
  name: string;
  label: string;
  hint?: string;
}

/**
 * What the form of one record needs: its inputs, the texts of a stored record, and the payload
 * the texts make for the contract's schema (the same one the server checks).
 */
export interface SecurityFormSpec<Stored, Fields> {
  /** 'T-bill auction', 'Savings Bond issue'. */
  noun: string;
  fields: readonly SecurityField[];
  /** The field no two records share: a duplicate is refused beside it. */
  uniqueField: string;
  schema: z.ZodType<Fields>;
  textsOf: (record: Stored | undefined) => Record<string, string>;
  payloadOf: (texts: Record<string, string>) => unknown;
}

/** A number typed in a box: empty is absent; '1.42%' and ' 1.42 ' read as 1.42. */
function numberOf(text: string | undefined): number | string | undefined {
  const trimmed = (text ?? '').trim().replace(/%$/, '');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** Ten figures typed as one line, separated by commas or spaces. */
const figuresOf = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map(numberOf);

const optionalText = (text: string | undefined) => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
};

const sourceFields: readonly SecurityField[] = [
  { name: 'sourceUrl', label: 'Source address', hint: 'Where MAS publishes it, https://…' },
  { name: 'sourceDate', label: 'Source checked on', hint: 'YYYY-MM-DD' },
];

export const tbillAuctionForm: SecurityFormSpec<TbillAuction, TbillAuctionFields> = {
  noun: 'T-bill auction',
  uniqueField: 'issueCode',
  fields: [
    { name: 'issueCode', label: 'Issue code', hint: 'As MAS names it, e.g. BS26120X' },
    { name: 'tenorMonths', label: 'Tenor in months', hint: '6 or 12' },
    { name: 'auctionDate', label: 'Auction date', hint: 'YYYY-MM-DD' },
    { name: 'issueDate', label: 'Issue date', hint: 'YYYY-MM-DD; empty when not known' },
    {
      name: 'cutOffYield',
      label: 'Cut-off yield (% a year)',
      hint: 'Empty until the auction is held: an announced auction is the next one',
    },
    ...sourceFields,
  ],
  schema: tbillAuctionInputSchema,
  textsOf: (auction) => ({
    issueCode: auction?.issueCode ?? '',
    tenorMonths: auction ? String(auction.tenorMonths) : '6',
    auctionDate: auction?.auctionDate ?? '',
    issueDate: auction?.issueDate ?? '',
    cutOffYield: auction?.cutOffYield === undefined ? '' : String(auction.cutOffYield),
    sourceUrl: auction?.sourceUrl ?? '',
    sourceDate: auction?.sourceDate ?? '',
  }),
  payloadOf: (texts) => ({
    issueCode: texts.issueCode,
    tenorMonths: numberOf(texts.tenorMonths),
    auctionDate: texts.auctionDate,
    issueDate: optionalText(texts.issueDate),
    cutOffYield: numberOf(texts.cutOffYield),
    sourceUrl: texts.sourceUrl,
    sourceDate: optionalText(texts.sourceDate),
  }),
};

const tenFigures = 'Ten figures, years 1 to 10, separated by commas';

export const savingsBondForm: SecurityFormSpec<SavingsBond, SavingsBondFields> = {
  noun: 'Savings Bond issue',
  uniqueField: 'issueMonth',
  fields: [
    { name: 'issueMonth', label: 'Issue month', hint: 'YYYY-MM' },
    { name: 'issueCode', label: 'Issue code', hint: 'As MAS names it, e.g. GX26120F' },
    { name: 'stepUpRates', label: 'Step-up interest (% a year)', hint: tenFigures },
    { name: 'averageReturns', label: 'Average return a year (%)', hint: tenFigures },
    { name: 'applicationOpens', label: 'Applications open', hint: 'YYYY-MM-DD' },
    { name: 'applicationCloses', label: 'Applications close', hint: 'YYYY-MM-DD' },
    ...sourceFields,
  ],
  schema: savingsBondInputSchema,
  textsOf: (bond) => ({
    issueMonth: bond?.issueMonth ?? '',
    issueCode: bond?.issueCode ?? '',
    stepUpRates: bond?.stepUpRates.join(', ') ?? '',
    averageReturns: bond?.averageReturns.join(', ') ?? '',
    applicationOpens: bond?.applicationOpens ?? '',
    applicationCloses: bond?.applicationCloses ?? '',
    sourceUrl: bond?.sourceUrl ?? '',
    sourceDate: bond?.sourceDate ?? '',
  }),
  payloadOf: (texts) => ({
    issueMonth: texts.issueMonth,
    issueCode: texts.issueCode,
    stepUpRates: figuresOf(texts.stepUpRates),
    averageReturns: figuresOf(texts.averageReturns),
    applicationOpens: texts.applicationOpens,
    applicationCloses: texts.applicationCloses,
    sourceUrl: texts.sourceUrl,
    sourceDate: optionalText(texts.sourceDate),
  }),
};
