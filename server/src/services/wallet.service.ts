import {
  listingKindByKey,
  spendCategories,
  type HeldProduct,
  type StoredWallet,
  type Wallet,
} from '@sg-finance/contract';
import { Types } from 'mongoose';
import { listingModel } from '../models/listing.model.js';
import { WalletModel, type WalletRecord } from '../models/wallet.model.js';
import { ApiError } from '../lib/api-error.js';
import type { PersonalDataCollection } from './personal-data-collection.js';

/** The wallet as the API answers it: ids as text, no user id or record id. */
function walletAnswer(record: WalletRecord): StoredWallet {
  return {
    products: record.products.map((product) => ({
      kind: product.kind,
      id: product.id.toString(),
    })),
    spend: Object.fromEntries(
      spendCategories.map((category) => [category, record.spend[category] ?? 0]),
    ) as Wallet['spend'],
    monthlyIncome: record.monthlyIncome,
    age: record.age,
    residency: record.residency,
    closedProducts: (record.closedProducts ?? []).map((product) => ({
      kind: product.kind,
      id: product.id.toString(),
      closedOn: product.closedOn,
    })),
    usPerson: record.usPerson ?? false,
    ...(record.mileValueCents !== undefined && { mileValueCents: record.mileValueCents }),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** Refuses the first product no listing of its kind has, naming it, before anything is stored. */
async function assertProductsExist(
  products: readonly HeldProduct[],
  field = 'products',
): Promise<void> {
  for (const [index, product] of products.entries()) {
    const kind = listingKindByKey(product.kind);
    if (await listingModel(kind).exists({ _id: product.id })) continue;
    throw new ApiError(400, `${field}.${index}: no ${kind.noun} has the id ${product.id}`);
  }
}

const asStored = (product: HeldProduct) => ({
  kind: product.kind,
  id: new Types.ObjectId(product.id),
});

/** Each user's own wallet, found by the user id of their token and nothing else. */
export const walletService = {
  async find(userId: string): Promise<StoredWallet | null> {
    const record = await WalletModel.findOne({ userId }).lean<WalletRecord>().exec();
    return record ? walletAnswer(record) : null;
  },

  async save(userId: string, wallet: Wallet): Promise<StoredWallet> {
    await assertProductsExist(wallet.products);
    const closedProducts = wallet.closedProducts ?? [];
    await assertProductsExist(closedProducts, 'closedProducts');
    const record = await WalletModel.findOneAndUpdate(
      { userId },
      {
        $set: {
          ...wallet,
          products: wallet.products.map(asStored),
          closedProducts: closedProducts.map((product) => ({
            ...asStored(product),
            closedOn: product.closedOn,
          })),
          usPerson: wallet.usPerson ?? false,
        },
        // A mile value left blank goes back to the site's.
        ...(wallet.mileValueCents === undefined && { $unset: { mileValueCents: 1 } }),
      },
      { upsert: true, returnDocument: 'after', runValidators: true },
    )
      .lean<WalletRecord>()
      .exec();
    return walletAnswer(record);
  },
};

/** The wallet in the user's data download, and gone with their account. */
export const walletData: PersonalDataCollection = {
  name: 'wallet',
  collect: (userId: string) => walletService.find(userId),
  async erase(userId: string): Promise<void> {
    await WalletModel.deleteOne({ userId }).exec();
  },
};
