import { formatPostDate } from './format-post-date';

describe('the post date', () => {
  it('reads DD/MMM/YYYY HH:mm:ss', () => {
    expect(formatPostDate('2024-03-05T14:07:09')).toBe('05/Mar/2024 14:07:09');
    expect(formatPostDate('2023-12-31T00:00:00')).toBe('31/Dec/2023 00:00:00');
  });

  it("shows a stored UTC instant in the visitor's time zone", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Singapore';
    try {
      expect(formatPostDate('2024-03-05T14:07:09.000Z')).toBe('05/Mar/2024 22:07:09');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('is empty for a date that cannot be read', () => {
    expect(formatPostDate('not a date')).toBe('');
    expect(formatPostDate('2024-13-45T10:00:00')).toBe('');
    expect(formatPostDate('March 5, 2024')).toBe('');
  });
});
