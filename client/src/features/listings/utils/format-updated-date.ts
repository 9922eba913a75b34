import { monthNames } from '../../../lib/month-names';

const singaporeOffsetMs = 8 * 60 * 60 * 1000;

/** A listing's last change as its detail page shows it, on the Singapore calendar: '05/Mar/2024'. */
export function formatUpdatedDate(isoDate: string): string {
  const time = Date.parse(isoDate);
  if (Number.isNaN(time)) return '';
  const singapore = new Date(time + singaporeOffsetMs);
  const day = String(singapore.getUTCDate()).padStart(2, '0');
  return `${day}/${monthNames[singapore.getUTCMonth()]}/${singapore.getUTCFullYear()}`;
}
