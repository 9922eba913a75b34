import { Long, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

/**
 * A failed command answers `{ ok: 0, errmsg, code, codeName }`; the name is MongoDB's name for
 * the code (`Location<code>` for codes without a name of their own).
 */
let target: EngineTarget;

beforeAll(async () => {
  target = await openTarget('error-replies');
  await target.db.collection('items').insertOne({ _id: 1 } as Document);
});

afterAll(() => target.close());

const failures: Array<[string, Document, number, string]> = [
  ['an unknown command', { notACommand: 1 }, 59, 'CommandNotFound'],
  ['a hint naming no index', { find: 'items', hint: { missing: 1 } }, 2, 'BadValue'],
  ['an unknown query operator', { find: 'items', filter: { $nope: 1 } }, 2, 'BadValue'],
  ['a negative limit', { find: 'items', limit: -1 }, 51024, 'Location51024'],
  [
    'an unknown stage',
    { aggregate: 'items', pipeline: [{ $nope: {} }], cursor: {} },
    40324,
    'Location40324',
  ],
  [
    'an unknown cursor',
    { getMore: Long.fromNumber(12345), collection: 'items' },
    43,
    'CursorNotFound',
  ],
  ['indexes of a missing collection', { listIndexes: 'missing' }, 26, 'NamespaceNotFound'],
  ['a capped collection without size', { create: 'log', capped: true }, 72, 'InvalidOptions'],
];

describe('error replies', () => {
  it.each(failures)('names the code of %s', async (_label, command, code, codeName) => {
    await expect(target.db.command(command)).rejects.toMatchObject({ code, codeName });
  });
});
