import { open, rename } from 'node:fs/promises';
import type { UUID } from 'bson';
import type { BsonDocument } from '../bson/values.js';
import { Catalog } from './catalog.js';
import type { IndexSpec } from './collection-index.js';
import { ID_INDEX_NAME } from './collection.js';
import { PRIVATE_FILE_MODE, snapshotPath, syncDirectory, writeAll } from './files.js';
import { frameRecord, scanRecordFile } from './framing.js';
import { applyRecord, type JournalRecord } from './records.js';

export interface CollectionState {
  db: string;
  coll: string;
  options: BsonDocument;
  uuid: UUID;
  indexes: IndexSpec[];
  documents: BsonDocument[];
}

/**
 * The catalogue at this instant. Documents are immutable, so copying the references is enough
 * for the snapshot to be written later while writes go on.
 */
export function captureState(catalog: Catalog): CollectionState[] {
  return catalog.allCollections().map((collection) => ({
    db: collection.database,
    coll: collection.name,
    options: collection.options,
    uuid: collection.uuid,
    indexes: collection.indexSpecs().filter((spec) => spec.name !== ID_INDEX_NAME),
    documents: [...collection.documents.values()],
  }));
}

function* snapshotRecords(state: CollectionState[]): Generator<JournalRecord> {
  for (const { db, coll, options, uuid, indexes, documents } of state) {
    yield { op: 'createCollection', db, coll, options, uuid };
    for (const spec of indexes) yield { op: 'createIndex', db, coll, spec };
    for (const doc of documents) yield { op: 'put', db, coll, doc };
  }
  yield { op: 'snapshotEnd' };
}

const CHUNK_BYTES = 1024 * 1024;

/** Writes a snapshot to a temporary file, syncs it, then renames it into place atomically. */
export async function writeSnapshot(
  directory: string,
  generation: number,
  state: CollectionState[],
): Promise<void> {
  const target = snapshotPath(directory, generation);
  const temporary = `${target}.tmp`;
  const handle = await open(temporary, 'w', PRIVATE_FILE_MODE);
  try {
    let chunk: Buffer[] = [];
    let chunkBytes = 0;
    for (const record of snapshotRecords(state)) {
      const frame = frameRecord(record);
      chunk.push(frame);
      chunkBytes += frame.length;
      if (chunkBytes >= CHUNK_BYTES) {
        await writeAll(handle, Buffer.concat(chunk));
        chunk = [];
        chunkBytes = 0;
      }
    }
    await writeAll(handle, Buffer.concat(chunk));
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await rename(temporary, target);
  await syncDirectory(directory);
}

/** The catalogue of a complete snapshot, or undefined when it is damaged or incomplete. */
export async function loadSnapshot(
  directory: string,
  generation: number,
): Promise<Catalog | undefined> {
  const catalog = new Catalog();
  let ended = false;
  const scan = await scanRecordFile(snapshotPath(directory, generation), (record) => {
    ended = record.op === 'snapshotEnd';
    applyRecord(catalog, record);
  });
  return scan.problem === undefined && ended ? catalog : undefined;
}
