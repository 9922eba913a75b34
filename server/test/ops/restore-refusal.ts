import path from 'node:path';
import { expect } from 'vitest';
import { restoreBackup } from '../../src/backup/restore.js';

/**
 * The message `npm run restore` prints when it refuses `archive` for the data folder `dataDir`:
 * the restore's own refusal (a BackupError), called in this process.
 */
export async function restoreRefusal(archive: string, dataDir: string): Promise<string> {
  const failure = await restoreBackup(
    { dataDir, uploadDir: path.join(dataDir, 'uploads') },
    archive,
  ).then(
    () => undefined,
    (error: unknown) => error as Error,
  );
  expect(failure?.name).toBe('BackupError');
  return failure!.message;
}
