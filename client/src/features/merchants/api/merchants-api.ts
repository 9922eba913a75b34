import type { MerchantPage, MerchantReport, MerchantReportInput } from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';

/** A merchant, what its approved reports say of its code, and the latest of them. */
export async function getMerchantPage(slugOrId: string): Promise<MerchantPage> {
  const { data } = await apiClient.get<MerchantPage>(
    `/api/merchants/${encodeURIComponent(slugOrId)}`,
  );
  return data;
}

/** Sends the signed-in user's report of a purchase; answers the server's sentence about it. */
export async function reportMerchantCode(
  input: MerchantReportInput,
): Promise<{ report: MerchantReport; message: string }> {
  const { data } = await apiClient.post<{ report: MerchantReport; message: string }>(
    '/api/me/merchant-reports',
    input,
  );
  return data;
}
