import type { CommercialPartner } from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';

/** The providers and products with a commercial tie, as the administrators keep them. */
export async function getCommercialPartners(): Promise<CommercialPartner[]> {
  const { data } = await apiClient.get<CommercialPartner[]>('/api/commercial-ties');
  return data;
}
