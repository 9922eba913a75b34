import { Binary, Long, type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

/**
 * `$bitsAllSet`, `$bitsAnySet`, `$bitsAllClear` and `$bitsAnyClear` over numbers and BinData,
 * with a list of positions, a numeric bitmask or a BinData bitmask. BinData bits count from the
 * lowest bit of the first byte. The first four documents are the manual's examples.
 */
type Row = Document & { _id: number };

let target: EngineTarget;
let bits: Collection<Row>;

beforeAll(async () => {
  target = await openTarget('bitwise-queries');
  bits = target.db.collection<Row>('bits');
  await bits.insertMany([
    { _id: 1, a: 54 }, // 0b00110110: bits 1, 2, 4, 5
    { _id: 2, a: 20 }, // 0b00010100: bits 2, 4
    { _id: 3, a: 20.0 },
    { _id: 4, a: new Binary(Buffer.from('Zg==', 'base64'), 0) }, // 0x66 = 0b01100110: bits 1, 2, 5, 6
    { _id: 5, a: Long.fromString('1099511627776') }, // 2^40: bit 40 only
    { _id: 6, a: new Binary(Buffer.from([0x00, 0x01]), 0) }, // bit 8 only
    { _id: 7, a: 'not a number' },
  ]);
});

afterAll(() => target.close());

async function matching(condition: Document): Promise<number[]> {
  const found = await bits.find({ a: condition }).sort({ _id: 1 }).toArray();
  return found.map((document) => document._id);
}

describe('bitwise query operators', () => {
  it('tests bit positions on numbers and BinData', async () => {
    expect(await matching({ $bitsAllSet: [1, 5] })).toEqual([1, 4]);
    expect(await matching({ $bitsAnySet: [1, 5] })).toEqual([1, 4]);
    expect(await matching({ $bitsAllClear: [1, 5] })).toEqual([2, 3, 5, 6]);
    expect(await matching({ $bitsAnyClear: [1, 5] })).toEqual([2, 3, 5, 6]);
    expect(await matching({ $bitsAllSet: [1, 2, 5, 6] })).toEqual([4]);
    expect(await matching({ $bitsAllSet: [8] })).toEqual([6]);
    expect(await matching({ $bitsAllSet: [40] })).toEqual([5]);
  });

  it('takes a numeric bitmask', async () => {
    expect(await matching({ $bitsAllSet: 50 })).toEqual([1]); // 0b110010: bits 1, 4, 5
    expect(await matching({ $bitsAnySet: 64 })).toEqual([4]); // bit 6
    expect(await matching({ $bitsAnySet: 256 })).toEqual([6]); // bit 8
  });

  it('takes a BinData bitmask', async () => {
    const bits4and5 = new Binary(Buffer.from('MC==', 'base64'), 0); // 0x30: bits 4, 5
    expect(await matching({ $bitsAllSet: bits4and5 })).toEqual([1]);
    expect(await matching({ $bitsAnySet: bits4and5 })).toEqual([1, 2, 3, 4]);
    expect(await matching({ $bitsAllClear: bits4and5 })).toEqual([5, 6]);
  });
});
