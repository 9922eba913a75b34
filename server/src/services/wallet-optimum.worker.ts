import type { StoredWallet, WalletOptimum } from '@sg-finance/contract';
import { walletOptimum, type CatalogueCard, type OptimumLimits } from './wallet-optimum-solve.js';

/** What the request's thread sends the solver thread: the wallet and the catalogue it reads. */
export interface OptimumTask {
  wallet: StoredWallet;
  catalogue: CatalogueCard[];
  bestSetSize: number | undefined;
  limits: OptimumLimits;
}

/** The solver thread's task (run by the pool of `wallet-optimum-pool.ts`). */
export default function solveOptimum(task: OptimumTask): Promise<WalletOptimum> {
  return walletOptimum(task.wallet, task.catalogue, task.bestSetSize, task.limits);
}
