import type { ListingKindKey } from '@sg-finance/contract';
import mongoose, { type Types } from 'mongoose';
import { WalletModel } from '../models/wallet.model.js';

/** The users whose wallet holds the product: its changes are their alerts too. */
export async function holdersOf(
  kind: ListingKindKey,
  productId: Types.ObjectId,
): Promise<string[]> {
  const wallets = await WalletModel.find({
    products: mongoose.trusted({ $elemMatch: { kind, id: productId } }),
  })
    .select('userId')
    .lean();
  return wallets.map((wallet) => String(wallet.userId));
}
