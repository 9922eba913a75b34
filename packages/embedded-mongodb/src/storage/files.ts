import { chmod, mkdir, open, readdir, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/** The data holds password hashes and more: only the owner may read it. */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const JOURNAL_PATTERN = /^journal-(\d+)\.log$/;
const SNAPSHOT_PATTERN = /^snapshot-(\d+)\.bson$/;

export function journalPath(directory: string, generation: number): string {
  return path.join(directory, `journal-${String(generation).padStart(8, '0')}.log`);
}

export function snapshotPath(directory: string, generation: number): string {
  return path.join(directory, `snapshot-${String(generation).padStart(8, '0')}.bson`);
}

export interface DataFiles {
  journals: number[];
  snapshots: number[];
  temporary: string[];
}

/** The generations of the journal and snapshot files present, in ascending order. */
export async function listDataFiles(directory: string): Promise<DataFiles> {
  const files: DataFiles = { journals: [], snapshots: [], temporary: [] };
  for (const name of await readdir(directory)) {
    const journal = JOURNAL_PATTERN.exec(name);
    const snapshot = SNAPSHOT_PATTERN.exec(name);
    if (journal) files.journals.push(Number(journal[1]));
    else if (snapshot) files.snapshots.push(Number(snapshot[1]));
    else if (name.endsWith('.tmp')) files.temporary.push(path.join(directory, name));
  }
  files.journals.sort((a, b) => a - b);
  files.snapshots.sort((a, b) => a - b);
  return files;
}

/**
 * Creates the data directory (and missing parents) owner-only, and makes an existing one and
 * its journals and snapshots owner-only too, in case an older version left them readable.
 */
export async function preparePrivateDirectory(directory: string): Promise<void> {
  await mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  await chmod(directory, PRIVATE_DIRECTORY_MODE);
  const files = await listDataFiles(directory);
  await Promise.all(
    [
      ...files.journals.map((generation) => journalPath(directory, generation)),
      ...files.snapshots.map((generation) => snapshotPath(directory, generation)),
      ...files.temporary,
    ].map((file) => chmod(file, PRIVATE_FILE_MODE)),
  );
}

/** Makes file creations, renames and removals in a directory durable. */
export async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Removes the journals and snapshots a newer snapshot has made obsolete. */
export async function removeFilesBefore(directory: string, generation: number): Promise<void> {
  const files = await listDataFiles(directory);
  const obsolete = [
    ...files.journals.filter((gen) => gen < generation).map((gen) => journalPath(directory, gen)),
    ...files.snapshots.filter((gen) => gen < generation).map((gen) => snapshotPath(directory, gen)),
  ];
  await Promise.all(obsolete.map((file) => unlink(file)));
  if (obsolete.length > 0) await syncDirectory(directory);
}

/** Writes the whole buffer at the handle's current position. */
export async function writeAll(handle: FileHandle, data: Buffer): Promise<void> {
  let offset = 0;
  while (offset < data.length) {
    const { bytesWritten } = await handle.write(data, offset, data.length - offset);
    offset += bytesWritten;
  }
}
