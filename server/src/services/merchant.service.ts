import {
  MERCHANT_SEARCH_LIMIT,
  merchantSearchKey,
  noMerchantEvidence,
  slugify,
  type MerchantFields,
} from '@sg-finance/contract';
import mongoose, { type Types } from 'mongoose';
import { MerchantModel, type MerchantRecord } from '../models/merchant.model.js';
import { isDuplicateKeyError } from '../lib/duplicate-key.js';
import { keptRecords } from './kept-records/index.js';

export type MerchantAnswer = Omit<MerchantRecord, 'searchKeys' | 'nameKey'> & {
  _id: Types.ObjectId;
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What is stored beside the fields the administrator gave. */
function withKeys(fields: MerchantFields) {
  const names = [fields.name, ...fields.aliases];
  return {
    ...fields,
    slug: slugify(fields.name),
    nameKey: merchantSearchKey(fields.name),
    searchKeys: [...new Set(names.map(merchantSearchKey).filter((key) => key !== ''))],
  };
}

const records = keptRecords(MerchantModel, {
  notFound: 'Merchant not found',
  duplicate: ({ name }: MerchantFields) => `A merchant named "${name}" already exists`,
});

/** A merchant as the API answers it; one stored before reports existed has no evidence yet. */
export function answerOf(record: MerchantRecord & { _id: Types.ObjectId }): MerchantAnswer {
  const { searchKeys: _keys, nameKey: _name, ...answer } = record;
  return { ...answer, evidence: answer.evidence ?? noMerchantEvidence };
}

const byName = (a: MerchantAnswer, b: MerchantAnswer) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** The merchants the administrators keep, and the search the card-for-a-purchase page asks. */
export const merchantService = {
  /**
   * Merchants whose name or an alias starts with `q`, or has a word that does: those whose name
   * starts with it first, then by name; at most `MERCHANT_SEARCH_LIMIT`. An empty `q`: all of
   * them by name, for the administrators' page; signs alone match nothing.
   */
  async search(q: string): Promise<MerchantAnswer[]> {
    if (q.trim() === '') {
      const all = await MerchantModel.find()
        .lean<(MerchantRecord & { _id: Types.ObjectId })[]>()
        .exec();
      return all.map(answerOf).sort(byName);
    }
    const key = merchantSearchKey(q);
    if (key === '') return [];
    const pattern = escapeRegExp(key);
    const found = await MerchantModel.find({
      searchKeys: mongoose.trusted({ $regex: `(^| )${pattern}` }),
    })
      .select('+nameKey')
      .lean<(MerchantRecord & { _id: Types.ObjectId })[]>()
      .exec();
    const starts = (merchant: MerchantRecord) => merchant.nameKey.startsWith(key);
    return found
      .sort((a, b) => Number(starts(b)) - Number(starts(a)) || byName(a, b))
      .slice(0, MERCHANT_SEARCH_LIMIT)
      .map(answerOf);
  },

  async create(fields: MerchantFields): Promise<MerchantAnswer> {
    return answerOf(await records.create(withKeys(fields)));
  },

  async update(id: string, fields: MerchantFields): Promise<MerchantAnswer> {
    return answerOf(await records.update(id, withKeys(fields)));
  },

  async remove(id: string): Promise<void> {
    await records.remove(id);
  },
};

/**
 * Creates each merchant whose name is missing, and gives a page address to those stored before
 * merchants had one; returns how many it created.
 */
export async function ensureMerchants(merchants: readonly MerchantFields[]): Promise<number> {
  const unaddressed = await MerchantModel.find({ slug: mongoose.trusted({ $exists: false }) })
    .select('name')
    .lean();
  for (const { _id, name } of unaddressed) {
    await MerchantModel.updateOne({ _id }, { $set: { slug: slugify(name) } });
  }
  const keyed = merchants.map(withKeys);
  const stored = new Set<string>(
    await MerchantModel.distinct('nameKey', {
      nameKey: mongoose.trusted({ $in: keyed.map(({ nameKey }) => nameKey) }),
    }),
  );
  const missing = keyed.filter(({ nameKey }) => !stored.has(nameKey));
  if (missing.length === 0) return 0;
  try {
    // Unordered: a merchant that another instance starting at the same time created first is
    // refused alone, and the others are still written.
    return (await MerchantModel.insertMany(missing, { ordered: false })).length;
  } catch (error) {
    const { writeErrors = [], insertedDocs = [] } = error as {
      writeErrors?: unknown[];
      insertedDocs?: unknown[];
    };
    if (writeErrors.length === 0 || !writeErrors.every(isDuplicateKeyError)) throw error;
    return insertedDocs.length;
  }
}
