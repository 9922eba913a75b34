/** Offers run through their last day in Singapore, which keeps UTC+8 all year. */
const singaporeOffsetMs = 8 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;
// A date, or the date part of a timestamp at midnight UTC as a date column may store it.
const expiryPattern = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00(?::00(?:\.0+)?)?Z)?$/;

/** How many days an 'Ends soon' offer has left at most, counting today. */
export const endsSoonDays = 7;

export type OfferFreshness = 'open' | 'endsSoon' | 'expired';

/** The day number (days since 1970-01-01) of a `YYYY-MM-DD` date, or null when it is not one. */
function dayNumberOfDate(date: string): number | null {
  const match = expiryPattern.exec(date.trim());
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const parsed = new Date(time);
  if (parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) return null;
  return time / dayMs;
}

/** Today's day number on the calendar in Singapore. */
function singaporeDayNumber(now: Date): number {
  return Math.floor((now.getTime() + singaporeOffsetMs) / dayMs);
}

/**
 * Days from today to the offer's last day on the Singapore calendar (0 on its last day, negative
 * once it has expired), or null when it has no valid end date.
 */
export function offerDaysLeft(expiresAt: string | undefined, now = new Date()): number | null {
  const lastDay = expiresAt ? dayNumberOfDate(expiresAt) : null;
  return lastDay === null ? null : lastDay - singaporeDayNumber(now);
}

/**
 * Whether an offer with the given last day is still open, ends within the next seven days
 * (its last day is today or one of the six days after), or has expired. Offers without a valid
 * date never expire.
 */
export function offerFreshness(expiresAt: string | undefined, now = new Date()): OfferFreshness {
  const daysLeft = offerDaysLeft(expiresAt, now);
  if (daysLeft === null) return 'open';
  if (daysLeft < 0) return 'expired';
  return daysLeft < endsSoonDays ? 'endsSoon' : 'open';
}
