import type { Suggestion, SuggestionStatus } from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';

export const inboxPageSize = 20;

export async function getSuggestions(
  status: SuggestionStatus,
  page: number,
): Promise<{ items: Suggestion[]; total: number }> {
  const { data, headers } = await apiClient.get<Suggestion[]>('/api/suggestions', {
    params: { status, page, limit: inboxPageSize },
  });
  return { items: data, total: Number(headers['x-total-count'] ?? data.length) };
}

export async function setSuggestionStatus(
  id: string,
  status: SuggestionStatus,
): Promise<Suggestion> {
  const { data } = await apiClient.put<Suggestion>(`/api/suggestions/${encodeURIComponent(id)}`, {
    status,
  });
  return data;
}

export async function deleteSuggestion(id: string): Promise<string> {
  const { data } = await apiClient.delete<{ message: string }>(
    `/api/suggestions/${encodeURIComponent(id)}`,
  );
  return data.message;
}
