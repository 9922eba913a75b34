import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { startEmbeddedServer } from '@sg-finance/embedded-mongodb';
import mongoose from 'mongoose';
import * as tar from 'tar';
import type { Config } from '../config/env.js';
import { imageNameOf, referencedImages } from '../uploads/index.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  describeFiles,
  filesUnder,
  MANIFEST_FILE,
  type Manifest,
} from './manifest.js';

/** Copies of a running database are retried this often when a compaction removes a file mid-copy. */
const ATTEMPTS = 5;

export class BackupError extends Error {
  override name = 'BackupError';
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Copies the engine's files while it runs: snapshots, then journals oldest first. Journals only
 * grow at their end and a newer one holds only later changes, so the copy is the database as it
 * was at some moment (a record cut short at the end is dropped when the copy is opened).
 */
async function copyDatabaseFiles(from: string, to: string): Promise<void> {
  const names = (await readdir(from)).filter((name) =>
    /^(snapshot|journal)-\d+\.(bson|log)$/.test(name),
  );
  const ordered = [
    ...names.filter((name) => name.startsWith('snapshot-')).sort(),
    ...names.filter((name) => name.startsWith('journal-')).sort(),
  ];
  await mkdir(to, { recursive: true });
  for (const name of ordered) await copyFile(path.join(from, name), path.join(to, name));
}

/**
 * Opens the copy with the engine (settling it) and lists the uploaded images its records use. The
 * engine has no authentication, so it serves the copy on a Unix socket in a fresh 0700 folder,
 * never on a TCP port another local user could reach. The folder is in the system's temporary
 * folder rather than beside the archive because a socket path must fit in 107 bytes.
 */
async function imagesUsedBy(dbPath: string): Promise<Set<string>> {
  const socketFolder = await mkdtemp(path.join(tmpdir(), 'backup-engine-'));
  try {
    const engine = await startEmbeddedServer({
      dbPath,
      socketPath: path.join(socketFolder, 'mongod.sock'),
    });
    try {
      await mongoose.connect(`${engine.uri}/finance`);
      return await referencedImages();
    } finally {
      await mongoose.disconnect();
      await engine.close();
    }
  } finally {
    await rm(socketFolder, { recursive: true, force: true });
  }
}

/** Packs the staged files into a gzipped tar written 0600: it holds the password hashes. */
async function writeArchive(staging: string, files: string[], file: string): Promise<void> {
  await rm(file, { force: true });
  await pipeline(
    tar.create({ gzip: true, cwd: staging, portable: true }, files),
    createWriteStream(file, { flags: 'wx', mode: 0o600 }),
  );
}

/**
 * Copies the images the copied records use; false when one of them is gone (its record changed
 * after the database was copied and released it), so the copy is taken again.
 */
async function copyUsedUploads(from: string, to: string, used: Set<string>): Promise<boolean> {
  await mkdir(to, { recursive: true });
  for (const url of used) {
    const name = imageNameOf(url);
    if (!name) continue;
    try {
      await copyFile(path.join(from, name), path.join(to, name));
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
  return true;
}

/** One attempt: the database, then the images it uses; false when it must be taken again. */
async function stage(config: Config, staging: string): Promise<boolean> {
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    await copyDatabaseFiles(path.join(config.dataDir, 'db'), path.join(staging, 'db'));
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
  const used = await imagesUsedBy(path.join(staging, 'db'));
  await rm(path.join(staging, 'db', 'mongod.lock'), { force: true });
  // With GridFS the images are in the database copy already.
  if (config.uploadStore === 'gridfs') return true;
  return copyUsedUploads(config.uploadDir, path.join(staging, 'uploads'), used);
}

/**
 * Writes one archive (`.tar.gz`) of the embedded database and the uploads while the site runs,
 * with a manifest of every file's size and SHA-256, so that a restore can refuse a damaged copy.
 */
export async function createBackup(config: Config, out: string): Promise<Manifest> {
  if (config.mongodbUri) {
    throw new BackupError(
      'npm run backup copies the embedded database. With MONGODB_URI, back up with mongodump and archive the uploads folder (see the README).',
    );
  }
  const target = path.resolve(out);
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(path.dirname(target), '.backup-'));
  try {
    let staged = false;
    for (let attempt = 0; attempt < ATTEMPTS && !staged; attempt += 1) {
      staged = await stage(config, staging);
    }
    if (!staged) throw new BackupError('The data kept changing under the copy; try again.');
    const files = await filesUnder(staging);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      files: await describeFiles(staging, files),
    };
    await writeFile(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    // The manifest comes first, so a restore knows every name and size before it writes a byte.
    const temporary = `${target}.partial`;
    await writeArchive(staging, [MANIFEST_FILE, ...files], temporary);
    await rm(target, { force: true });
    await rename(temporary, target);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
