import type { Request, Response } from 'express';
import type { ListingKind, ListingSortChoice } from '@sg-finance/contract';
import { singaporeDayEnd } from '@sg-finance/contract';
import { sendCachedPage, type CacheView, type ReadCache } from '../read-cache/index.js';
import {
  firstRevisionDay,
  matchingAsOf,
  recordsAsOf,
  type DayRecord,
} from '../services/catalogue-as-of.service.js';
import type { ListingFilter, ListingRecord } from '../services/listing.service.js';
import { ApiError } from '../lib/api-error.js';
import { pageOffset, type PageQuery } from '../validation/paging.schema.js';

/** A list call with `asOf`: the day, and the list's filters, order and page. */
export interface ListAsOf {
  day: string;
  /** The parameters as in the address, `asOf` included: the cache key and the page links. */
  filters: Readonly<Record<string, string | undefined>>;
  filter: ListingFilter;
  order: ListingSortChoice;
  page: PageQuery;
}

/** What an answer of a day's records keeps alive beyond the records: a reference each. */
const REFERENCE_SIZE = 16;

/** The bytes a day's records take, as JSON: the cache's measure of every answer. */
function daySize(records: readonly DayRecord[]): number {
  return records.reduce((size, { record }) => size + JSON.stringify(record).length, 0);
}

/** A 400 for a day before the catalogue's first revision: no list can be rebuilt for it. */
async function assertHistoryReaches(view: CacheView, day: string): Promise<void> {
  const firstDay = await view.get('first revision day', firstRevisionDay, () => REFERENCE_SIZE);
  if (firstDay === null) throw new ApiError(400, 'asOf: the catalogue keeps no history yet');
  if (day < firstDay) {
    throw new ApiError(
      400,
      `asOf: must be on or after ${firstDay}, the first day the catalogue's history holds`,
    );
  }
}

/**
 * Answers a page of the kind's list as it stood at the end of `read.day` in Singapore, from
 * `cache` (kept until the listings or the revisions change): the day's records are rebuilt from
 * the revisions once, each filter's matches once, and every page is cut from those.
 */
export async function sendListAsOf(
  req: Request,
  res: Response,
  cache: ReadCache,
  kind: ListingKind,
  read: ListAsOf,
): Promise<void> {
  await assertHistoryReaches(await cache.view(), read.day);
  const dayRecords = (view: CacheView) =>
    view.get(`as of ${read.day}`, () => recordsAsOf(kind, singaporeDayEnd(read.day)), daySize);
  const matches = (view: CacheView): Promise<ListingRecord[]> =>
    view.get(
      `matches ${JSON.stringify(read.filters)}`,
      async () => matchingAsOf(kind, await dayRecords(view), read.filter, read.order),
      (records) => records.length * REFERENCE_SIZE,
    );
  const offset = pageOffset(read.page);
  await sendCachedPage(req, res, cache, {
    filters: read.filters,
    page: read.page,
    count: async (view) => (await matches(view)).length,
    load: async (view) => (await matches(view)).slice(offset, offset + read.page.limit),
  });
}
