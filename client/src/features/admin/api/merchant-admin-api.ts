import type {
  Merchant,
  MerchantInput,
  MerchantReport,
  MerchantReportDecision,
  MerchantReportStatus,
} from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';

const merchantsPath = '/api/merchants';

/** Every merchant by name (the search with no words). */
export async function getMerchants(): Promise<Merchant[]> {
  const { data } = await apiClient.get<Merchant[]>(merchantsPath);
  return data;
}

export async function createMerchant(fields: MerchantInput): Promise<Merchant> {
  const { data } = await apiClient.post<Merchant>(merchantsPath, fields);
  return data;
}

export async function updateMerchant(id: string, fields: MerchantInput): Promise<Merchant> {
  const { data } = await apiClient.put<Merchant>(
    `${merchantsPath}/${encodeURIComponent(id)}`,
    fields,
  );
  return data;
}

export async function deleteMerchant(id: string): Promise<string> {
  const { data } = await apiClient.delete<{ message: string }>(
    `${merchantsPath}/${encodeURIComponent(id)}`,
  );
  return data.message;
}

/** The users' reports of one status, oldest first. */
export async function getMerchantReports(status: MerchantReportStatus): Promise<MerchantReport[]> {
  const { data } = await apiClient.get<MerchantReport[]>('/api/merchant-reports', {
    params: { status },
  });
  return data;
}

/** Approves, rejects or merges a report; answers it as decided. */
export async function decideMerchantReport(
  id: string,
  decision: MerchantReportDecision,
): Promise<MerchantReport> {
  const { data } = await apiClient.put<MerchantReport>(
    `/api/merchant-reports/${encodeURIComponent(id)}`,
    decision,
  );
  return data;
}
