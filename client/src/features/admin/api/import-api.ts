import type { ImportReport, ListingKindKey } from '@sg-finance/contract';
import { apiClient, apiUrl } from '../../../lib/api-client';

/** Sends a CSV or JSON file of a kind's export shape: with `dryRun`, only what would change. */
export async function importListings(
  kind: ListingKindKey,
  file: File,
  dryRun: boolean,
): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await apiClient.post<ImportReport>(
    `/api/import/${encodeURIComponent(kind)}`,
    body,
    { params: { dryRun } },
  );
  return data;
}

/** The address of a kind's open-data export, to download. */
export function exportAddress(kind: ListingKindKey, format: 'csv' | 'json'): string {
  return apiUrl(`/api/export/${kind}.${format}`);
}
