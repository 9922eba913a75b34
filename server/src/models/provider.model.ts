import type { CommercialTie, ProviderKind } from '@sg-finance/contract';
import { normalizeProviderName, providerKinds } from '@sg-finance/contract';
import mongoose, { Schema, type Model } from 'mongoose';
import { rectifyConfusion } from 'unicode-confusables';
import { trackChanges } from '../read-cache/index.js';
import { commercialTieFields } from './commercial-tie-fields.js';
import { revisioned } from './plugins/derived-fields.js';

/** A bank, digital bank, insurer or broker whose products are listed; listings name it. */
export interface Provider {
  name: string;
  /** What a reader sees of the name (`providerNameKey`): no two providers share it. */
  nameKey: string;
  kind: ProviderKind;
  logo: string;
  website: string;
  /** What the provider pays the site for, and its disclosure; absent on older records: none. */
  commercialTie?: CommercialTie;
  /**
   * The saves of listings naming the provider under way, each until its time runs out (a save
   * whose process died holds nothing after it): the provider is neither deleted nor renamed
   * while one holds it.
   */
  holds?: { id: string; until: Date }[];
  /** Set while a deletion or renaming checks that no listing names it: no save may hold it then. */
  retiringUntil?: Date;
  createdAt: Date;
  updatedAt: Date;
}

export type ProviderModel = Model<Provider>;

/**
 * What a reader sees of a provider's name, whatever its case and look-alike letters: the UTS #39
 * skeleton (each character replaced by the one it is confusable with) of the normalised name,
 * in lower case. 'DBS', 'dbs', 'ＤＢＳ' and Cyrillic 'DВS' share 'dbs'; '0CBC' shares 'ocbc'.
 */
export const providerNameKey = (name: string) =>
  rectifyConfusion(rectifyConfusion(normalizeProviderName(name)).toLowerCase());

const providerSchema = new Schema<Provider>(
  {
    name: { type: String, required: true, trim: true },
    nameKey: { type: String, required: true, select: false },
    kind: { type: String, required: true, enum: providerKinds },
    logo: { type: String, default: '' },
    website: { type: String, default: '' },
    commercialTie: { type: commercialTieFields, default: undefined },
    holds: {
      type: [{ _id: false, id: String, until: Date }],
      default: undefined,
      select: false,
    },
    retiringUntil: { type: Date, select: false },
  },
  { collection: 'providers', timestamps: true, versionKey: false },
);
providerSchema.index({ nameKey: 1 }, { unique: true });
providerSchema.plugin(revisioned);
providerSchema.plugin(trackChanges);

export const ProviderModel: ProviderModel = mongoose.model<Provider>('Provider', providerSchema);
