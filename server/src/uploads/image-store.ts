import type { RequestHandler } from 'express';
import type { ImageSize } from './image-encoder.js';

/** A file in a store: its name and when it was written. */
export interface StoredFile {
  name: string;
  createdAt: Date;
}

/**
 * Where uploaded images are kept, under their names: a folder on local disk, or GridFS in the
 * application's MongoDB. Names never change once written, so readers may cache files for ever.
 */
export interface ImageStore {
  readonly kind: 'disk' | 'gridfs';
  /** Writes a new file; false when that name is already taken (the file is kept). */
  write(name: string, data: Buffer, size: ImageSize): Promise<boolean>;
  /** The file's bytes, or undefined when there is none. */
  read(name: string): Promise<Buffer | undefined>;
  /** The pixel size of a stored image, or undefined when it is missing or unreadable. */
  sizeOf(name: string): Promise<ImageSize | undefined>;
  /** Removes files; names that are not there are ignored. */
  remove(names: readonly string[]): Promise<void>;
  /** Removes what an interrupted write left that is older than `before`. */
  removeUnfinished(before: Date): Promise<void>;
  /** Every stored image, in no particular order. */
  list(): Promise<StoredFile[]>;
  /** Serves `/uploads/NAME` (the name already checked) with year-long immutable caching, or 404. */
  serve(): RequestHandler;
}
