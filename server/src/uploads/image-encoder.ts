import type sharpLibrary from 'sharp';
import type { Sharp } from 'sharp';
import { ApiError } from '../lib/api-error.js';

/** Stored images are at most this wide (and this tall, for very tall pictures); smaller ones keep their size. */
export const MAX_IMAGE_WIDTH = 1600;
export const MAX_IMAGE_HEIGHT = 4800;
/** Larger pictures are refused before decoding: a small file can unpack to gigabytes of pixels. */
export const MAX_INPUT_PIXELS = 50_000_000;

export const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded';
const TOO_MANY_PIXELS = 'The image is too large: at most 50 megapixels';

export interface ImageSize {
  width: number;
  height: number;
}

let loaded: Promise<typeof sharpLibrary> | undefined;

/**
 * The image library, loaded by the first image read or written: libvips adds about 30 MB of
 * resident memory, which a server that serves pages and never receives an upload does not need.
 */
function imageLibrary(): Promise<typeof sharpLibrary> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // Each image is encoded once: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

async function pipeline(input: string | Buffer): Promise<Sharp> {
  const sharp = await imageLibrary();
  return sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true })
    .resize({
      width: MAX_IMAGE_WIDTH,
      height: MAX_IMAGE_HEIGHT,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 80, effort: 4 });
}

async function checkPixels(input: string | Buffer): Promise<void> {
  const sharp = await imageLibrary();
  let size: { width?: number | undefined; height?: number | undefined };
  try {
    size = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiError(415, NOT_AN_IMAGE);
  }
  if ((size.width ?? 0) * (size.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new ApiError(413, TOO_MANY_PIXELS);
  }
}

async function encode<T>(input: string | Buffer, run: (image: Sharp) => Promise<T>): Promise<T> {
  await checkPixels(input);
  try {
    return await run(await pipeline(input));
  } catch {
    throw new ApiError(415, NOT_AN_IMAGE);
  }
}

export interface EncodedImage extends ImageSize {
  data: Buffer;
}

/**
 * Re-encodes a picture (an uploaded file, or one made in memory such as the demo data's) as
 * WebP, upright (EXIF orientation applied, metadata dropped) and within the size bounds.
 * Anything that does not decode is a 415, too many pixels a 413.
 */
export async function encodeImage(input: string | Buffer): Promise<EncodedImage> {
  const { data, info } = await encode(input, (image) =>
    image.toBuffer({ resolveWithObject: true }),
  );
  return { data, width: info.width, height: info.height };
}

/** The size of a stored image, read from its header; undefined when it cannot be read. */
export async function readImageSize(file: string): Promise<ImageSize | undefined> {
  const sharp = await imageLibrary();
  try {
    const { width, height } = await sharp(file).metadata();
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
