import { encodeImage, type EncodedImage, type ImageSize } from './image-encoder.js';
import { imageNameOf, newImageName, urlOfImage } from './image-names.js';
import type { ImageStore } from './image-store.js';
import { isImageReferenced } from './references.js';

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

function storedNames(urls: Iterable<string | undefined>): string[] {
  return [...new Set(urls)].flatMap((url) => {
    const name = url ? imageNameOf(url) : undefined;
    return name ? [name] : [];
  });
}

/** The uploaded images of the site and the `/uploads/...` addresses they are served at. */
export class Uploads {
  constructor(readonly store: ImageStore) {}

  /** Stores an encoded image under a new random name. */
  async save(image: EncodedImage): Promise<StoredImage> {
    const name = newImageName();
    await this.store.write(name, image.data, image);
    return { url: urlOfImage(name), width: image.width, height: image.height };
  }

  /**
   * Stores a picture made by the application (demo images) under a fixed name with `.webp`
   * appended, encoded as uploads are; a file already there is kept, and not drawn again.
   */
  async writeImageIfMissing(baseName: string, picture: Buffer): Promise<StoredImage> {
    const name = `${baseName}.webp`;
    const kept = await this.store.sizeOf(name);
    if (kept) return { url: urlOfImage(name), width: kept.width, height: kept.height };
    const image = await encodeImage(picture);
    await this.store.write(name, image.data, image);
    return { url: urlOfImage(name), width: image.width, height: image.height };
  }

  /**
   * The image fields for a record: an upload wins over an address given as text; an address of
   * a stored image gets the size recorded in the store, an outside address has no known size.
   * Undefined when neither is given (the record keeps its image).
   */
  async imageFields(
    uploaded: StoredImage | undefined,
    reference: string | undefined,
  ): Promise<ImageFields | undefined> {
    if (uploaded) return imageFieldsOf(uploaded);
    if (reference === undefined) return undefined;
    const name = imageNameOf(reference);
    const size = name ? await this.store.sizeOf(name) : undefined;
    return { image: reference, imageWidth: size?.width, imageHeight: size?.height };
  }

  /**
   * Removes the stored images behind these addresses that no listing or post uses any more
   * (an address may be shared: an admin can point a record at another one's image); absolute
   * URLs are left alone. Called after the records that dropped them are saved.
   */
  async release(urls: Iterable<string | undefined>): Promise<void> {
    const unused: string[] = [];
    for (const name of storedNames(urls)) {
      if (!(await isImageReferenced(urlOfImage(name)))) unused.push(name);
    }
    await this.store.remove(unused);
  }
}
