import { crc32 } from 'node:zlib';
import { deserializeDocument, serializeDocument } from '../bson/values.js';
import type { JournalRecord } from './records.js';

/** Every record on disk: payload length (u32 LE), CRC32 of the payload (u32 LE), BSON payload. */
const HEADER_BYTES = 8;
const MIN_PAYLOAD = 5;
const MAX_PAYLOAD = 64 * 1024 * 1024;

export function frameRecord(record: JournalRecord): Buffer {
  const payload = serializeDocument(record);
  const frame = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  frame.writeUInt32LE(payload.length, 0);
  frame.writeUInt32LE(crc32(payload), 4);
  frame.set(payload, HEADER_BYTES);
  return frame;
}

export interface ScanResult {
  records: JournalRecord[];
  /** Bytes of intact records from the start; anything after is torn or corrupt. */
  validLength: number;
  /** Why the scan stopped before the end of the buffer, if it did. */
  problem?: string;
}

/** Reads framed records until the end of the buffer or the first torn or corrupt record. */
export function scanRecords(buffer: Buffer): ScanResult {
  const records: JournalRecord[] = [];
  let offset = 0;
  while (offset < buffer.length) {
    if (buffer.length - offset < HEADER_BYTES) {
      return { records, validLength: offset, problem: 'truncated record header' };
    }
    const length = buffer.readUInt32LE(offset);
    const checksum = buffer.readUInt32LE(offset + 4);
    if (length < MIN_PAYLOAD || length > MAX_PAYLOAD) {
      return { records, validLength: offset, problem: `invalid record length ${length}` };
    }
    const end = offset + HEADER_BYTES + length;
    if (end > buffer.length) return { records, validLength: offset, problem: 'truncated record' };
    const payload = buffer.subarray(offset + HEADER_BYTES, end);
    if (crc32(payload) !== checksum)
      return { records, validLength: offset, problem: 'checksum mismatch' };
    try {
      records.push(deserializeDocument(payload) as JournalRecord);
    } catch {
      return { records, validLength: offset, problem: 'unreadable record' };
    }
    offset = end;
  }
  return { records, validLength: offset };
}
