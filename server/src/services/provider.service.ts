import {
  compareProviderNames,
  isSpecBank,
  listingKinds,
  specBanks,
  type ProviderFields,
  type ProviderKind,
} from '@sg-finance/contract';
import { randomUUID } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import { listingModel } from '../models/listing.model.js';
import { ProviderModel, providerNameKey, type Provider } from '../models/provider.model.js';
import { ApiError } from '../lib/api-error.js';
import { isDuplicateKeyError } from '../lib/duplicate-key.js';
import { keptRecords } from './kept-records/index.js';

export type ProviderRecord = Omit<Provider, 'nameKey' | 'holds' | 'retiringUntil'> & {
  _id: Types.ObjectId;
};

/** The longest a save of a listing holds its provider; a save whose process died lets go then. */
export const PROVIDER_HOLD_MS = 60 * 1000;
/** The longest a deletion or renaming keeps saves of listings naming the provider away. */
const RETIRING_MS = 60 * 1000;

const NOT_FOUND = 'Provider not found';

/** The spec's nine are created again at every start, so they keep their names. */
function assertNotSpecBank(name: string, change: 'renamed' | 'deleted'): void {
  if (!isSpecBank(name)) return;
  throw new ApiError(
    409,
    `"${name}" is one of the spec's nine banks, which every database keeps: it cannot be ${change}`,
  );
}

/** Why `name` is refused: an existing provider's `holderName` is or looks like it. */
function nameTaken(name: string, holderName: string): string {
  if (name.toLowerCase() === holderName.toLowerCase()) {
    return `A provider named "${holderName}" already exists`;
  }
  return `"${name}" looks like the existing provider "${holderName}": choose a name that cannot be mistaken for it`;
}

