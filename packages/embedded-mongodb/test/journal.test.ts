import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FileHandle } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { journalPath } from '../src/storage/files.js';
import { scanRecordFile } from '../src/storage/framing.js';
import { Journal } from '../src/storage/journal.js';
import type { JournalRecord } from '../src/storage/records.js';

let directory: string;
let journal: Journal;

const record = (i: number): JournalRecord => ({
  op: 'put',
  db: 'd',
  coll: 'c',
  doc: { _id: i, text: 'x'.repeat(50) },
});

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'engine-journal-'));
  journal = await Journal.open({
    directory,
    generation: 1,
    compactionThresholdBytes: 1 << 30,
    captureState: () => [],
  });
});

afterEach(async () => {
  await journal.close();
  await rm(directory, { recursive: true, force: true });
});

/** The records of journal bytes as start-up reads them, and where the scan stopped. */
async function scanBytes(bytes: Buffer) {
  const file = path.join(directory, 'scanned.log');
  await writeFile(file, bytes);
  const records: JournalRecord[] = [];
  const scan = await scanRecordFile(file, (read) => records.push(read));
  return { records, ...scan };
}

function handleOf(opened: Journal): FileHandle {
  return (opened as unknown as { handle: FileHandle }).handle;
}

describe('the journal', () => {
  it('acknowledges a record only once it is written and synced to disk', async () => {
    const datasync = vi.spyOn(handleOf(journal), 'datasync');
    journal.append(record(1));
    const onDiskAtAck = await journal
      .whenDurable()
      .then(() => readFileSync(journalPath(directory, 1)));
    expect(datasync).toHaveBeenCalled();
    expect((await scanBytes(onDiskAtAck)).records).toEqual([record(1)]);
  });

  it('commits concurrent writers together with few fsyncs', async () => {
    const datasync = vi.spyOn(handleOf(journal), 'datasync');
    const acknowledgements = Array.from({ length: 50 }, (_, i) => {
      journal.append(record(i));
      return journal.whenDurable();
    });
    await Promise.all(acknowledgements);
    expect(datasync.mock.calls.length).toBeLessThanOrEqual(2);
    const scan = await scanBytes(readFileSync(journalPath(directory, 1)));
    expect(scan.records).toHaveLength(50);
    expect(scan.problem).toBeUndefined();
  });

  it('frames every record with its length and a CRC32 checksum', async () => {
    journal.append(record(7));
    await journal.whenDurable();
    const bytes = readFileSync(journalPath(directory, 1));
    expect(bytes.readUInt32LE(0)).toBe(bytes.length - 8);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 3) ^ 0xff, bytes.length - 3);
    expect(await scanBytes(bytes)).toMatchObject({
      records: [],
      validLength: 0,
      problem: 'checksum mismatch',
    });
  });
});
