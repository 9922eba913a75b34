import type { Provider, ProviderFields } from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';

const providersPath = '/api/providers';

/** Every provider, the spec's nine banks first in the spec's order, then by name. */
export async function getProviders(): Promise<Provider[]> {
  const { data } = await apiClient.get<Provider[]>(providersPath);
  return data;
}

export async function createProvider(fields: ProviderFields): Promise<Provider> {
  const { data } = await apiClient.post<Provider>(providersPath, fields);
  return data;
}

export async function updateProvider(id: string, fields: ProviderFields): Promise<Provider> {
  const { data } = await apiClient.put<Provider>(
    `${providersPath}/${encodeURIComponent(id)}`,
    fields,
  );
  return data;
}

export async function deleteProvider(id: string): Promise<string> {
  const { data } = await apiClient.delete<{ message: string }>(
    `${providersPath}/${encodeURIComponent(id)}`,
  );
  return data.message;
}
