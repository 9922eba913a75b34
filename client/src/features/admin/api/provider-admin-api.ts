import type { Provider, ProviderFields } from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';
import { providersPath } from '../../providers';

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
