import { describe, expect, it } from 'vitest';
import { merchantEvidence } from '../src/index.js';

const reports = (...codes: [string, string][]) => codes.map(([mcc, day]) => ({ mcc, day }));

describe('merchantEvidence', () => {
  it('has nothing to say without a report', () => {
    expect(merchantEvidence([])).toEqual({ codes: [], reports: 0, sureness: 'none' });
  });

  it('is unsure of one report', () => {
    expect(merchantEvidence(reports(['5814', '2026-11-03']))).toEqual({
      codes: [{ mcc: '5814', reports: 1, latest: '2026-11-03' }],
      reports: 1,
      sureness: 'unsure',
    });
  });

  it('is unsure of a tie: 2 reports say 5814, 2 say 5812', () => {
    const evidence = merchantEvidence(
      reports(
        ['5814', '2026-10-01'],
        ['5812', '2026-11-01'],
        ['5814', '2026-10-20'],
        ['5812', '2026-09-01'],
      ),
    );
    // Tied counts: the code of the later purchase first.
    expect(evidence.codes.map(({ mcc }) => mcc)).toEqual(['5812', '5814']);
    expect(evidence.sureness).toBe('unsure');
  });

  it('finds 5814 likely with 2 of 3 reports, and counts each code’s latest day', () => {
    expect(
      merchantEvidence(
        reports(['5814', '2026-10-01'], ['5812', '2026-11-20'], ['5814', '2026-11-03']),
      ),
    ).toEqual({
      codes: [
        { mcc: '5814', reports: 2, latest: '2026-11-03' },
        { mcc: '5812', reports: 1, latest: '2026-11-20' },
      ],
      reports: 3,
      sureness: 'likely',
    });
  });

  it('is sure at 3 reports all agreeing, and at 12 of 14 (86%, over 4 in 5)', () => {
    const three = reports(['5814', '2026-11-01'], ['5814', '2026-11-02'], ['5814', '2026-11-03']);
    expect(merchantEvidence(three).sureness).toBe('sure');
    const twelve = Array.from({ length: 12 }, (_, i) => ({
      mcc: '5814',
      day: `2026-10-${String(i + 10)}`,
    }));
    expect(
      merchantEvidence([...twelve, ...reports(['5812', '2026-11-01'], ['5812', '2026-11-02'])]),
    ).toMatchObject({ reports: 14, sureness: 'sure' });
  });

  it('is only likely at 7 of 10 (70%, under 4 in 5)', () => {
    const seven = Array.from({ length: 7 }, () => ({ mcc: '5814', day: '2026-11-01' }));
    const three = Array.from({ length: 3 }, () => ({ mcc: '5812', day: '2026-11-01' }));
    expect(merchantEvidence([...seven, ...three]).sureness).toBe('likely');
  });
});
