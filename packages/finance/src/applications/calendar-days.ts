/** Day arithmetic on calendar days written `YYYY-MM-DD`, with no time of day and no zone. */

const DAY_MS = 24 * 60 * 60 * 1000;

function dayNumber(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

/** The day `days` after `day` (before it when negative): `addDays('2026-01-30', 2)` is `2026-02-01`. */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** How many days `to` is after `from`: 0 for the same day, negative when it is before. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}
