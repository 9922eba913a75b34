import { describe, expect, it } from 'vitest';
import { atLeast, atMost, below, formatFigure, meetsTarget, median } from './benchmark.js';

describe('median', () => {
  it('takes the middle value of an odd count, in any order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow();
  });
});

describe('meetsTarget', () => {
  it('holds at-most, at-least and below targets, bounds included only where they should be', () => {
    expect(meetsTarget(1.5, atMost(1.5))).toBe(true);
    expect(meetsTarget(1.51, atMost(1.5))).toBe(false);
    expect(meetsTarget(0.8, atLeast(0.8))).toBe(true);
    expect(meetsTarget(0.79, atLeast(0.8))).toBe(false);
    expect(meetsTarget(299.9, below(300))).toBe(true);
    expect(meetsTarget(300, below(300))).toBe(false);
  });

  it('misses when the figure could not be measured', () => {
    expect(meetsTarget(Number.NaN, atLeast(0))).toBe(false);
  });
});

describe('formatFigure', () => {
  it('prints a ratio with its target and verdict', () => {
    expect(formatFigure({ label: 'list', value: 0.823, target: atLeast(0.8) })).toBe(
      'list: 0.82x (target >= 0.80x) PASS',
    );
    expect(formatFigure({ label: 'growth', value: 1.734, target: atMost(1.5) })).toBe(
      'growth: 1.73x (target <= 1.50x) MISS',
    );
  });

  it('prints sizes with their unit, counts and small decimals plainly', () => {
    expect(formatFigure({ label: 'peak', value: 287.4, unit: 'MB', target: below(300) })).toBe(
      'peak: 287 MB (target < 300 MB) PASS',
    );
    expect(formatFigure({ label: 'home', value: 42.25, unit: 'KB' })).toBe('home: 42.3 KB');
    expect(formatFigure({ label: 'errors', value: 0, unit: '', target: atMost(0) })).toBe(
      'errors: 0 (target <= 0) PASS',
    );
    expect(formatFigure({ label: 'CLS', value: 0.0421, unit: '', target: below(0.05) })).toBe(
      'CLS: 0.042 (target < 0.050) PASS',
    );
  });

  it('prints n/a for a figure that could not be measured', () => {
    expect(formatFigure({ label: 'search', value: Number.NaN })).toBe('search: n/a');
  });
});
