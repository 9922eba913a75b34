import { buildChange, buildCreation } from '../testing/changes-fixtures';
import { changesLines } from './listed-runs';

const added = (id: string, at: string) => buildCreation({ id, at });

describe('changesLines', () => {
  it('joins consecutive additions of one Singapore day, and only those', () => {
    const lines = changesLines([
      // 28 Nov in Singapore: 23:30, then 00:10 (16:10 UTC on the 27th is 00:10 on the 28th).
      added('a', '2026-11-28T15:30:00.000Z'),
      added('b', '2026-11-27T16:10:00.000Z'),
      // 27 Nov in Singapore (15:50 UTC is 23:50 there): a day of its own.
      added('c', '2026-11-27T15:50:00.000Z'),
      buildChange({ id: 'raise', at: '2026-11-27T10:00:00.000Z' }),
      added('d', '2026-11-27T09:00:00.000Z'),
    ]);
    expect(lines).toEqual([
      {
        type: 'listed',
        at: '2026-11-28T15:30:00.000Z',
        listings: [expect.objectContaining({ id: 'a' }), expect.objectContaining({ id: 'b' })],
      },
      { type: 'change', change: expect.objectContaining({ id: 'c' }) },
      { type: 'change', change: expect.objectContaining({ id: 'raise' }) },
      { type: 'change', change: expect.objectContaining({ id: 'd' }) },
    ]);
  });

  it('never joins updates, deletes or restores, even of one day', () => {
    const at = '2026-11-28T02:00:00.000Z';
    const lines = changesLines([
      buildChange({ id: 'u1', at }),
      buildChange({ id: 'u2', at }),
      buildChange({ id: 'r', at, operation: 'restore', changes: [] }),
      buildChange({ id: 'x', at, operation: 'delete', changes: [] }),
    ]);
    expect(lines.map((line) => line.type)).toEqual(['change', 'change', 'change', 'change']);
  });

  it('answers no lines for no changes', () => {
    expect(changesLines([])).toEqual([]);
  });
});
