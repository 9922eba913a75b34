import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'sg-finance-rewards backup';
export const BACKUP_VERSION = 1;

/** What a backup holds: the files directly in `db/` and `uploads/`, nothing deeper or elsewhere. */
const backupPath = /^(db|uploads)\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A manifest as a restore accepts it; the paths are what keeps a crafted one from naming `../`. */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  files: z
    .array(
      z.object({
        path: z.string().regex(backupPath, 'is not a file of db/ or uploads/'),
        size: z.number().int().nonnegative(),
        sha256: z.string().regex(/^[0-9a-f]{64}$/, 'is not a SHA-256 sum'),
      }),
    )
    .refine((files) => new Set(files.map((file) => file.path)).size === files.length, {
      message: 'lists a file twice',
    }),
});

/** What a backup holds, with a checksum of every file, so a damaged archive is recognised. */
export type Manifest = z.output<typeof manifestSchema>;
export type ManifestEntry = Manifest['files'][number];

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
