import { open, unlink } from 'node:fs/promises';
import { Catalog } from './catalog.js';
import { journalPath, listDataFiles, removeFilesBefore } from './files.js';
import { scanRecordFile } from './framing.js';
import { applyRecord } from './records.js';
import { loadSnapshot } from './snapshot.js';

export interface RecoveredState {
  catalog: Catalog;
  /** The journal generation to keep appending to. */
  generation: number;
  /** Journal bytes replayed on top of the snapshot (start-up compacts when this is large). */
  replayedBytes: number;
}

async function truncateFile(file: string, length: number): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.truncate(length);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Loads the newest complete snapshot, then replays the journals written since, in order. A torn
 * or corrupt record (a crash mid-write) ends a journal: the file is truncated there, since
 * nothing after it was ever acknowledged.
 */
export async function recover(directory: string): Promise<RecoveredState> {
  const files = await listDataFiles(directory);
  await Promise.all(files.temporary.map((file) => unlink(file)));

  let catalog = new Catalog();
  let base = 0;
  for (const generation of [...files.snapshots].reverse()) {
    const loaded = await loadSnapshot(directory, generation);
    if (!loaded) {
      console.warn(`embedded database: snapshot ${generation} is incomplete, trying an older one`);
      continue;
    }
    catalog = loaded;
    base = generation;
    break;
  }

  const journals = files.journals.filter((generation) => generation >= base);
  let replayedBytes = 0;
  for (const generation of journals) {
    const file = journalPath(directory, generation);
    const scan = await scanRecordFile(file, (record) => applyRecord(catalog, record));
    replayedBytes += scan.validLength;
    if (scan.problem !== undefined) {
      console.warn(
        `embedded database: ${scan.problem} in ${file} at byte ${scan.validLength}, dropping the tail`,
      );
      await truncateFile(file, scan.validLength);
    }
  }
  if (base > 0) await removeFilesBefore(directory, base);
  return { catalog, generation: journals[journals.length - 1] ?? Math.max(base, 1), replayedBytes };
}
