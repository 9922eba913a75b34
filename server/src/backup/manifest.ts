import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'sg-finance-rewards backup';
export const BACKUP_VERSION = 1;

export interface ManifestEntry {
  path: string;
  size: number;
  sha256: string;
}

/** What a backup holds, with a checksum of every file, so a damaged archive is recognised. */
export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  files: ManifestEntry[];
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `root`, as paths relative to it with `/` separators, sorted. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

export async function describeFiles(
  root: string,
  files: readonly string[],
): Promise<ManifestEntry[]> {
  return Promise.all(
    files.map(async (file) => {
      const full = path.join(root, file);
      return { path: file, size: (await stat(full)).size, sha256: await sha256Of(full) };
    }),
  );
}

/**
 * The first problem with an unpacked backup in `root`, or undefined when every file the manifest
 * lists is there with its size and checksum and nothing else is.
 */
export async function findDamage(root: string, manifest: Manifest): Promise<string | undefined> {
  const listed = new Map(manifest.files.map((entry) => [entry.path, entry]));
  const present = (await filesUnder(root)).filter((file) => file !== MANIFEST_FILE);
  for (const file of present) {
    if (!listed.has(file)) return `${file} is not listed in the manifest`;
  }
  const found = new Set(present);
  for (const entry of manifest.files) {
    if (!found.has(entry.path)) return `${entry.path} is missing`;
    const [actual] = await describeFiles(root, [entry.path]);
    if (actual!.size !== entry.size || actual!.sha256 !== entry.sha256) {
      return `${entry.path} does not match its checksum`;
    }
  }
  return undefined;
}
