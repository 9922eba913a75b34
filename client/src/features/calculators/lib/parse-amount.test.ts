import { parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it('reads plain numbers, with thousands separators', () => {
    expect(parseAmount('1,200.50')).toEqual({ value: 1200.5 });
    expect(parseAmount(' 0 ')).toEqual({ value: 0 });
  });

  it.each([
    ['', 'Enter a number.'],
    ['abc', 'Enter a number, such as 1200.'],
    ['1e5', 'Enter a number, such as 1200.'],
    ['-5', 'Must not be negative.'],
    ['1000000000000', 'Must be at most S$100,000,000.'],
  ])('refuses %j: %s', (text, error) => {
    expect(parseAmount(text, { prefix: 'S$' })).toEqual({ error });
  });

  it('keeps to whole numbers and a minimum when asked', () => {
    expect(parseAmount('1.5', { whole: true })).toEqual({ error: 'Must be a whole number.' });
    expect(parseAmount('0', { min: 1, whole: true })).toEqual({ error: 'Must be at least 1.' });
  });
});
