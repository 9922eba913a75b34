/**
 * MongoDB's largest message is 48,000,000 bytes; this caps the bytes held for messages that are
 * unfinished or waiting to be handled, summed over every connection, so clients that start huge
 * messages and never finish them cannot grow memory without bound.
 */
export const DEFAULT_MAX_BUFFERED_BYTES = 64 * 1024 * 1024;

/** Bytes received and not yet handled, counted across all connections of one server. */
export class ByteBudget {
  private held = 0;

  constructor(readonly limit: number) {}

  /** Counts `bytes` as held; false (and nothing counted) if that would pass the limit. */
  reserve(bytes: number): boolean {
    if (this.held + bytes > this.limit) return false;
    this.held += bytes;
    return true;
  }

  release(bytes: number): void {
    this.held -= bytes;
  }
}
