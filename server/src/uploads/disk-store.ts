import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { readImageSize, type ImageSize } from './image-encoder.js';
import { storedImageName } from './image-names.js';
import type { ImageStore, StoredFile } from './image-store.js';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Images as files in one folder. A file is on disk (synced) before the record naming it is saved;
 * one left unnamed by a crash is removed by the start-up sweep.
 */
export class DiskImageStore implements ImageStore {
  readonly kind = 'disk';

  constructor(readonly dir: string) {}

  async write(name: string, data: Buffer): Promise<boolean> {
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, name);
    let handle;
    try {
      handle = await open(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
    try {
      await handle.writeFile(data);
      await handle.datasync();
      return true;
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    } finally {
      await handle.close();
    }
  }

  async read(name: string): Promise<Buffer | undefined> {
    try {
      return await readFile(path.join(this.dir, name));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  sizeOf(name: string): Promise<ImageSize | undefined> {
    return readImageSize(path.join(this.dir, name));
  }

  async remove(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(path.join(this.dir, name), { force: true })));
  }

  /** A file cut short by a crash keeps its final name and is swept as an unused image. */
  async removeUnfinished(): Promise<void> {}

  async list(): Promise<StoredFile[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const files = await Promise.all(
      names
        .filter((name) => storedImageName.test(name))
        .map(async (name) => {
          const info = await stat(path.join(this.dir, name)).catch(() => undefined);
          return info?.isFile() ? { name, createdAt: info.mtime } : undefined;
        }),
    );
    return files.filter((file) => file !== undefined);
  }

  serve(): RequestHandler {
    return express.static(this.dir, { immutable: true, maxAge: '1y', index: false });
  }
}
