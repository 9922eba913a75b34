import { describe, expect, it } from 'vitest';
import {
  daysSinceVerified,
  mayBeOutOfDate,
  singaporeToday,
  termSourceSchema,
} from '../src/index.js';

describe('the day it is in Singapore', () => {
  it('turns at midnight in Singapore, 16:00 UTC', () => {
    expect(singaporeToday(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
    expect(singaporeToday(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
  });
});

describe('terms that may be out of date', () => {
  // 24 Nov 2026 in Singapore; 25 Aug 2026 is 91 days before (6 days of August + 30 + 31 + 24).
  const now = new Date('2026-11-24T04:00:00Z');

  it('counts whole days since the check, on the Singapore calendar', () => {
    expect(daysSinceVerified('2026-11-24', now)).toBe(0);
    expect(daysSinceVerified('2026-08-26', now)).toBe(90);
    expect(daysSinceVerified('2026-08-25', now)).toBe(91);
  });

  it('flags terms checked more than 90 days ago, or never', () => {
    expect(mayBeOutOfDate('2026-08-26', now)).toBe(false);
    expect(mayBeOutOfDate('2026-08-25', now)).toBe(true);
    expect(mayBeOutOfDate(undefined, now)).toBe(true);
  });
});

describe('the source of the terms', () => {
  it('needs the address and the day of the check, the checker is optional', () => {
    const source = { url: 'https://www.dbs.com.sg/personal/cards/', verifiedAt: '2026-11-12' };
    expect(termSourceSchema.parse(source)).toEqual(source);
  });

  it('refuses a missing address, one that is not http(s) and a day that does not exist', () => {
    const problems = (input: unknown) =>
      termSourceSchema
        .safeParse(input)
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(problems({ verifiedAt: '2026-11-12' })).toEqual(['url: is required']);
    expect(problems({ url: 'javascript:alert(1)', verifiedAt: '2026-02-30' })).toEqual([
      'url: must be an http(s) address',
      'verifiedAt: must be a date as YYYY-MM-DD',
    ]);
  });
});
