import type { Merchant, StoredWallet, WalletInput, WalletOptimum } from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';

/** The signed-in user's wallet; null before they save one. */
export async function getMyWallet(): Promise<StoredWallet | null> {
  const { data } = await apiClient.get<StoredWallet | null>('/api/me/wallet');
  return data;
}

export async function saveMyWallet(wallet: WalletInput): Promise<StoredWallet> {
  const { data } = await apiClient.put<StoredWallet>('/api/me/wallet', wallet);
  return data;
}

/** Merchants whose name or alias starts with `q`, the best matches first. */
export async function searchMerchants(q: string): Promise<Merchant[]> {
  const { data } = await apiClient.get<Merchant[]>('/api/merchants', { params: { q } });
  return data;
}

/**
 * The best use of the saved wallet's cards, the best set of `bestSetSize` cards (as many as
 * held when not given) and the gap, worked out by the server.
 */
export async function getWalletOptimum(bestSetSize?: number): Promise<WalletOptimum> {
  const { data } = await apiClient.get<WalletOptimum>('/api/me/wallet/optimum', {
    params: bestSetSize === undefined ? {} : { bestSetSize },
  });
  return data;
}
