import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentYear, formatDate, formatDateTime, withSiteDates } from '../src/site-dates.js';

describe('the site dates', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    // The visitor's clock is in New York; the site still shows Singapore's.
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('writes a moment as the spec writes a post date, DD/MMM/YYYY HH:mm:ss, in Singapore', () => {
    // 14:07:09 UTC + 8 hours = 22:07:09 in Singapore, the same day.
    expect(formatDateTime('2024-03-05T14:07:09.000Z')).toBe('05/Mar/2024 22:07:09');
    // 16:00 UTC on 31 December is midnight in Singapore: the new year has begun there.
    expect(formatDateTime('2023-12-31T16:00:00.000Z')).toBe('01/Jan/2024 00:00:00');
  });

  it('writes a day as DD/MMM/YYYY on the Singapore calendar', () => {
    expect(formatDate('2024-09-15T04:00:00.000Z')).toBe('15/Sep/2024');
    // 20:00 UTC + 8 hours is 04:00 the next day in Singapore.
    expect(formatDate('2024-12-31T20:00:00.000Z')).toBe('01/Jan/2025');
  });

  it('reads the clock Singapore read at any moment from 1900 to 2100, as the time zone database has it', () => {
    const timeZoneData = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Singapore',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const expected = (moment: Date) => {
      const part = (type: string) =>
        timeZoneData.formatToParts(moment).find((each) => each.type === type)?.value;
      return `${part('day')}/${part('month')?.slice(0, 3)}/${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
    };
    // The last second at UTC+7:30, then the first at UTC+8: 23:29:59, then midnight of 1982.
    expect(formatDateTime('1981-12-31T15:59:59.000Z')).toBe('31/Dec/1981 23:29:59');
    expect(formatDateTime('1981-12-31T16:00:00.000Z')).toBe('01/Jan/1982 00:00:00');
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (moment) => {
          expect(formatDateTime(moment.toISOString())).toBe(expected(moment));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps a calendar date (an offer’s last day) as the day it names', () => {
    expect(formatDate('2026-11-28')).toBe('28/Nov/2026');
  });

  it('writes nothing for what is not an ISO date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2024-02-30')).toBe('');
    expect(formatDateTime('2024-13-45T10:00:00')).toBe('');
    expect(formatDateTime('March 5, 2024')).toBe('');
  });

  it('gives the year it is in Singapore', () => {
    // 17:00 UTC on 31 December 2025 is 01:00 on 1 January 2026 in Singapore.
    expect(currentYear(new Date('2025-12-31T17:00:00.000Z'))).toBe(2026);
  });
});

describe('withSiteDates', () => {
  it('writes each calendar date in a text as a day of the site', () => {
    expect(withSiteDates('Offer ends on 2026-12-05: S$300 cash, ends 2027-01-31')).toBe(
      'Offer ends on 05/Dec/2026: S$300 cash, ends 31/Jan/2027',
    );
  });

  it('leaves moments, impossible dates and text without dates as they are', () => {
    expect(withSiteDates('Saved 2026-12-05T10:00:00Z')).toBe('Saved 2026-12-05T10:00:00Z');
    expect(withSiteDates('Code 2026-02-31')).toBe('Code 2026-02-31');
    expect(withSiteDates('Welcome gift raised from S$200 to S$350')).toBe(
      'Welcome gift raised from S$200 to S$350',
    );
  });
});
