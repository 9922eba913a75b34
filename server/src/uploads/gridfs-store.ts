import type { RequestHandler } from 'express';
import mongoose, { type mongo } from 'mongoose';
import type { ImageSize } from './image-encoder.js';
import { contentTypeOf } from './image-names.js';
import type { ImageStore, StoredFile } from './image-store.js';

/** The GridFS bucket of uploads: collections `uploads.files` and `uploads.chunks`. */
export const UPLOAD_BUCKET = 'uploads';

interface ImageMetadata {
  width?: number;
  height?: number;
}

type ImageFile = mongo.GridFSFile & { metadata?: ImageMetadata };

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Images in GridFS, in the same MongoDB as the records, so every instance of the site sees the
 * same files with no other service to run. A file's record is written after all its chunks, so a
 * half-written upload is never found by name; its chunks are removed by the start-up sweep.
 */
export class GridFsImageStore implements ImageStore {
  readonly kind = 'gridfs';

  private get bucket(): mongo.GridFSBucket {
    const { db } = mongoose.connection;
    if (!db) throw new Error('GridFS needs a connected database');
    return new mongoose.mongo.GridFSBucket(db, { bucketName: UPLOAD_BUCKET });
  }

  private find(name: string): Promise<ImageFile | null> {
    return this.bucket.find({ filename: name }, { limit: 1 }).next() as Promise<ImageFile | null>;
  }

  async write(name: string, data: Buffer, size: ImageSize): Promise<boolean> {
    if (await this.find(name)) return false;
    const upload = this.bucket.openUploadStream(name, {
      metadata: { width: size.width, height: size.height },
    });
    await new Promise<void>((resolve, reject) => {
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(data);
    });
    return true;
  }

  async read(name: string): Promise<Buffer | undefined> {
    const file = await this.find(name);
    if (!file) return undefined;
    const parts: Buffer[] = [];
    for await (const part of this.bucket.openDownloadStream(file._id)) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  async sizeOf(name: string): Promise<ImageSize | undefined> {
    const metadata = (await this.find(name))?.metadata;
    return metadata?.width && metadata.height
      ? { width: metadata.width, height: metadata.height }
      : undefined;
  }

  async remove(names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    const bucket = this.bucket;
    const files = await bucket.find({ filename: { $in: [...names] } }).toArray();
    for (const file of files) await bucket.delete(file._id);
  }

  async list(): Promise<StoredFile[]> {
    const files = await this.bucket
      .find({}, { projection: { filename: 1, uploadDate: 1 } })
      .toArray();
    return files.map((file) => ({ name: file.filename, createdAt: file.uploadDate }));
  }

  /** Chunks whose file record was never written (a crash mid-upload), older than `before`. */
  async removeUnfinished(before: Date): Promise<void> {
    const { db } = mongoose.connection;
    if (!db) return;
    const chunks = db.collection(`${UPLOAD_BUCKET}.chunks`);
    const fileIds = await chunks.distinct('files_id');
    const known = new Set(
      (await this.bucket.find({}, { projection: { _id: 1 } }).toArray()).map((file) =>
        String(file._id),
      ),
    );
    const orphans = fileIds.filter(
      (id): id is mongo.ObjectId =>
        id instanceof mongoose.mongo.ObjectId &&
        !known.has(String(id)) &&
        id.getTimestamp() < before,
    );
    if (orphans.length > 0) await chunks.deleteMany({ files_id: { $in: orphans } });
  }

  serve(): RequestHandler {
    return async (req, res, next) => {
      const file = await this.find(req.path.slice(1));
      if (!file) {
        next();
        return;
      }
      res.setHeader('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
      res.setHeader('ETag', `W/"${file.length.toString(16)}-${file._id.toHexString()}"`);
      res.setHeader('Last-Modified', file.uploadDate.toUTCString());
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Type', contentTypeOf(file.filename));
      res.setHeader('Content-Length', file.length);
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      const download = this.bucket.openDownloadStream(file._id);
      download.once('error', next);
      download.pipe(res);
    };
  }
}
