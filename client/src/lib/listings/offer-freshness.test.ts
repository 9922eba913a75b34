import { offerDaysLeft, offerFreshness } from './offer-freshness';

/** A moment given as Singapore wall-clock time (UTC+8). */
function singaporeTime(local: string): Date {
  return new Date(`${local}+08:00`);
}

describe('offerFreshness', () => {
  it('keeps offers without an end date open', () => {
    expect(offerFreshness(undefined)).toBe('open');
    expect(offerFreshness('')).toBe('open');
  });

  it('ignores dates that are not a real YYYY-MM-DD day', () => {
    const now = singaporeTime('2025-06-01T12:00:00');
    expect(offerFreshness('2020-02-30', now)).toBe('open');
    expect(offerFreshness('01/06/2020', now)).toBe('open');
  });

  it('runs an offer through the last second of its expiry day in Singapore', () => {
    expect(offerFreshness('2025-06-01', singaporeTime('2025-06-01T23:59:59'))).toBe('endsSoon');
    expect(offerFreshness('2025-06-01', singaporeTime('2025-06-02T00:00:00'))).toBe('expired');
  });

  it('uses the Singapore date even when it is still the day before in UTC', () => {
    // 00:30 on 2 June in Singapore is 16:30 on 1 June in UTC.
    expect(offerFreshness('2025-06-01', singaporeTime('2025-06-02T00:30:00'))).toBe('expired');
  });

  it('marks offers whose last day is within the next seven days, counting today', () => {
    const now = singaporeTime('2025-06-01T09:00:00');
    expect(offerFreshness('2025-06-01', now)).toBe('endsSoon');
    expect(offerFreshness('2025-06-07', now)).toBe('endsSoon');
    expect(offerFreshness('2025-06-08', now)).toBe('open');
  });

  it('reads a stored midnight-UTC timestamp as its date and ignores other times', () => {
    const now = singaporeTime('2025-06-02T08:00:00');
    expect(offerFreshness('2025-06-01T00:00:00.000Z', now)).toBe('expired');
    expect(offerFreshness('2025-06-01T15:00:00Z', now)).toBe('open');
  });
});

describe('offerDaysLeft', () => {
  it('counts the days to the last day on the Singapore calendar, negative once it has passed', () => {
    const now = singaporeTime('2025-06-02T00:30:00');
    expect(offerDaysLeft('2025-06-02', now)).toBe(0);
    expect(offerDaysLeft('2025-06-16', now)).toBe(14);
    expect(offerDaysLeft('2025-06-01', now)).toBe(-1);
  });

  it('has no answer for an offer without a valid end date', () => {
    expect(offerDaysLeft(undefined)).toBeNull();
    expect(offerDaysLeft('2020-02-30')).toBeNull();
  });
});
