import { formatPostDate } from './format-post-date';

describe('the post date', () => {
  it('reads DD/MMM/YYYY HH:mm:ss', () => {
    expect(formatPostDate('2024-03-05T14:07:09')).toBe('05/Mar/2024 14:07:09');
    expect(formatPostDate('2023-12-31T00:00:00')).toBe('31/Dec/2023 00:00:00');
  });

  it('is empty for a date that cannot be read', () => {
    expect(formatPostDate('not a date')).toBe('');
  });
});
