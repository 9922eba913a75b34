import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberText, type NumberTextOptions } from '../src/number-text.js';

const intl = (value: number, options: NumberTextOptions) =>
  new Intl.NumberFormat('en-SG', options).format(value);

describe('numberText', () => {
  it('writes numbers as a person in Singapore reads them', () => {
    expect(numberText(1234567.891, { maximumFractionDigits: 2 })).toBe('1,234,567.89');
    expect(numberText(196.2, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
      '196.20',
    );
    expect(numberText(30000, { maximumFractionDigits: 0 })).toBe('30,000');
    expect(numberText(0.0075, { maximumFractionDigits: 4 })).toBe('0.0075');
    expect(numberText(999.995, { maximumFractionDigits: 2 })).toBe('1,000');
    expect(numberText(1.5e-7, { maximumFractionDigits: 8 })).toBe('0.00000015');
    expect(numberText(1e21, { maximumFractionDigits: 0 })).toBe('1,000,000,000,000,000,000,000');
  });

  it('rounds half away from zero on the shortest decimal form, as a person works it by hand', () => {
    // 1.005 is stored as 1.00499999999999989...: toFixed(2) gives 1.00, the site 1.01.
    expect(numberText(1.005, { maximumFractionDigits: 2 })).toBe('1.01');
    expect(numberText(2.5, { maximumFractionDigits: 0 })).toBe('3');
    expect(numberText(-2.5, { maximumFractionDigits: 0 })).toBe('-3');
    expect(numberText(0.125, { maximumFractionDigits: 2 })).toBe('0.13');
    expect(numberText(-0.001, { maximumFractionDigits: 2 })).toBe('-0');
  });

  it('writes NaN and the infinities as Intl does', () => {
    expect(numberText(Number.NaN, { maximumFractionDigits: 2 })).toBe('NaN');
    expect(numberText(Number.POSITIVE_INFINITY, { maximumFractionDigits: 2 })).toBe('∞');
    expect(numberText(Number.NEGATIVE_INFINITY, { maximumFractionDigits: 2 })).toBe('-∞');
  });

  it("gives Intl.NumberFormat('en-SG')'s text for any number and digits", () => {
    const options = fc
      .tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }))
      .map(([low, high]) => ({
        minimumFractionDigits: Math.min(low, high),
        maximumFractionDigits: Math.max(low, high),
      }));
    const values = fc.oneof(
      fc.double({ noNaN: true }),
      fc.double({ min: -1e7, max: 1e7, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
      fc.integer({ min: -1e6, max: 1e6 }).map((thousandths) => thousandths / 1000 + 0.0005),
    );
    fc.assert(
      fc.property(values, options, (value, digits) => {
        expect(numberText(value, digits)).toBe(intl(value, digits));
      }),
      { numRuns: 5000 },
    );
  });
});
