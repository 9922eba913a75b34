import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { Config } from '../config/env.js';
import { BackupError } from './backup.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  findDamage,
  MANIFEST_FILE,
  type Manifest,
} from './manifest.js';

async function isEmptyFolder(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function readManifest(root: string, archive: string): Promise<Manifest> {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(
      await readFile(path.join(root, MANIFEST_FILE), 'utf8'),
    ) as Partial<Manifest>;
  } catch {
    throw new BackupError(
      `${archive} is not a backup made by npm run backup (it has no readable manifest). Nothing was restored.`,
    );
  }
  if (
    manifest.format !== BACKUP_FORMAT ||
    manifest.version !== BACKUP_VERSION ||
    !Array.isArray(manifest.files)
  ) {
    throw new BackupError(
      `${archive} is not a backup of this site (unknown format). Nothing was restored.`,
    );
  }
  return manifest as Manifest;
}

/**
 * Restores an archive of `npm run backup` into an empty data folder. The archive is unpacked and
 * every file checked against the manifest in a temporary folder first, so a damaged or foreign
 * file is refused with nothing changed.
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
    try {
      await tar.extract({ file: archive, cwd: staging, strict: true });
    } catch (error) {
      throw new BackupError(
        `${archive} cannot be unpacked: it is damaged or not a backup archive (${(error as Error).message}). Nothing was restored.`,
      );
    }
    const manifest = await readManifest(staging, archive);
    const damage = await findDamage(staging, manifest);
    if (damage) throw new BackupError(`${archive} is damaged: ${damage}. Nothing was restored.`);
    await cp(path.join(staging, 'db'), dbDir, { recursive: true });
    const uploads = path.join(staging, 'uploads');
    if (!(await isEmptyFolder(uploads))) await cp(uploads, config.uploadDir, { recursive: true });
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
