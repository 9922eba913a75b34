import {
  changesApiPath,
  listLimits,
  recordChangesApiPath,
  type ChangesAnswer,
  type ListingKindKey,
  type RecordChangesAnswer,
} from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';
import type { ChangesFilters } from '../lib/changes-address';

/**
 * How many changes a page of `/changes` shows: the most the API answers at once, so that a day's
 * additions (a fresh catalogue of 73 products) fit on one page and are told in one line.
 */
export const changesPageSize = listLimits.maxPageSize;

/** One page of the latest changes across the catalogue, newest first. */
export async function getChanges({ kind, provider, page }: ChangesFilters): Promise<ChangesAnswer> {
  const { data } = await apiClient.get<ChangesAnswer>(changesApiPath, {
    params: { kind, provider, page, limit: changesPageSize },
  });
  return data;
}

/** A listing's changes, newest first, and its welcome offer's value over time. */
export async function getListingChanges(
  kind: ListingKindKey,
  slug: string,
): Promise<RecordChangesAnswer> {
  const { data } = await apiClient.get<RecordChangesAnswer>(recordChangesApiPath(kind, slug));
  return data;
}
