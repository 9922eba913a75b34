import { randomBytes } from 'node:crypto';

export const UPLOAD_URL_PREFIX = '/uploads/';

/** The names the store gives files: random or demo names with the extension of an image format. */
export const storedImageName = /^[0-9a-z-]+\.(?:jpg|png|webp|gif|avif)$/;

export function isStoredImageUrl(url: string): boolean {
  return (
    url.startsWith(UPLOAD_URL_PREFIX) && storedImageName.test(url.slice(UPLOAD_URL_PREFIX.length))
  );
}

export function urlOfImage(fileName: string): string {
  return `${UPLOAD_URL_PREFIX}${fileName}`;
}

/** The stored file behind an address, or undefined for absolute URLs and anything else. */
export function imageNameOf(url: string): string | undefined {
  return isStoredImageUrl(url) ? url.slice(UPLOAD_URL_PREFIX.length) : undefined;
}

/** A fresh random name for an uploaded image, which is always stored as WebP. */
export function newImageName(): string {
  return `${randomBytes(16).toString('hex')}.webp`;
}

const contentTypes: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

export function contentTypeOf(fileName: string): string {
  return contentTypes[fileName.slice(fileName.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
