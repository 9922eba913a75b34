import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

/**
 * Field names MongoDB stores as plain data: `__proto__` (an ordinary key in BSON) and, since
 * 5.0, `$`-prefixed names below the top level of a document modified by an update operator
 * (manual: "Field Names with Periods and Dollar Signs", "Document Modifying Updates").
 */
type Row = Document & { _id: number };

let target: EngineTarget;
let rows: Collection<Row>;

beforeAll(async () => {
  target = await openTarget('field-names');
  rows = target.db.collection<Row>('rows');
});

afterAll(() => target.close());

beforeEach(async () => {
  await rows.deleteMany({});
});

/** A document with an own `__proto__` key, as JSON.parse builds it. */
const withProto = (json: string) => JSON.parse(json) as Row & Document;

function ownField(document: unknown, key: string): unknown {
  return Object.getOwnPropertyDescriptor(document, key)?.value;
}

describe('__proto__ as a field name', () => {
  it('is kept in an inserted subdocument', async () => {
    await rows.insertOne(withProto('{"_id": 1, "meta": {"__proto__": {"admin": true}}}'));
    const stored = await rows.findOne({ _id: 1 });
    expect(ownField(stored?.meta, '__proto__')).toEqual({ admin: true });
    expect(await rows.countDocuments({ 'meta.__proto__.admin': true })).toBe(1);
  });

  it('is set by $set at the top level and below it', async () => {
    await rows.insertOne({ _id: 1, meta: {} });
    await rows.updateOne({ _id: 1 }, withProto('{"$set": {"__proto__": {"polluted": true}}}'));
    await rows.updateOne({ _id: 1 }, { $set: { 'meta.__proto__': { admin: true } } });
    const stored = await rows.findOne({ _id: 1 });
    expect(Object.keys(stored ?? {})).toEqual(['_id', 'meta', '__proto__']);
    expect(ownField(stored, '__proto__')).toEqual({ polluted: true });
    expect(ownField(stored?.meta, '__proto__')).toEqual({ admin: true });
    expect(await rows.countDocuments({ '__proto__.polluted': true })).toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('is seeded from an upsert filter', async () => {
    await rows.updateOne({ _id: 2, '__proto__.admin': true }, { $set: { n: 1 } }, { upsert: true });
    const stored = await rows.findOne({ _id: 2 });
    expect(Object.keys(stored ?? {})).toEqual(['_id', '__proto__', 'n']);
    expect(ownField(stored, '__proto__')).toEqual({ admin: true });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('is named as such in an update error', async () => {
    await rows.insertOne(withProto('{"_id": 3, "__proto__": 1}'));
    await expect(rows.updateOne({ _id: 3 }, { $set: { '__proto__.x': 1 } })).rejects.toMatchObject({
      code: 28,
      message: "Cannot create field 'x' in element {__proto__: 1}",
    });
  });

  it('is a source and a target of $rename', async () => {
    await rows.insertOne({ _id: 1, settings: { theme: 'dark' } });
    await rows.updateOne({ _id: 1 }, { $rename: { settings: '__proto__' } });
    const renamed = await rows.findOne({ _id: 1 });
    expect(Object.keys(renamed ?? {})).toEqual(['_id', '__proto__']);
    expect(ownField(renamed, '__proto__')).toEqual({ theme: 'dark' });

    await rows.updateOne({ _id: 1 }, withProto('{"$rename": {"__proto__": "prefs"}}'));
    expect(await rows.findOne({ _id: 1 })).toEqual({ _id: 1, prefs: { theme: 'dark' } });
    expect(({} as Record<string, unknown>).theme).toBeUndefined();
  });
});

describe('$-prefixed field names in updates', () => {
  beforeEach(async () => {
    await rows.insertOne({ _id: 1, address: { $number: 123, $street: 'Elm Road' } });
  });

  it('sets an existing or a new $-prefixed field below the top level', async () => {
    const changed = await rows.updateOne({ _id: 1 }, { $set: { 'address.$street': 'Elm Ave' } });
    expect(changed).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    await rows.updateOne({ _id: 1 }, { $set: { 'address.$unit': 4 } });
    expect(await rows.findOne({ _id: 1 })).toEqual({
      _id: 1,
      address: { $number: 123, $street: 'Elm Ave', $unit: 4 },
    });
  });

  it('refuses a $-prefixed field at the top level of a stored document', async () => {
    await expect(rows.updateOne({ _id: 1 }, { $set: { $rooms: 3 } })).rejects.toMatchObject({
      code: 52,
      message: expect.stringContaining(
        "The dollar ($) prefixed field '$rooms' in '$rooms'",
      ) as string,
    });
    await expect(rows.updateOne({ _id: 1 }, { $set: { '$rooms.bath': 1 } })).rejects.toMatchObject({
      code: 52,
    });
    expect(await rows.findOne({ _id: 1 })).toEqual({
      _id: 1,
      address: { $number: 123, $street: 'Elm Road' },
    });
  });
});

/**
 * Names a JavaScript object inherits (`constructor`, `toString`, `hasOwnProperty`, `valueOf`)
 * are no fields of a BSON document: MongoDB creates the field a `$set` or `$rename` names below
 * one of them as below any missing field (manual: "$set", "$rename": "If the field does not
 * exist, $set will add a new field"; a missing embedded document is created).
 */
describe.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
  'the inherited name %s',
  (name) => {
    it(`is a missing field: $set of '${name}.polluted' creates it`, async () => {
      await rows.insertOne({ _id: 1, n: 1 });
      await rows.updateOne({ _id: 1 }, { $set: { [`${name}.polluted`]: true } });
      const stored = await rows.findOne({ _id: 1 });
      expect(ownField(stored, name)).toEqual({ polluted: true });
      expect(await rows.countDocuments({ [`${name}.polluted`]: true })).toBe(1);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it(`is a missing field below the top level, and a target of $rename`, async () => {
      await rows.insertOne({ _id: 1, meta: {}, from: 5 });
      await rows.updateOne({ _id: 1 }, { $set: { [`meta.${name}.x`]: 1 } });
      await rows.updateOne({ _id: 1 }, { $rename: { from: `${name}.moved` } });
      const stored = await rows.findOne({ _id: 1 });
      expect(ownField(stored?.meta, name)).toEqual({ x: 1 });
      expect(ownField(stored, name)).toEqual({ moved: 5 });
      expect(stored).not.toHaveProperty('from');
    });

    it('matches no document as a field nor exists, and an upsert seeds it', async () => {
      await rows.insertOne({ _id: 1, n: 1 });
      expect(await rows.countDocuments({ [name]: { $exists: true } })).toBe(0);
      expect(await rows.countDocuments({ [`${name}.x`]: { $exists: false } })).toBe(1);
      await rows.updateOne(
        { _id: 2, [`${name}.x`]: 3 },
        { $inc: { [`${name}.y`]: 1 } },
        { upsert: true },
      );
      const stored = await rows.findOne({ _id: 2 });
      expect(ownField(stored, name)).toEqual({ x: 3, y: 1 });
    });
  },
);

describe('fields named as inherited properties', () => {
  it('are projected as stored fields, and a projection leaving them out answers none', async () => {
    await rows.insertOne({ _id: 1, toString: 'text', constructor: { x: 1 }, n: 1 });
    const without = await rows.findOne({ _id: 1 }, { projection: { n: 1 } });
    expect(without).toEqual({ _id: 1, n: 1 });
    expect(Object.hasOwn(without ?? {}, 'toString')).toBe(false);
    const withThem = await rows.findOne(
      { _id: 1 },
      { projection: { 'constructor.x': 1, toString: 1 } },
    );
    expect(ownField(withThem, 'toString')).toBe('text');
    expect(ownField(withThem, 'constructor')).toEqual({ x: 1 });
  });
});
