import {
  listingKinds,
  type CommercialPartner,
  type CommercialTie,
  type CommercialTieKind,
} from '@sg-finance/contract';
import mongoose from 'mongoose';
import { listingModel } from '../models/listing.model.js';
import { ProviderModel } from '../models/provider.model.js';

const tiedKinds: readonly CommercialTieKind[] = ['affiliate', 'sponsored'];
const tied = { 'commercialTie.kind': mongoose.trusted({ $in: [...tiedKinds] }) };

/**
 * Every provider and listing with a commercial tie, providers first, each in name order: the
 * advertising disclosure's list of partners, read from the same data as the links.
 */
export async function commercialPartners(): Promise<CommercialPartner[]> {
  const providers = await ProviderModel.find(tied, { name: 1, commercialTie: 1 })
    .sort({ name: 1 })
    .lean<{ name: string; commercialTie: CommercialTie }[]>();
  const listings = await Promise.all(
    listingKinds.map(async (kind) =>
      (
        await listingModel(kind)
          .find(tied, { title: 1, slug: 1, category: 1, commercialTie: 1 })
          .sort({ title: 1 })
          .lean<{ title: string; slug: string; category: string; commercialTie: CommercialTie }[]>()
      ).map((listing): CommercialPartner => ({
        name: listing.title,
        kind: kind.key,
        slug: listing.slug,
        provider: listing.category,
        tie: listing.commercialTie,
      })),
    ),
  );
  return [
    ...providers.map((provider): CommercialPartner => ({
      name: provider.name,
      kind: 'provider',
      tie: provider.commercialTie,
    })),
    ...listings.flat(),
  ];
}
