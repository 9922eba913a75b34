import type { RequestHandler } from 'express';
import type { Uploader } from '../middleware/upload.js';
import type { UploadStore } from '../services/upload-store.js';

/** What the routers that change data share: the admin gate and the upload handling. */
export interface RouterDeps {
  requireAdmin: RequestHandler;
  uploader: Uploader;
  store: UploadStore;
}
