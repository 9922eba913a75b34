import type { SavingsBond, TbillAuction } from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';

/** T-bill auctions, the latest first. */
export async function getTbillAuctions(): Promise<TbillAuction[]> {
  const { data } = await apiClient.get<TbillAuction[]>('/api/tbill-auctions');
  return data;
}

/** Savings Bond issues, the latest first. */
export async function getSavingsBonds(): Promise<SavingsBond[]> {
  const { data } = await apiClient.get<SavingsBond[]>('/api/savings-bonds');
  return data;
}
