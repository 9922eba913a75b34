import type { StoredWallet } from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';

/** The signed-in user's saved profile (their wallet); null before they save one. */
export async function getMyProfile(): Promise<StoredWallet | null> {
  const { data } = await apiClient.get<StoredWallet | null>('/api/me/wallet');
  return data;
}
