import { describe, expect, it } from 'vitest';
import { anchoredLiteral, anchoredPrefix, regexCondition } from '../src/query/regex-prefix.js';

describe('the literal prefix of an anchored pattern', () => {
  it.each([
    ['^cash', '', 'cash'],
    ['^cash', 's', 'cash'],
    ['^1\\.5', '', '1.5'],
    ['^a\\.b?c', '', 'a.'],
    ['^cash.*back', '', 'cash'],
    ['^cas+h', '', 'cas'],
    ['^cash{2}', '', 'cas'],
    ['^ca(sh)', '', 'ca'],
    ['^caf\u00e9', '', 'caf\u00e9'],
    ['^\u4fe1\u7528', '', '\u4fe1\u7528'],
  ])('/%s/%s starts every match with "%s"', (source, flags, prefix) => {
    expect(anchoredPrefix(source, flags)).toBe(prefix);
  });

  it.each([
    ['cash', ''],
    ['^cash', 'i'],
    ['^cash', 'm'],
    ['^cash', 'x'],
    ['^cash|back', ''],
    ['^(cash|back)', ''],
    ['^c?ash', ''],
    ['^.ash', ''],
    ['^\\wash', ''],
    ['^', ''],
  ])('/%s/%s has no prefix an index range can use', (source, flags) => {
    expect(anchoredPrefix(source, flags)).toBeUndefined();
  });

  it('keeps an escaped bar as a literal', () => {
    expect(anchoredPrefix('^a\\|b', '')).toBe('a|b');
  });
});

describe('a pattern that is an anchored text alone', () => {
  it.each([
    ['^cash', '', 'cash'],
    ['^1\\.5', 's', '1.5'],
    ['^a\\|b', 'u', 'a|b'],
  ])('/%s/%s is the text "%s" at the start', (source, flags, literal) => {
    expect(anchoredLiteral(source, flags)).toBe(literal);
  });

  it.each([
    ['^cash', 'i'],
    ['^cash', 'q'],
    ['^cash$', ''],
    ['^cash.*', ''],
    ['^cas+', ''],
    ['^a\\-b', ''],
    ['cash', ''],
  ])('/%s/%s is more than a text at the start', (source, flags) => {
    expect(anchoredLiteral(source, flags)).toBeUndefined();
  });
});

describe('the pattern of a condition', () => {
  it('reads a regular expression and $regex with $options', () => {
    expect(regexCondition(/^ab/s)).toEqual({ source: '^ab', flags: 's' });
    expect(regexCondition({ $regex: '^ab', $options: 'i' })).toEqual({ source: '^ab', flags: 'i' });
    expect(regexCondition({ $regex: /^ab/ })).toEqual({ source: '^ab', flags: '' });
  });

  it('ignores anything else', () => {
    expect(regexCondition('^ab')).toBeUndefined();
    expect(regexCondition({ $regex: '^ab', $ne: 'abc' })).toBeUndefined();
    expect(regexCondition({ $in: [/^ab/] })).toBeUndefined();
  });
});
