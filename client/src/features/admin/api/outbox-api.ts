import type { OutboxAnswer } from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';

/** The mail the site wrote into its outbox folder, newest first. */
export async function getOutbox(): Promise<OutboxAnswer> {
  const { data } = await apiClient.get<OutboxAnswer>('/api/admin/outbox');
  return data;
}
