import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { Request, RequestHandler, Response } from 'express';
import { fileTypeFromFile } from 'file-type';
import multer from 'multer';
import type { z } from 'zod';
import { parseBody } from '../middleware/validate.js';
import { ApiError } from '../lib/api-error.js';
import { encodeImage, NOT_AN_IMAGE, type EncodedImage } from './image-encoder.js';
import type { StoredImage, Uploads } from './uploads.js';

/** Image formats accepted from uploads; SVG is left out because it can carry scripts. */
const acceptedImageTypes: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
]);

/** The names received form files get in the temporary folder until they are processed. */
export const RECEIVED_FILE = /^upload-[0-9a-f]{32}\.part$/;

export interface ImageField {
  name: string;
  maxCount: number;
}

/** The images stored with a request, by form field, in the order they were sent. */
export type UploadedImages = Readonly<Record<string, readonly StoredImage[]>>;

export type UploadHandler<Body> = (
  req: Request<Record<string, string>, unknown, Body>,
  res: Response,
  images: UploadedImages,
) => Promise<void>;

export interface UploadLimits {
  maxUploadBytes: number;
}

function filesOf(req: Request): Express.Multer.File[] {
  const { files } = req;
  if (Array.isArray(files)) return files;
  return files ? Object.values(files).flat() : [];
}

async function checkIsImage(file: Express.Multer.File): Promise<void> {
  const detected = await fileTypeFromFile(file.path);
  if (!detected || !acceptedImageTypes.has(detected.mime)) throw new ApiError(415, NOT_AN_IMAGE);
}

/**
 * A multipart body the parser could not read (no or wrong boundary, cut short) is the client's
 * mistake: a 400 that says so, not a server error. Limits keep their own answers.
 */
function toFormError(error: unknown): unknown {
  if (error instanceof multer.MulterError || error instanceof ApiError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new ApiError(400, `The form data could not be read: ${detail}`);
}

/**
 * Builds the handlers of a route that takes a multipart form with image files. In order: the
 * form is parsed (files go to a temporary folder), its fields are checked against `schema`, each
 * file's bytes are checked to be an image, every image is re-encoded as WebP and stored, then
 * `handle` gets the stored images. A refused or failed request keeps none of its files.
 */
export function createUploadForm(uploads: Uploads, limits: UploadLimits) {
  const parser = multer({
    storage: multer.diskStorage({
      destination: tmpdir(),
      filename: (_req, _file, callback) =>
        callback(null, `upload-${randomBytes(16).toString('hex')}.part`),
    }),
    limits: {
      fileSize: limits.maxUploadBytes,
      files: 21,
      fields: 40,
      parts: 80,
      fieldSize: 1024 * 1024,
      fieldNameSize: 100,
    },
  });

  return function uploadForm<Body>(
    fields: readonly ImageField[],
    schema: z.ZodType<Body>,
    handle: UploadHandler<Body>,
  ): RequestHandler[] {
    const parse = parser.fields([...fields]);
    const parseForm: RequestHandler = (req, res, next) => {
      parse(req, res, (error?: unknown) =>
        next(error === undefined ? undefined : toFormError(error)),
      );
    };

    const store: RequestHandler = async (req, res) => {
      const files = filesOf(req);
      const stored: StoredImage[] = [];
      try {
        req.body = parseBody(schema, req.body);
        for (const file of files) await checkIsImage(file);
        const encoded: Array<[string, EncodedImage]> = [];
        for (const file of files) encoded.push([file.fieldname, await encodeImage(file.path)]);
        const images: Record<string, StoredImage[]> = {};
        for (const [field, image] of encoded) {
          const saved = await uploads.save(image);
          stored.push(saved);
          (images[field] ??= []).push(saved);
        }
        await handle(req as Request<Record<string, string>, unknown, Body>, res, images);
      } catch (error) {
        await uploads.release(stored.map((image) => image.url));
        throw error;
      } finally {
        await Promise.all(files.map((file) => rm(file.path, { force: true })));
      }
    };
    return [parseForm, store];
  };
}

export type UploadForm = ReturnType<typeof createUploadForm>;
