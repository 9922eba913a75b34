import { apiClient } from '../../../lib/api-client';

export type SecuritiesCollection = 'tbill-auctions' | 'savings-bonds';

/** Sends a CSV file of T-bill auctions or Savings Bond issues; answers what it stored. */
export async function importSecurities(
  collection: SecuritiesCollection,
  file: File,
): Promise<{ created: number; updated: number }> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await apiClient.post<{ created: number; updated: number }>(
    `/api/${collection}/import`,
    body,
  );
  return data;
}
