import type { ListingKindKey, NeedsCheckingItem } from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';

/** Listings whose terms were never checked or not for 90 days, the oldest check first. */
export async function getNeedsChecking(): Promise<NeedsCheckingItem[]> {
  const { data } = await apiClient.get<NeedsCheckingItem[]>('/api/needs-checking');
  return data;
}

/** Records that the listing's terms were checked against its source page today. */
export async function markReVerified(kind: ListingKindKey, id: string): Promise<string> {
  const { data } = await apiClient.post<{ verifiedAt: string }>(
    `/api/needs-checking/${kind}/${id}/re-verified`,
    undefined,
  );
  return data.verifiedAt;
}
