import { formatUpdatedDate } from './format-updated-date';

describe('formatUpdatedDate', () => {
  it('writes the day, the short month and the year', () => {
    expect(formatUpdatedDate('2024-03-05T04:07:09.000Z')).toBe('05/Mar/2024');
    expect(formatUpdatedDate('2024-09-15T04:00:00.000Z')).toBe('15/Sep/2024');
  });

  it('uses the Singapore calendar: 20:00 UTC is already the next day there', () => {
    expect(formatUpdatedDate('2024-12-31T20:00:00.000Z')).toBe('01/Jan/2025');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatUpdatedDate('not a date')).toBe('');
  });
});
