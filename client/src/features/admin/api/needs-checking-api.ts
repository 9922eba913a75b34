import type { NeedsCheckingItem } from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';

/** Listings whose terms were never checked or not for 90 days, the oldest check first. */
export async function getNeedsChecking(): Promise<NeedsCheckingItem[]> {
  const { data } = await apiClient.get<NeedsCheckingItem[]>('/api/needs-checking');
  return data;
}
