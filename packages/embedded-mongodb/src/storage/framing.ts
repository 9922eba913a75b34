import { createReadStream } from 'node:fs';
import { crc32 } from 'node:zlib';
import { deserializeDocument, serializeDocument } from '../bson/values.js';
import type { JournalRecord } from './records.js';

/** Every record on disk: payload length (u32 LE), CRC32 of the payload (u32 LE), BSON payload. */
const HEADER_BYTES = 8;
const MIN_PAYLOAD = 5;
const MAX_PAYLOAD = 64 * 1024 * 1024;
/** How much of a file is read at a time, so start-up never holds a whole journal in memory. */
const READ_BYTES = 1024 * 1024;

export function frameRecord(record: JournalRecord): Buffer {
  const payload = serializeDocument(record);
  const frame = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  frame.writeUInt32LE(payload.length, 0);
  frame.writeUInt32LE(crc32(payload), 4);
  frame.set(payload, HEADER_BYTES);
  return frame;
}

export interface ScanResult {
  /** Bytes of intact records from the start; anything after is torn or corrupt. */
  validLength: number;
  /** Why the scan stopped before the end of the file, if it did. */
  problem?: string;
}

/**
 * Hands each intact record of `buffer` to `visit`, in order. When `atEnd` is false, a record cut
 * off by the end of the buffer is no problem: its bytes are simply not consumed yet.
 */
function scanFrames(
  buffer: Buffer,
  visit: (record: JournalRecord) => void,
  atEnd: boolean,
): ScanResult {
  let offset = 0;
  const stop = (problem: string): ScanResult =>
    atEnd || !problem.startsWith('truncated')
      ? { validLength: offset, problem }
      : { validLength: offset };
  while (offset < buffer.length) {
    if (buffer.length - offset < HEADER_BYTES) return stop('truncated record header');
    const length = buffer.readUInt32LE(offset);
    const checksum = buffer.readUInt32LE(offset + 4);
    if (length < MIN_PAYLOAD || length > MAX_PAYLOAD) {
      return stop(`invalid record length ${length}`);
    }
    const end = offset + HEADER_BYTES + length;
    if (end > buffer.length) return stop('truncated record');
    const payload = buffer.subarray(offset + HEADER_BYTES, end);
    if (crc32(payload) !== checksum) return stop('checksum mismatch');
    let record: JournalRecord;
    try {
      record = deserializeDocument(payload) as JournalRecord;
    } catch {
      return stop('unreadable record');
    }
    visit(record);
    offset = end;
  }
  return { validLength: offset };
}

/**
 * Hands each intact record of `file` to `visit` as it is read, a megabyte at a time, until the end
 * of the file or the first torn or corrupt record.
 */
export async function scanRecordFile(
  file: string,
  visit: (record: JournalRecord) => void,
): Promise<ScanResult> {
  let pending: Buffer = Buffer.alloc(0);
  let consumed = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: READ_BYTES })) {
    pending = pending.length === 0 ? (chunk as Buffer) : Buffer.concat([pending, chunk as Buffer]);
    const scan = scanFrames(pending, visit, false);
    consumed += scan.validLength;
    if (scan.problem !== undefined) return { validLength: consumed, problem: scan.problem };
    pending = pending.subarray(scan.validLength);
  }
  const scan = scanFrames(pending, visit, true);
  return { ...scan, validLength: consumed + scan.validLength };
}
