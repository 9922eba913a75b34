/**
 * Every date the site shows, in one format and one time zone: Singapore's, whatever the
 * visitor's own. A day is 'DD/MMM/YYYY' ('05/Mar/2024'), a moment adds 'HH:mm:ss', the spec's post
 * date. The month names are written out here rather than taken from Intl, whose English short
 * month for September is 'Sept' in some locales and 'Sep' in others.
 */
export const siteTimeZone = 'Asia/Singapore';

export const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

// Only ISO 8601 dates are read: Date.parse also guesses at free-form text, which would be wrong.
const isoDatePattern = /^\d{4}-\d{2}-\d{2}(?:T|$)/;
// A calendar date, which names a day and no moment: an offer's last day.
const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Singapore's clock has read UTC+8 since this moment, when it went from 23:30 on 31 December 1981
 * at UTC+7:30 to midnight (the time zone database's Asia/Singapore).
 */
const utcPlus8Since = Date.UTC(1981, 11, 31, 16);
const eightHours = 8 * 60 * 60 * 1000;

let timeZoneData: Intl.DateTimeFormat | undefined;

/** A moment's clock in Singapore from the time zone database, for moments before 1982. */
function partsFromTimeZoneData(date: Date): DateParts {
  timeZoneData ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: siteTimeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const part of timeZoneData.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as unknown as DateParts;
}

/**
 * A moment's clock in Singapore. Worked out from UTC rather than asked of Intl, whose first call
 * on a page starts the browser's ICU (see number-text.ts); Intl's time zone data only for moments
 * before Singapore's clock settled on UTC+8.
 */
function partsInSingapore(date: Date): DateParts {
  if (date.getTime() < utcPlus8Since) return partsFromTimeZoneData(date);
  const clock = new Date(date.getTime() + eightHours);
  return {
    year: clock.getUTCFullYear(),
    month: clock.getUTCMonth() + 1,
    day: clock.getUTCDate(),
    hour: clock.getUTCHours(),
    minute: clock.getUTCMinutes(),
    second: clock.getUTCSeconds(),
  };
}

/** The parts of an ISO date: a calendar date as it is, a moment as the clock reads in Singapore. */
function readDate(isoDate: string): DateParts | null {
  const text = isoDate.trim();
  const calendar = calendarDatePattern.exec(text);
  if (calendar) {
    const [year, month, day] = calendar.slice(1).map(Number) as [number, number, number];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
    return { year, month, day, hour: 0, minute: 0, second: 0 };
  }
  if (!isoDatePattern.test(text)) return null;
  const moment = new Date(text);
  return Number.isNaN(moment.getTime()) ? null : partsInSingapore(moment);
}

function dayText({ year, month, day }: DateParts): string {
  return `${twoDigits(day)}/${monthNames[month - 1]}/${year}`;
}

/** A day: '05/Mar/2024'; empty text for what is not an ISO date. */
export function formatDate(isoDate: string): string {
  const parts = readDate(isoDate);
  return parts ? dayText(parts) : '';
}

/**
 * Text with each calendar date in it written as a day of the site: 'Offer ends on 2026-12-05'
 * reads 'Offer ends on 05/Dec/2026'. Moments (a date followed by a time) and impossible dates are
 * left as they are.
 */
export function withSiteDates(text: string): string {
  return text.replace(/\b\d{4}-\d{2}-\d{2}\b(?!T\d)/g, (date) => formatDate(date) || date);
}

/** A moment, as the spec writes a post's date: '05/Mar/2024 14:07:09'; empty when unreadable. */
export function formatDateTime(isoDate: string): string {
  const parts = readDate(isoDate);
  if (!parts) return '';
  const time = [parts.hour, parts.minute, parts.second].map(twoDigits).join(':');
  return `${dayText(parts)} ${time}`;
}

/** The year it is in Singapore. */
export function currentYear(now = new Date()): number {
  return partsInSingapore(now).year;
}
