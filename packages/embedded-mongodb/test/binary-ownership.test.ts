import { Binary, BSON, UUID } from 'bson';
import { describe, expect, it } from 'vitest';
import { deserializeDocument } from '../src/bson/values.js';

describe('binary values read from a larger buffer', () => {
  it('hold only their own bytes, with their type and subtype', () => {
    const uuid = new UUID();
    const record = BSON.serialize({ uuid, data: new Binary(Buffer.from('abc'), 0x80) });
    const journal = Buffer.concat([Buffer.alloc(1 << 20), record, Buffer.alloc(1 << 20)]);

    const document = deserializeDocument(journal.subarray(1 << 20, (1 << 20) + record.length));

    const read = document.uuid as UUID;
    expect(read).toBeInstanceOf(UUID);
    expect(read.toHexString()).toBe(uuid.toHexString());
    expect(read.buffer.buffer.byteLength).toBe(16);
    const data = document.data as Binary;
    expect(data.sub_type).toBe(0x80);
    expect(Buffer.from(data.value()).toString()).toBe('abc');
    expect(data.buffer.buffer.byteLength).toBe(3);
  });
});
