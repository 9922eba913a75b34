import {
  savingsBondInputSchema,
  tbillAuctionInputSchema,
  type SavingsBondFields,
  type TbillAuctionFields,
} from '@sg-finance/contract';
import type { Types } from 'mongoose';
import { SavingsBondModel, type SavingsBondRecord } from '../models/savings-bond.model.js';
import { TbillAuctionModel, type TbillAuctionRecord } from '../models/tbill-auction.model.js';
import { keptRecords } from './kept-records/index.js';

type Stored<T> = T & { _id: Types.ObjectId };

const auctions = keptRecords(TbillAuctionModel, {
  notFound: 'T-bill auction not found',
  duplicate: ({ issueCode }: TbillAuctionFields) =>
    `A T-bill auction with the issue code ${issueCode} already exists`,
});

const bonds = keptRecords(SavingsBondModel, {
  notFound: 'Savings Bond issue not found',
  duplicate: ({ issueMonth }: SavingsBondFields) =>
    `A Savings Bond issued in ${issueMonth} already exists`,
});

/** T-bill auctions, the latest auction date first. */
export const tbillAuctionService = {
  schema: tbillAuctionInputSchema,
  async list(): Promise<Stored<TbillAuctionRecord>[]> {
    return TbillAuctionModel.find().sort({ auctionDate: -1 }).lean<Stored<TbillAuctionRecord>[]>();
  },
  create: (fields: TbillAuctionFields) => auctions.create(fields),
  update: (id: string, fields: TbillAuctionFields) => auctions.update(id, fields),
  remove: async (id: string) => {
    await auctions.remove(id);
  },
  /** Creates or changes each auction by its issue code; answers how many of each. */
  async store(rows: readonly TbillAuctionFields[]) {
    const result = await TbillAuctionModel.bulkWrite(
      rows.map((fields) => ({
        updateOne: {
          filter: { issueCode: fields.issueCode },
          update: { $set: fields },
          upsert: true,
        },
      })),
    );
    return { created: result.upsertedCount, updated: result.matchedCount };
  },
};

/** Savings Bond issues, the latest issue month first. */
export const savingsBondService = {
  schema: savingsBondInputSchema,
  async list(): Promise<Stored<SavingsBondRecord>[]> {
    return SavingsBondModel.find().sort({ issueMonth: -1 }).lean<Stored<SavingsBondRecord>[]>();
  },
  create: (fields: SavingsBondFields) => bonds.create(fields),
  update: (id: string, fields: SavingsBondFields) => bonds.update(id, fields),
  remove: async (id: string) => {
    await bonds.remove(id);
  },
  /** Creates or changes each issue by its month; answers how many of each. */
  async store(rows: readonly SavingsBondFields[]) {
    const result = await SavingsBondModel.bulkWrite(
      rows.map((fields) => ({
        updateOne: {
          filter: { issueMonth: fields.issueMonth },
          update: { $set: fields },
          upsert: true,
        },
      })),
    );
    return { created: result.upsertedCount, updated: result.matchedCount };
  },
};

/**
 * Adds the reference auctions and issues (`seed/data/government-securities.ts`) that are
 * missing, leaving those stored as the administrators keep them; answers how many it added.
 */
export async function ensureGovernmentSecurities(
  tbills: readonly TbillAuctionFields[],
  savingsBonds: readonly SavingsBondFields[],
): Promise<number> {
  const added = await Promise.all([
    TbillAuctionModel.bulkWrite(
      tbills.map((fields) => ({
        updateOne: {
          filter: { issueCode: fields.issueCode },
          update: { $setOnInsert: fields },
          upsert: true,
        },
      })),
    ),
    SavingsBondModel.bulkWrite(
      savingsBonds.map((fields) => ({
        updateOne: {
          filter: { issueMonth: fields.issueMonth },
          update: { $setOnInsert: fields },
          upsert: true,
        },
      })),
    ),
  ]);
  return added.reduce((sum, result) => sum + result.upsertedCount, 0);
}
