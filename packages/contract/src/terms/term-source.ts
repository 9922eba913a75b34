import type { ListingKindKey } from '../listing.js';

/** Terms not checked against their source for longer than this may be out of date. */
export const STALE_AFTER_DAYS = 90;

const dayInMs = 24 * 60 * 60 * 1000;
/** Singapore keeps UTC+8 all year. */
const singaporeOffsetMs = 8 * 60 * 60 * 1000;

/** The day it is in Singapore, `YYYY-MM-DD`. */
export function singaporeToday(now = new Date()): string {
  return new Date(now.getTime() + singaporeOffsetMs).toISOString().slice(0, 10);
}

/** Whole days from `verifiedAt` to the Singapore day of `now` (0 on the day it was checked). */
export function daysSinceVerified(verifiedAt: string, now = new Date()): number {
  const today = Date.parse(`${singaporeToday(now)}T00:00:00Z`);
  return Math.round((today - Date.parse(`${verifiedAt}T00:00:00Z`)) / dayInMs);
}

/**
 * Whether terms checked on `verifiedAt` may be out of date: checked more than
 * `STALE_AFTER_DAYS` days ago, or never (no source given).
 */
export function mayBeOutOfDate(verifiedAt: string | undefined, now = new Date()): boolean {
  return verifiedAt === undefined || daysSinceVerified(verifiedAt, now) > STALE_AFTER_DAYS;
}

/** A listing whose terms are due a check, as the admin's "needs checking" list shows it. */
export interface NeedsCheckingItem {
  kind: ListingKindKey;
  _id: string;
  title: string;
  slug: string;
  category: string;
  /** Absent: the terms were never checked. */
  verifiedAt?: string;
  daysSinceVerified?: number;
  /** What the watch of the source page found that an administrator has not checked yet. */
  source?: SourceWatchFinding;
}

/** A run of words of a source page's diff: kept, added or removed. */
export interface SourceDiffPart {
  change: 'kept' | 'added' | 'removed';
  text: string;
}

/** What the last fetches of a listing's source page found. */
export interface SourceWatchFinding {
  /** When the page was last fetched, ISO time. */
  checkedAt: string;
  /** When its text changed from the one kept before, if no one re-verified since. */
  changedAt?: string;
  /** The page's words before and after, the unchanged runs shortened. */
  diff?: SourceDiffPart[];
  /** The terms whose quoted sentence is no longer on the page, by their labels. */
  missingQuotes?: string[];
  /** Why the page could not be read, in words. */
  problem?: string;
}

/** What a product page tells visitors while a changed source page waits for a check. */
export function sourceChangedNotice(changedOn: string): string {
  return `Source page changed on ${changedOn}; our team is checking`;
}
