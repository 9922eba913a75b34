import { monthNames } from '../../../lib/month-names';

// Only ISO 8601 dates are read: Date.parse also guesses at free-form text, which would be wrong.
const isoDatePattern = /^\d{4}-\d{2}-\d{2}(?:T|$)/;

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** A post's date as the blog shows it, in the visitor's time zone: '05/Mar/2024 14:07:09'. */
export function formatPostDate(date: string): string {
  if (!isoDatePattern.test(date)) return '';
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return '';
  const day = `${twoDigits(parsed.getDate())}/${monthNames[parsed.getMonth()]}/${parsed.getFullYear()}`;
  const time = [parsed.getHours(), parsed.getMinutes(), parsed.getSeconds()].map(twoDigits);
  return `${day} ${time.join(':')}`;
}
