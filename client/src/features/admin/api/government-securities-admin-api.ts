import type {
  SavingsBond,
  SavingsBondFields,
  TbillAuction,
  TbillAuctionFields,
} from '@sg-finance/contract';
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

/** The administrators' calls for one collection: list, add, change and delete one record. */
function keptCollection<Stored, Fields>(collection: SecuritiesCollection) {
  const path = `/api/${collection}`;
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    async list(): Promise<Stored[]> {
      const { data } = await apiClient.get<Stored[]>(path);
      return data;
    },
    async create(fields: Fields): Promise<Stored> {
      const { data } = await apiClient.post<Stored>(path, fields);
      return data;
    },
    async update(id: string, fields: Fields): Promise<Stored> {
      const { data } = await apiClient.put<Stored>(one(id), fields);
      return data;
    },
    /** Answers the server's sentence about the deletion. */
    async remove(id: string): Promise<string> {
      const { data } = await apiClient.delete<{ message: string }>(one(id));
      return data.message;
    },
  };
}

export const tbillAuctionsAdminApi = keptCollection<TbillAuction, TbillAuctionFields>(
  'tbill-auctions',
);
export const savingsBondsAdminApi = keptCollection<SavingsBond, SavingsBondFields>('savings-bonds');
