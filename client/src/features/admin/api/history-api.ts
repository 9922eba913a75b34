import type { HistoryAnswer, HistoryKind, Revision } from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';

/** One page of a record's revisions, newest first. */
export async function getHistory(kind: HistoryKind, id: string, page = 1): Promise<HistoryAnswer> {
  const { data } = await apiClient.get<HistoryAnswer>(
    `/api/history/${kind}/${encodeURIComponent(id)}`,
    { params: { page, limit: 20 } },
  );
  return data;
}

/** Saves the revision's document again; answers the record as restored. */
export async function restoreRevision(
  kind: HistoryKind,
  id: string,
  revisionId: string,
): Promise<Record<string, unknown>> {
  const { data } = await apiClient.post<Record<string, unknown>>(
    `/api/history/${kind}/${encodeURIComponent(id)}/restore/${encodeURIComponent(revisionId)}`,
    {},
  );
  return data;
}

/** The latest deletes of records still deleted, every kind. */
export async function getRecentlyDeleted(): Promise<Revision[]> {
  const { data } = await apiClient.get<{ data: Revision[] }>('/api/history/deleted');
  return data.data;
}
