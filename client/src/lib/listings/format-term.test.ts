import { describe, expect, it } from 'vitest';
import { formatTermValue } from './format-term';

describe('formatTermValue', () => {
  it('writes money with its period, cents only when there are some', () => {
    expect(formatTermValue({ value: 196.2, unit: 'SGD/year' })).toBe('S$196.20 a year');
    expect(formatTermValue({ value: 30000, unit: 'SGD/year' })).toBe('S$30,000 a year');
    expect(formatTermValue({ value: 600, unit: 'SGD/month' }, { withoutPeriod: true })).toBe(
      'S$600',
    );
  });

  it('writes percentages against the number', () => {
    expect(formatTermValue({ value: 4.05, unit: 'percent/year' })).toBe('4.05% a year');
    expect(formatTermValue({ value: 3.33, unit: 'percent' }, { percentSuffix: 'cashback' })).toBe(
      '3.33% cashback',
    );
  });

  it('counts one of a thing in the singular and any other number in the plural', () => {
    expect(formatTermValue({ value: 1, unit: 'years' })).toBe('1 year');
    expect(formatTermValue({ value: 2, unit: 'years' })).toBe('2 years');
    expect(formatTermValue({ value: 1, unit: 'months' })).toBe('1 month');
    expect(formatTermValue({ value: 0, unit: 'days' })).toBe('0 days');
    expect(formatTermValue({ value: 1.5, unit: 'miles/SGD' })).toBe('1.5 miles per S$1');
    expect(formatTermValue({ value: 1, unit: 'miles' })).toBe('1 mile');
    expect(formatTermValue({ value: 1, unit: 'points/SGD' })).toBe('1 point per S$1');
  });
});
