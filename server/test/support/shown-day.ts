/**
 * A day as the site writes it in mail, worked out here by hand rather than by the site's own
 * formatter: 2026-12-05 is 05/Dec/2026.
 */
export function shownDay(day: string): string {
  const [year, month, date] = day.split('-');
  const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
  return `${date}/${months[Number(month) - 1]}/${year}`;
}
