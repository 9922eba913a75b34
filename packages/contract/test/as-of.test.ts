import { describe, expect, it } from 'vitest';
import { asOfSchema, isCalendarDay, singaporeDay, singaporeDayEnd } from '../src/index.js';

describe('days in Singapore', () => {
  it('names the day of a moment in Singapore, eight hours ahead of UTC', () => {
    expect(singaporeDay(new Date('2026-01-01T15:59:59.999Z'))).toBe('2026-01-01');
    expect(singaporeDay(new Date('2026-01-01T16:00:00.000Z'))).toBe('2026-01-02');
    expect(singaporeDay(new Date('2025-12-31T16:00:00.000Z'))).toBe('2026-01-01');
  });

  it('ends a day at midnight of the next day in Singapore, across a month and a year', () => {
    expect(singaporeDayEnd('2026-01-01').toISOString()).toBe('2026-01-01T16:00:00.000Z');
    expect(singaporeDayEnd('2026-02-28').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(singaporeDayEnd('2025-12-31').toISOString()).toBe('2025-12-31T16:00:00.000Z');
  });

  it('knows the days the calendar has', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });

  it('takes today but no later day as asOf', () => {
    const today = singaporeDay(new Date());
    expect(asOfSchema.parse(today)).toBe(today);
    expect(asOfSchema.safeParse('2999-01-01').error?.issues[0]?.message).toBe(
      'must not be after today (Singapore time)',
    );
  });
});
