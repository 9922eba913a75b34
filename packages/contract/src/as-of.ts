/** Singapore keeps UTC+8 all year, without daylight saving. */
const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;

/** How an `asOf` day is written: `2026-01-01`. */
export const asOfPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The day in Singapore, `YYYY-MM-DD`, at a moment. */
export function singaporeDay(moment: Date): string {
  return new Date(moment.getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The moment a Singapore day ends: midnight of the next day in Singapore (16:00 UTC of the day).
 * The catalogue as of a day holds what was saved strictly before this moment.
 */
export function singaporeDayEnd(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1) - SINGAPORE_OFFSET_MS);
}

/** Whether `text` is a day written `YYYY-MM-DD` that the calendar has (no 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!asOfPattern.test(text)) return false;
  const [year = 0, month = 1, date = 1] = text.split('-').map(Number);
  const day = new Date(Date.UTC(year, month - 1, date));
  return (
    day.getUTCFullYear() === year && day.getUTCMonth() === month - 1 && day.getUTCDate() === date
  );
}

/**
 * Whether `text` is a day a visitor can ask the catalogue as of: a calendar day, not after today
 * in Singapore. The API also refuses a day before the catalogue's first revision.
 */
export function isPastOrTodayDay(text: string, now: Date = new Date()): boolean {
  return isCalendarDay(text) && text <= singaporeDay(now);
}
