import { listingKindByKey, type WalletOptimum } from '@sg-finance/contract';
import type { Types } from 'mongoose';
import { listingModel } from '../models/listing.model.js';
import { createReadCache, type CacheView, type ReadCache } from '../read-cache/index.js';
import { ApiError } from '../lib/api-error.js';
import { solveInWorker } from './wallet-optimum-pool.js';
import type { CatalogueCard, OptimumLimits } from './wallet-optimum-solve.js';
import { walletService } from './wallet.service.js';

const cardKind = listingKindByKey('card');

/** Every credit card listing, read once per version of the catalogue. */
function catalogueCards(view: CacheView): Promise<CatalogueCard[]> {
  return view.get(
    'cards',
    async () => {
      const cards = await listingModel(cardKind)
        .find()
        .select('_id title slug category terms')
        .lean<(Omit<CatalogueCard, '_id'> & { _id: Types.ObjectId })[]>();
      return cards.map((card) => ({ ...card, _id: String(card._id) }));
    },
    (cards) => 2 * JSON.stringify(cards).length,
  );
}

/**
 * The size the cache counts an answer at: an answer whose search stopped at its time limit is
 * counted as larger than any cache holds, so it is never kept and the next read solves again.
 */
function cachedSize(answer: WalletOptimum): number {
  return answer.complete ? 2 * JSON.stringify(answer).length : Infinity;
}

/**
 * Optimums by wallet and catalogue version: the cache is emptied when a card listing changes,
 * and a saved wallet has a new `updatedAt`, so the answer for the wallet before is never read
 * again (the least used answers leave the cache first). Answers that stopped at a time limit
 * are not kept (`cachedSize`).
 */
export function createWalletOptimumService(
  cache: ReadCache = createReadCache(cardKind.collection),
  limits: OptimumLimits = {},
) {
  return {
    async find(userId: string, bestSetSize: number | undefined): Promise<WalletOptimum> {
      const wallet = await walletService.find(userId);
      if (!wallet) throw new ApiError(404, 'Save your wallet first: there is none yet');
      const view = await cache.view();
      const key = `optimum ${userId} ${wallet.updatedAt} ${bestSetSize ?? 'held'}`;
      return view.get(
        key,
        async () =>
          solveInWorker({ wallet, catalogue: await catalogueCards(view), bestSetSize, limits }),
        cachedSize,
      );
    },
  };
}
