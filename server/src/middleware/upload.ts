import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { fileTypeFromFile } from 'file-type';
import multer from 'multer';
import type { Config } from '../config/env.js';
import { storedImageName, type UploadStore } from '../services/upload-store.js';
import { ApiError } from '../utils/api-error.js';

/** Image formats a browser shows safely; SVG is left out because it can carry scripts. */
const imageExtensions: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded';

export interface ImageField {
  name: string;
  maxCount: number;
}

export interface Uploader {
  /** Parses a multipart form whose files must be images; refused files never stay on disk. */
  images(fields: readonly ImageField[]): RequestHandler[];
}

function filesOf(req: Request): Express.Multer.File[] {
  const { file, files } = req;
  if (Array.isArray(files)) return files;
  if (files) return Object.values(files).flat();
  return file ? [file] : [];
}

async function removeFiles(files: readonly Express.Multer.File[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}

/** Checks each stored file's bytes and gives it the extension of the format it really has. */
const acceptImagesOnly: RequestHandler = async (req, _res, next) => {
  const files = filesOf(req);
  for (const file of files) {
    const detected = await fileTypeFromFile(file.path);
    const extension = detected ? imageExtensions[detected.mime] : undefined;
    if (!detected || !extension) {
      await removeFiles(files);
      throw new ApiError(415, NOT_AN_IMAGE);
    }
    const finalName = `${path.parse(file.filename).name}.${extension}`;
    const finalPath = path.join(file.destination, finalName);
    await rename(file.path, finalPath);
    file.filename = finalName;
    file.path = finalPath;
    file.mimetype = detected.mime;
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
    images: (fields) => [parser.fields([...fields]), acceptImagesOnly],
  };
}

/** The addresses of the images stored for one form field, in the order they were sent. */
export function uploadedImageUrls(req: Request, field: string, store: UploadStore): string[] {
  return filesOf(req)
    .filter((file) => file.fieldname === field)
    .map((file) => store.urlOf(file.filename));
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
