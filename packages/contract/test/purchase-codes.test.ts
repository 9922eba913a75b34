import { describe, expect, it } from 'vitest';
import {
  datedSpendSchema,
  mccInRanges,
  mccRangeBounds,
  mccRangeListSchema,
  mccSchema,
  statementDaySchema,
} from '../src/index.js';

describe('merchant category codes', () => {
  it('reads a code and a range as banks write them', () => {
    expect(mccRangeBounds('5812')).toEqual({ from: 5812, to: 5812 });
    expect(mccRangeBounds('3000-3350')).toEqual({ from: 3000, to: 3350 });
    expect(mccRangeBounds('3350-3000')).toBeUndefined();
    expect(mccRangeBounds('581')).toBeUndefined();
  });

  it('finds a code in a list of codes and ranges, ends included', () => {
    const airlines = ['3000-3350', '4511'];
    expect(mccInRanges('3000', airlines)).toBe(true);
    expect(mccInRanges('3350', airlines)).toBe(true);
    expect(mccInRanges('3351', airlines)).toBe(false);
    expect(mccInRanges('4511', airlines)).toBe(true);
    expect(mccInRanges('45111', airlines)).toBe(false);
  });

  it('refuses a code that is not four digits, with the rule in the message', () => {
    expect(mccSchema.safeParse('5814').success).toBe(true);
    expect(mccSchema.safeParse('581A').error?.issues[0]?.message).toBe(
      'must be a merchant category code of four digits',
    );
  });

  it('refuses a range written backwards and a code given twice', () => {
    expect(mccRangeListSchema.safeParse(['5812', '3000-3350']).success).toBe(true);
    expect(mccRangeListSchema.safeParse(['3350-3000']).error?.issues[0]?.message).toBe(
      'must be a four-digit code or a range such as 3000-3350, the lower code first',
    );
    expect(mccRangeListSchema.safeParse(['5812', '5812']).error?.issues[0]?.message).toBe(
      'must give each code once',
    );
  });
});

describe('a purchase noted as made', () => {
  it('takes a day up to today, an amount above 0 and a category', () => {
    expect(
      datedSpendSchema.parse({ day: '2026-11-02', amount: 120.5, category: 'dining' }),
    ).toEqual({ day: '2026-11-02', amount: 120.5, category: 'dining' });
  });

  it('refuses a day after today, a day the calendar lacks and an amount of 0, with why', () => {
    const messages = (input: unknown) =>
      datedSpendSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ day: '2999-01-01', amount: 10, category: 'dining' })).toEqual([
      'must not be after today',
    ]);
    expect(messages({ day: '2026-02-30', amount: 10, category: 'dining' })).toEqual([
      'must be a date as YYYY-MM-DD',
    ]);
    expect(messages({ day: '2026-11-02', amount: 0, category: 'dining' })).toEqual([
      'must be more than 0',
    ]);
  });

  it('takes a statement day from 1 to 31', () => {
    expect(statementDaySchema.safeParse(31).success).toBe(true);
    expect(statementDaySchema.safeParse(32).error?.issues[0]?.message).toBe('must be at most 31');
    expect(statementDaySchema.safeParse(1.5).error?.issues[0]?.message).toBe(
      'must be a whole number',
    );
  });
});
