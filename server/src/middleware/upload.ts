import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { fileTypeFromFile } from 'file-type';
import multer from 'multer';
import type { Config } from '../config/env.js';
import { encodeImageFile, NOT_AN_IMAGE, type ImageSize } from '../services/image-encoder.js';
import { storedImageName, type StoredImage, type UploadStore } from '../services/upload-store.js';
import { ApiError } from '../utils/api-error.js';

/** Image formats accepted from uploads; SVG is left out because it can carry scripts. */
const acceptedImageTypes: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
]);

export interface ImageField {
  name: string;
  maxCount: number;
}

export interface Uploader {
  /**
   * Parses a multipart form whose files must be images and stores each one re-encoded as WebP;
   * refused files never stay on disk.
   */
  images(fields: readonly ImageField[]): RequestHandler[];
}

/** The pixel size of each re-encoded file of a request. */
const encodedSizes = new WeakMap<Express.Multer.File, ImageSize>();

function filesOf(req: Request): Express.Multer.File[] {
  const { file, files } = req;
  if (Array.isArray(files)) return files;
  if (files) return Object.values(files).flat();
  return file ? [file] : [];
}

async function removeFiles(files: readonly Express.Multer.File[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}

/** Checks the bytes of the received file, then replaces it with its WebP encoding. */
async function encodeUpload(file: Express.Multer.File): Promise<void> {
  const detected = await fileTypeFromFile(file.path);
  if (!detected || !acceptedImageTypes.has(detected.mime)) throw new ApiError(415, NOT_AN_IMAGE);
  const received = file.path;
  const finalName = `${path.parse(file.filename).name}.webp`;
  const finalPath = path.join(file.destination, finalName);
  // From here on the file's path names the output, so a failure removes it too.
  file.path = finalPath;
  file.filename = finalName;
  file.mimetype = 'image/webp';
  try {
    encodedSizes.set(file, await encodeImageFile(received, finalPath));
  } finally {
    await rm(received, { force: true });
  }
}

const encodeImagesOnly: RequestHandler = async (req, _res, next) => {
  const files = filesOf(req);
  try {
    for (const file of files) await encodeUpload(file);
  } catch (error) {
    await removeFiles(files);
    throw error;
  }
  next();
};

export function createUploader(config: Pick<Config, 'uploadDir' | 'maxUploadBytes'>): Uploader {
  const parser = multer({
    storage: multer.diskStorage({
      // Created on first use, so building the app never touches the disk.
      destination: (_req, _file, callback) => {
        mkdir(config.uploadDir, { recursive: true }).then(
          () => callback(null, config.uploadDir),
          (error: Error) => callback(error, config.uploadDir),
        );
      },
      filename: (_req, _file, callback) =>
        callback(null, `${randomBytes(16).toString('hex')}.part`),
    }),
    limits: {
      fileSize: config.maxUploadBytes,
      files: 21,
      fields: 40,
      parts: 80,
      fieldSize: 1024 * 1024,
      fieldNameSize: 100,
    },
  });
  return {
    images: (fields) => [parser.fields([...fields]), encodeImagesOnly],
  };
}

/** The images stored for one form field, in the order they were sent. */
export function uploadedImages(req: Request, field: string, store: UploadStore): StoredImage[] {
  return filesOf(req)
    .filter((file) => file.fieldname === field)
    .map((file) => {
      const size = encodedSizes.get(file);
      if (!size) throw new Error(`Upload ${file.filename} was not encoded`);
      return { url: store.urlOf(file.filename), ...size };
    });
}

/** Removes the files of a request that failed after they were written, then passes the error on. */
export const discardUploadsOnError: ErrorRequestHandler = async (error, req, _res, next) => {
  await removeFiles(filesOf(req));
  next(error);
};

/**
 * Serves stored images at `/uploads/...`. Their names never change, so they are cached for a
 * year; anything else in the folder, or a name that is not an image, is a 404.
 */
export function serveUploads(config: Pick<Config, 'uploadDir'>): RequestHandler[] {
  return [
    (req, _res, next) => {
      if (!storedImageName.test(req.path.slice(1))) throw new ApiError(404, 'Image not found');
      next();
    },
    express.static(config.uploadDir, { immutable: true, maxAge: '1y', index: false }),
    (_req) => {
      throw new ApiError(404, 'Image not found');
    },
  ];
}
