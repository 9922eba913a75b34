import type { HistoryKind } from '@sg-finance/contract';
import { keyedLoad } from '../../../app/keyed-loads';
import { getHistory, getRecentlyDeleted } from '../api/history-api';

/** One page of a record's revisions. */
export const historyLoad = keyedLoad(
  'history',
  ({ kind, id, page }: { kind: HistoryKind; id: string; page: number }) => `${kind}/${id}/${page}`,
  ({ kind, id, page }) => getHistory(kind, id, page),
);

/** The latest deletes of records still deleted. */
export const recentlyDeletedLoad = keyedLoad('recentlyDeleted', () => 'all', getRecentlyDeleted);
