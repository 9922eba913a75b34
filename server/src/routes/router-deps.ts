import type { RequestHandler } from 'express';
import type { UploadForm, Uploads } from '../uploads/index.js';

/** What the routers that change data share: the admin gate and the upload handling. */
export interface RouterDeps {
  requireAdmin: RequestHandler;
  uploadForm: UploadForm;
  uploads: Uploads;
}
