import type { RequestHandler } from 'express';
import { ApiError } from '../lib/api-error.js';
import { storedImageName } from './image-names.js';
import type { ImageStore } from './image-store.js';

/**
 * Serves stored images at `/uploads/...`. Their names never change, so they are cached for a
 * year; anything else, or a name that is not an image, is a 404.
 */
export function serveUploads(store: ImageStore): RequestHandler[] {
  return [
    (req, _res, next) => {
      if (!storedImageName.test(req.path.slice(1))) throw new ApiError(404, 'Image not found');
      next();
    },
    store.serve(),
    (_req) => {
      throw new ApiError(404, 'Image not found');
    },
  ];
}