/** The provider whose name `name` has or looks like, if any. */
function holderOf(name: string) {
  return ProviderModel.findOne({ nameKey: providerNameKey(name) })
    .select('_id name')
    .lean();
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Which listings name the provider, e.g. '2 credit cards, 1 loan name it' (total 0: none). */
async function listingsUsing(name: string): Promise<{ total: number; text: string; them: string }> {
  const counts = await Promise.all(
    listingKinds.map(async (kind) => ({
      noun: kind.noun,
      count: await listingModel(kind).countDocuments({ category: name }).exec(),
    })),
  );
  const used = counts.filter(({ count }) => count > 0);
  const total = used.reduce((sum, { count }) => sum + count, 0);
  const listed = used.map(({ count, noun }) => plural(count, noun)).join(', ');
  return {
    total,
    text: `${listed} ${total === 1 ? 'names' : 'name'} it`,
    them: total === 1 ? 'it' : 'them',
  };
}

/** What is stored: the fields the administrator gave and the key no two providers share. */
const withNameKey = (fields: ProviderFields) => ({
  ...fields,
  nameKey: providerNameKey(fields.name),
});

/** A write whose name's key another provider took meanwhile is refused naming that provider. */
const records = keptRecords(ProviderModel, {
  notFound: NOT_FOUND,
  duplicate: async ({ name }: ProviderFields) =>
    nameTaken(name, (await holderOf(name))?.name ?? name),
});

async function assertNameFree(name: string, exceptId?: string): Promise<void> {
  const holder = await holderOf(name);
  if (holder && String(holder._id) !== exceptId) {
    throw new ApiError(409, nameTaken(name, holder.name));
  }
}

/** The providers the administrators keep, and the rule that listings name one of them. */
export const providerService = {
  /** Every provider: the spec's nine banks first in the spec's order, then by name. */
  async list(): Promise<ProviderRecord[]> {
    const providers = await ProviderModel.find().lean<ProviderRecord[]>().exec();
    return providers.sort((a, b) => compareProviderNames(a.name, b.name));
  },

  async create(fields: ProviderFields): Promise<ProviderRecord> {
    await assertNameFree(fields.name);
    const provider = await records.create(withNameKey(fields));
    const { nameKey: _key, ...answer } = provider;
    return answer;
  },

  /**
   * A provider that listings name keeps its name: they would be left naming no provider. Nor do
   * the spec's nine change names.
   */
  async update(id: string, fields: ProviderFields): Promise<ProviderRecord> {
    const stored = await ProviderModel.findById(id).exec();
    if (!stored) throw new ApiError(404, NOT_FOUND);
    if (fields.name === stored.name) {
      stored.set(withNameKey(fields));
      const saved = await records.refusingDuplicates(fields, stored.save());
      const { nameKey: _key, ...answer } = saved.toObject();
      return answer;
    }
    assertNotSpecBank(stored.name, 'renamed');
    await assertNameFree(fields.name, id);
    return whileNoListingNames(stored._id, stored.name, 'renamed', async () => {
      const saved = await records.refusingDuplicates(
        fields,
        ProviderModel.findByIdAndUpdate(
          stored._id,
          { $set: withNameKey(fields) },
          { returnDocument: 'after' },
        )
          .lean<ProviderRecord>()
          .exec(),
      );
      if (!saved) throw new ApiError(404, NOT_FOUND);
      return saved;
    });
  },

  async remove(id: string): Promise<void> {
    const stored = await ProviderModel.findById(id).lean();
    if (!stored) throw new ApiError(404, NOT_FOUND);
    assertNotSpecBank(stored.name, 'deleted');
    await whileNoListingNames(stored._id, stored.name, 'deleted', async () => {
      await ProviderModel.deleteOne({ _id: stored._id }).exec();
    });
  },
};

/**
 * Runs `change` (deleting or renaming the provider) once no listing names it, with saves of
 * listings naming it kept away meanwhile: the provider is marked retiring only while no save
 * holds it (see `withProviderHeld`), so every save either ended before the count below, and
 * its listing is counted, or cannot start until the change is done.
 */
async function whileNoListingNames<T>(
  id: Types.ObjectId,
  name: string,
  change: 'renamed' | 'deleted',
  run: () => Promise<T>,
): Promise<T> {
  const now = new Date();
  const claimed = await ProviderModel.updateOne(
    {
      _id: id,
      retiringUntil: mongoose.trusted({ $not: { $gt: now } }),
      holds: mongoose.trusted({ $not: { $elemMatch: { until: { $gt: now } } } }),
    },
    { $set: { retiringUntil: new Date(now.getTime() + RETIRING_MS) } },
    { timestamps: false },
  );
  if (claimed.matchedCount === 0) {
    if (!(await ProviderModel.exists({ _id: id }))) throw new ApiError(404, NOT_FOUND);
    throw new ApiError(
      409,
      `"${name}" cannot be ${change} now: a listing naming it is being saved. Try again in a moment.`,
    );
  }
  try {
    const { total, text, them } = await listingsUsing(name);
    if (total > 0) {
      const move =
        change === 'deleted'
          ? `Move ${them} to another provider or delete ${them} first.`
          : `Move ${them} to another provider first.`;
      throw new ApiError(409, `"${name}" cannot be ${change}: ${text}. ${move}`);
    }
    return await run();
  } finally {
    await ProviderModel.updateOne(
      { _id: id },
      { $unset: { retiringUntil: 1 } },
      { timestamps: false },
    );
  }
}

const notAProvider = (name: string) =>
  new ApiError(
    400,
    `category: "${name}" is not a provider; an administrator adds it on the Providers page first`,
  );

/**
 * Runs `save` (a save of a listing naming provider `name`) while the provider can be neither
 * deleted nor renamed; refuses a `name` that names no provider, or one being deleted or renamed,
 * before anything is stored.
 */
export async function withProviderHeld<T>(name: string, save: () => Promise<T>): Promise<T> {
  const hold = { id: randomUUID(), until: new Date(Date.now() + PROVIDER_HOLD_MS) };
  const now = new Date();
  const held = await ProviderModel.updateOne(
    { name, retiringUntil: mongoose.trusted({ $not: { $gt: now } }) },
    { $push: { holds: hold } },
    { timestamps: false },
  );
  if (held.matchedCount === 0) throw notAProvider(name);
  try {
    return await save();
  } finally {
    await ProviderModel.updateOne(
      { name },
      { $pull: { holds: mongoose.trusted({ $or: [{ id: hold.id }, { until: { $lte: now } }] }) } },
      { timestamps: false },
    );
  }
}

/**
 * Gives each stored provider the key of today's `providerNameKey` (keys were once the name in
 * lower case). A provider that looks like one keyed before it keeps its old key, and is told.
 */
async function rekeyProviders(): Promise<void> {
  const providers = await ProviderModel.find().select('+nameKey').sort({ createdAt: 1 }).lean();
  for (const provider of providers) {
    const nameKey = providerNameKey(provider.name);
    if (provider.nameKey === nameKey) continue;
    try {
      await ProviderModel.updateOne({ _id: provider._id }, { $set: { nameKey } });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      console.warn(`Provider "${provider.name}" looks like another provider: rename one of them`);
    }
  }
}

/** Creates each provider that is missing (matched by name, whatever its case), in order. */
export async function ensureProvidersNamed(
  providers: readonly { name: string; kind: ProviderKind; website: string }[],
): Promise<number> {
  let created = 0;
  for (const provider of providers) {
    const nameKey = providerNameKey(provider.name);
    if (await ProviderModel.exists({ nameKey })) continue;
    try {
      await ProviderModel.create({ ...provider, nameKey });
      created += 1;
    } catch (error) {
      // Another instance starting at the same time created it first.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  return created;
}

/**
 * Start-up: the spec's nine banks exist, and every category a listing names is a provider (a
 * database from before providers were a collection, or a listing written around the site, gets a
 * provider of kind bank without a website for each, which an administrator can then complete).
 */
export async function ensureProviders(): Promise<number> {
  await rekeyProviders();
  const used = await Promise.all(
    listingKinds.map((kind) => listingModel(kind).distinct('category').exec()),
  );
  const orphans = [...new Set(used.flat())]
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .sort(compareProviderNames);
  return ensureProvidersNamed([
    ...specBanks.map(({ name, website }) => ({ name, kind: 'bank' as const, website })),
    ...orphans.map((name) => ({ name, kind: 'bank' as const, website: '' })),
  ]);
}
