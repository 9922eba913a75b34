import { describe, expect, it } from 'vitest';
import { compareProviderNames, isSpecBank, specBankNames, specBanks } from '../src/index.js';

describe("the spec's nine banks", () => {
  it('are the categories SPEC.md lists, in its order', () => {
    expect(specBankNames).toEqual([
      'American Express',
      'CIMB',
      'Citibank',
      'DBS',
      'HSBC',
      'OCBC',
      'POSB',
      'Standard Chartered',
      'UOB',
    ]);
  });

  it('each have a home page of their own on https and two colours', () => {
    const websites = specBanks.map((bank) => new URL(bank.website));
    expect(websites.every((url) => url.protocol === 'https:')).toBe(true);
    expect(new Set(websites.map((url) => url.href)).size).toBe(specBanks.length);
    for (const { colors } of specBanks) {
      expect([colors.main, colors.accent]).toEqual([
        expect.stringMatching(/^#[0-9a-f]{6}$/),
        expect.stringMatching(/^#[0-9a-f]{6}$/),
      ]);
    }
  });

  it('are told from other providers by their exact names', () => {
    expect(isSpecBank('Standard Chartered')).toBe(true);
    expect(isSpecBank('Standard Charted')).toBe(false);
    expect(isSpecBank('dbs')).toBe(false);
    expect(isSpecBank('Trust Bank')).toBe(false);
  });

  it('come first in every list of providers, in their order, the others by name', () => {
    const sorted = ['Trust Bank', 'UOB', 'AIA', 'American Express', 'DBS'].sort(
      compareProviderNames,
    );
    expect(sorted).toEqual(['American Express', 'DBS', 'UOB', 'AIA', 'Trust Bank']);
  });
});
