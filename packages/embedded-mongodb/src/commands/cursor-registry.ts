import { randomBytes } from 'node:crypto';
import { Long } from 'bson';
import { documentSize, type BsonDocument } from '../bson/values.js';
import type { Projector } from '../query/projection.js';

const IDLE_TIMEOUT_MS = 10 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 1000;
/** A batch holds at most 16 MiB of documents, like MongoDB's. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024;

interface OpenCursor {
  id: Long;
  namespace: string;
  documents: BsonDocument[];
  position: number;
  project: Projector;
  lastUsed: number;
}

export interface Batch {
  documents: BsonDocument[];
  /** 0 once the cursor is exhausted (and closed). */
  cursorId: Long;
}

/**
 * Server-side cursors shared by all connections, as in MongoDB: the result of a query is held
 * (as references to immutable documents) and handed out batch by batch; idle ones expire.
 */
export class CursorRegistry {
  private readonly cursors = new Map<string, OpenCursor>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly idleTimeoutMs = IDLE_TIMEOUT_MS) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(SWEEP_INTERVAL_MS, idleTimeoutMs));
    this.sweeper.unref();
  }

  /**
   * Answers the first batch (`batchSize` documents, possibly none) and keeps a cursor open when
   * documents remain and more batches are allowed.
   */
  open(
    namespace: string,
    documents: BsonDocument[],
    project: Projector,
    batchSize: number,
    singleBatch: boolean,
  ): Batch {
    const cursor: OpenCursor = {
      id: Long.ZERO,
      namespace,
      documents,
      position: 0,
      project,
      lastUsed: Date.now(),
    };
    const batch = this.take(cursor, batchSize);
    if (singleBatch || cursor.position >= documents.length)
      return { documents: batch, cursorId: Long.ZERO };
    cursor.id = this.newId();
    this.cursors.set(cursor.id.toString(), cursor);
    return { documents: batch, cursorId: cursor.id };
  }

  has(id: Long): boolean {
    return this.cursors.has(id.toString());
  }

  namespaceOf(id: Long): string | undefined {
    return this.cursors.get(id.toString())?.namespace;
  }

  /** The next batch of an open cursor; batchSize 0 means as much as fits in 16 MiB. */
  next(id: Long, batchSize: number): Batch {
    const cursor = this.cursors.get(id.toString());
    if (!cursor) return { documents: [], cursorId: Long.ZERO };
    cursor.lastUsed = Date.now();
    const batch = this.take(cursor, batchSize > 0 ? batchSize : Number.POSITIVE_INFINITY);
    if (cursor.position < cursor.documents.length) return { documents: batch, cursorId: cursor.id };
    this.cursors.delete(id.toString());
    return { documents: batch, cursorId: Long.ZERO };
  }

  kill(id: Long): boolean {
    return this.cursors.delete(id.toString());
  }

  close(): void {
    clearInterval(this.sweeper);
    this.cursors.clear();
  }

  private take(cursor: OpenCursor, limit: number): BsonDocument[] {
    const batch: BsonDocument[] = [];
    let bytes = 0;
    while (batch.length < limit && cursor.position < cursor.documents.length) {
      const document = cursor.project(cursor.documents[cursor.position] as BsonDocument);
      const size = documentSize(document);
      if (batch.length > 0 && bytes + size > MAX_BATCH_BYTES) break;
      batch.push(document);
      bytes += size;
      cursor.position += 1;
    }
    return batch;
  }

  private newId(): Long {
    let id: Long;
    do {
      id = Long.fromBigInt(randomBytes(8).readBigUInt64LE() & 0x3fff_ffff_ffff_ffffn);
    } while (id.isZero() || this.cursors.has(id.toString()));
    return id;
  }

  private sweep(): void {
    const cutoff = Date.now() - this.idleTimeoutMs;
    for (const [key, cursor] of this.cursors)
      if (cursor.lastUsed < cutoff) this.cursors.delete(key);
  }
}
