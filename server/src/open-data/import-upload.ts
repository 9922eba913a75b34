import type { RequestHandler } from 'express';
import multer from 'multer';
import { ApiError } from '../lib/api-error.js';

/** The largest import file: far more than the catalogue's listings take (about 1 KB each). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

const parser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, parts: 6, fieldNameSize: 100 },
}).single('file');

function toUploadError(error: unknown): unknown {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') {
      return new ApiError(413, `The file is too large: an import file may be at most 2 MB`);
    }
    if (error.code === 'LIMIT_UNEXPECTED_FILE') {
      return new ApiError(400, 'Send one file, in the form field "file"');
    }
    return error;
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new ApiError(400, `The form data could not be read: ${detail}`);
}

/** Reads the one file of an import form into memory (`req.file`), or answers 400 or 413. */
export const importUpload: RequestHandler = (req, res, next) => {
  parser(req, res, (error?: unknown) => {
    if (error !== undefined) return next(toUploadError(error));
    if (!req.file) return next(new ApiError(400, 'Choose a CSV or JSON file to import'));
    next();
  });
};
