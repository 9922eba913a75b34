import { describe, expect, it } from 'vitest';
import type { CardTerms } from '@sg-finance/contract';
import { capPeriodStart, spentThisPeriod } from '../src/index.js';

describe('the cap period a day is in', () => {
  it('starts a calendar month on the 1st', () => {
    expect(capPeriodStart('calendarMonth', 15, '2026-11-28')).toBe('2026-11-01');
    expect(capPeriodStart(undefined, undefined, '2026-11-01')).toBe('2026-11-01');
  });

  it('starts a statement month the day after the last statement date', () => {
    // Statement on the 15th: 28 November is in the month from 16 November.
    expect(capPeriodStart('statementMonth', 15, '2026-11-28')).toBe('2026-11-16');
    // On the statement day itself the month that closes that day is still running.
    expect(capPeriodStart('statementMonth', 15, '2026-11-15')).toBe('2026-10-16');
    expect(capPeriodStart('statementMonth', 15, '2026-11-16')).toBe('2026-11-16');
  });

  it('goes back over a new year', () => {
    expect(capPeriodStart('statementMonth', 20, '2027-01-05')).toBe('2026-12-21');
  });

  it('closes a statement of the 31st on the last day of a short month', () => {
    // November has 30 days: the statement closes on the 30th, the new month starts 1 December.
    expect(capPeriodStart('statementMonth', 31, '2026-12-10')).toBe('2026-12-01');
    // In February 2027 (28 days) it closes on the 28th: on the 28th the old month still runs.
    expect(capPeriodStart('statementMonth', 31, '2027-02-28')).toBe('2027-02-01');
    expect(capPeriodStart('statementMonth', 31, '2027-03-01')).toBe('2027-03-01');
  });

  it('counts a statement month without its day as a calendar month', () => {
    expect(capPeriodStart('statementMonth', undefined, '2026-11-28')).toBe('2026-11-01');
  });
});

describe('what a card has spent in its cap period', () => {
  const dining: CardTerms = {
    rewardType: 'miles',
    baseRate: 0.4,
    capPeriod: 'statementMonth',
    earn: [{ category: 'dining', rate: 4, cap: { on: 'bonusSpend', amount: 1000 } }],
  };
  const made = [
    { day: '2026-11-14', amount: 300, category: 'dining' as const },
    { day: '2026-11-18', amount: 200, category: 'dining' as const },
    { day: '2026-11-20', amount: 50, category: 'groceries' as const },
    { day: '2026-11-27', amount: 120, category: 'dining' as const },
  ];

  it('counts only the purchases since the statement day, by how the card treats them', () => {
    // Statement on the 15th: the month runs from 16 November; the S$300 of the 14th is not in it.
    const start = capPeriodStart('statementMonth', 15, '2026-11-28');
    const spent = spentThisPeriod(dining, { category: 'dining' }, made, start, '2026-11-28');
    // Dining since the 16th: 200 + 120 = S$320; all spend: 320 + 50 = S$370.
    expect(spent).toEqual({ onLikePurchases: 320, onAll: 370 });
  });

  it('counts the whole calendar month without the statement day', () => {
    const start = capPeriodStart('statementMonth', undefined, '2026-11-28');
    const spent = spentThisPeriod(dining, { category: 'dining' }, made, start, '2026-11-28');
    expect(spent).toEqual({ onLikePurchases: 620, onAll: 670 });
  });

  it('puts base-rate purchases together: groceries share nothing with the dining bonus', () => {
    const start = '2026-11-16';
    const spent = spentThisPeriod(dining, { category: 'transport' }, made, start, '2026-11-28');
    // Transport and groceries both earn the base rate, counted as other spend: S$50 alike.
    expect(spent).toEqual({ onLikePurchases: 50, onAll: 370 });
  });
});
