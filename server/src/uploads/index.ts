/**
 * Uploaded images: forms with image files (fields checked, then bytes, then re-encoded as WebP
 * and stored), the `/uploads/...` addresses they are served at, and the store that keeps them
 * (local disk, or GridFS in the application's MongoDB).
 */
import type { Config } from '../config/env.js';
import { DiskImageStore } from './disk-store.js';
import { GridFsImageStore } from './gridfs-store.js';
import type { ImageStore } from './image-store.js';

export { NOT_AN_IMAGE, type ImageSize } from './image-encoder.js';
export {
  imageNameOf,
  isStoredImageUrl,
  storedImageName,
  UPLOAD_URL_PREFIX,
} from './image-names.js';
export type { ImageStore, StoredFile } from './image-store.js';
export { isImageReferenced, referencedImages } from './references.js';
export { serveUploads } from './serve-uploads.js';
export { ORPHAN_AGE_MS, sweepUploads } from './sweep.js';
export {
  createUploadForm,
  type ImageField,
  type UploadedImages,
  type UploadForm,
  type UploadHandler,
} from './upload-form.js';
export { imageFieldsOf, Uploads, type ImageFields, type StoredImage } from './uploads.js';
export { DiskImageStore, GridFsImageStore };
export { UPLOAD_BUCKET } from './gridfs-store.js';

/** The image store the configuration names. */
export function createImageStore(config: Pick<Config, 'uploadStore' | 'uploadDir'>): ImageStore {
  return config.uploadStore === 'gridfs'
    ? new GridFsImageStore()
    : new DiskImageStore(config.uploadDir);
}
