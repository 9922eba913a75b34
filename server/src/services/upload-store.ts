import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeImage, readImageSize, type ImageSize } from './image-encoder.js';

export const UPLOAD_URL_PREFIX = '/uploads/';

/** The names the store gives files: random or demo names with the extension of an image format. */
export const storedImageName = /^[0-9a-z-]+\.(?:jpg|png|webp|gif|avif)$/;

export function isStoredImageUrl(url: string): boolean {
  return (
    url.startsWith(UPLOAD_URL_PREFIX) && storedImageName.test(url.slice(UPLOAD_URL_PREFIX.length))
  );
}

/** An image in the store: its address and its size in pixels. */
export interface StoredImage extends ImageSize {
  url: string;
}

/** What a record keeps of its image: the address, and the size when it is known. */
export interface ImageFields {
  image: string;
  imageWidth: number | undefined;
  imageHeight: number | undefined;
}

export function imageFieldsOf({ url, width, height }: StoredImage): ImageFields {
  return { image: url, imageWidth: width, imageHeight: height };
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

  /**
   * Stores a picture made by the application (demo images) under a fixed name with `.webp`
   * appended, encoded as uploads are; a file already there is kept.
   */
  async writeImageIfMissing(baseName: string, picture: Buffer): Promise<StoredImage> {
    const { data, width, height } = await encodeImage(picture);
    const fileName = `${baseName}.webp`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, fileName), data, { flag: 'wx' }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      },
    );
    return { url: this.urlOf(fileName), width, height };
  }

  /**
   * The image fields for a record: an upload wins over an address given as text; an address of
   * a stored image gets the size read from its file, an outside address has no known size.
   * Undefined when neither is given (the record keeps its image).
   */
  async imageFields(
    uploaded: StoredImage | undefined,
    reference: string | undefined,
  ): Promise<ImageFields | undefined> {
    if (uploaded) return imageFieldsOf(uploaded);
    if (reference === undefined) return undefined;
    const file = this.pathOf(reference);
    const size = file ? await readImageSize(file) : undefined;
    return { image: reference, imageWidth: size?.width, imageHeight: size?.height };
  }
}
