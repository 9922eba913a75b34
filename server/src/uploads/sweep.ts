import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { urlOfImage } from './image-names.js';
import type { ImageStore } from './image-store.js';
import { referencedImages } from './references.js';
import { RECEIVED_FILE } from './upload-form.js';

/**
 * Uploads younger than this are left alone: another instance may be saving the record that
 * names them right now.
 */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

async function removeStaleReceivedFiles(before: Date): Promise<void> {
  const folder = tmpdir();
  const names = (await readdir(folder)).filter((name) => RECEIVED_FILE.test(name));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(folder, name);
      const info = await stat(file).catch(() => undefined);
      if (info && info.mtime < before) await rm(file, { force: true });
    }),
  );
}

/**
 * Removes what a crash can leave behind: stored images older than an hour that no listing or
 * post uses (written before the record that was to name them), half-written uploads, and
 * received form files never processed. Returns how many images were removed.
 */
export async function sweepUploads(store: ImageStore, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_AGE_MS);
  const used = await referencedImages();
  const orphans = (await store.list())
    .filter((file) => file.createdAt < before && !used.has(urlOfImage(file.name)))
    .map((file) => file.name);
  await store.remove(orphans);
  await store.removeUnfinished(before);
  await removeStaleReceivedFiles(before);
  return orphans.length;
}
