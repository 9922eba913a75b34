import type { SuggestionFields } from '@sg-finance/contract';
import { apiClient } from '../../lib/api-client';

export async function sendSuggestion(suggestion: SuggestionFields): Promise<string> {
  const { data } = await apiClient.post<{ message: string }>('/api/suggestions', suggestion);
  return data.message;
}
