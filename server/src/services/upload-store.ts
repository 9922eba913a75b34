import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const UPLOAD_URL_PREFIX = '/uploads/';

/** The names the store gives files: random or demo names with the extension of an image format. */
export const storedImageName = /^[0-9a-z-]+\.(?:jpg|png|webp|gif|avif)$/;

export function isStoredImageUrl(url: string): boolean {
  return (
    url.startsWith(UPLOAD_URL_PREFIX) && storedImageName.test(url.slice(UPLOAD_URL_PREFIX.length))
  );
}

/** The folder of uploaded images and the `/uploads/...` addresses they are served at. */
export class UploadStore {
  constructor(readonly dir: string) {}

  urlOf(fileName: string): string {
    return `${UPLOAD_URL_PREFIX}${fileName}`;
  }

  /** The file behind an address, or undefined for absolute URLs and anything else. */
  pathOf(url: string): string | undefined {
    return isStoredImageUrl(url)
      ? path.join(this.dir, url.slice(UPLOAD_URL_PREFIX.length))
      : undefined;
  }

  /** Removes the uploaded files behind these addresses; absolute URLs are left alone. */
  async remove(urls: Iterable<string | undefined>): Promise<void> {
    const paths = [...urls].flatMap((url) => {
      const file = url ? this.pathOf(url) : undefined;
      return file ? [file] : [];
    });
    await Promise.all(paths.map((file) => rm(file, { force: true })));
  }

  /** Stores a file under a fixed name (demo images), keeping a file already there. */
  async writeIfMissing(fileName: string, data: Uint8Array): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, fileName), data, { flag: 'wx' }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      },
    );
    return this.urlOf(fileName);
  }
}
