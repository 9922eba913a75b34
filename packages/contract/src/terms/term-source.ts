/** Terms not checked against their source for longer than this may be out of date. */
export const STALE_AFTER_DAYS = 90;

const dayInMs = 24 * 60 * 60 * 1000;

/** Whole days from `verifiedAt` (`YYYY-MM-DD`) to `today` (`YYYY-MM-DD`), both Singapore dates. */
export function daysSinceVerified(verifiedAt: string, today: string): number {
  return Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${verifiedAt}T00:00:00Z`)) / dayInMs,
  );
}

/** Whether terms checked on `verifiedAt` (or never) are due a new check on `today`. */
export function isStale(verifiedAt: string | undefined, today: string): boolean {
  return verifiedAt === undefined || daysSinceVerified(verifiedAt, today) > STALE_AFTER_DAYS;
}
