import type { Provider } from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';

export const providersPath = '/api/providers';

/** Every provider, the spec's nine banks first in the spec's order, then by name. */
export async function getProviders(): Promise<Provider[]> {
  const { data } = await apiClient.get<Provider[]>(providersPath);
  return data;
}
