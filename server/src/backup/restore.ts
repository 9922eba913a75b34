import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../config/env.js';
import { BackupError } from './backup.js';
import { UnpackRefusal, unpackBackup } from './checked-unpack.js';
import type { Manifest } from './manifest.js';

async function isEmptyFolder(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Restores an archive of `npm run backup` into an empty data folder. The archive is unpacked into
 * a temporary folder, every entry checked against the manifest as it arrives (see
 * `unpackBackup`), so a damaged, foreign or crafted file is refused with nothing changed and the
 * temporary folder removed.
 */
export async function restoreBackup(
  config: Pick<Config, 'dataDir' | 'uploadDir'>,
  from: string,
): Promise<Manifest> {
  const archive = path.resolve(from);
  const dbDir = path.join(config.dataDir, 'db');
  if (!(await isEmptyFolder(dbDir)) || !(await isEmptyFolder(config.uploadDir))) {
    throw new BackupError(
      `${config.dataDir} already holds a database or uploads: restore into an empty data folder (set DATA_DIR). Nothing was restored.`,
    );
  }
  const staging = await mkdtemp(path.join(tmpdir(), 'restore-'));
  try {
    let manifest: Manifest;
    try {
      manifest = await unpackBackup(archive, staging);
    } catch (error) {
      if (!(error instanceof UnpackRefusal)) throw error;
      throw new BackupError(`${archive} ${error.message}. Nothing was restored.`);
    }
    await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
    await cp(path.join(staging, 'db'), dbDir, { recursive: true });
    const uploads = path.join(staging, 'uploads');
    if (!(await isEmptyFolder(uploads))) await cp(uploads, config.uploadDir, { recursive: true });
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
