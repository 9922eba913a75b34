import { apiClient } from '../../../lib/api-client';
import type { SearchAnswer } from '@sg-finance/contract';

/** How many results the search page shows at first and adds with each 'Load more'. */
export const searchPageSize = 20;

export async function searchSite(q: string, page: number): Promise<SearchAnswer> {
  const { data } = await apiClient.get<SearchAnswer>('/api/search', {
    params: { q, page, limit: searchPageSize },
  });
  return data;
}
