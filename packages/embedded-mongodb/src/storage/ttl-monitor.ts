import { Double, Int32, Long } from 'bson';
import { collectPathValues } from '../bson/paths.js';
import type { BsonDocument } from '../bson/values.js';
import type { StorageEngine } from './storage-engine.js';

/** mongod's TTL monitor wakes every 60 seconds (its `ttlMonitorSleepSecs`). */
export const DEFAULT_TTL_INTERVAL_MS = 60_000;

function secondsOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (value instanceof Double || value instanceof Int32) return value.value;
  if (value instanceof Long) return value.toNumber();
  return undefined;
}

/** A document expires when the earliest date in the indexed field is older than the limit. */
function isExpired(document: BsonDocument, field: string, cutoff: number): boolean {
  let earliest = Number.POSITIVE_INFINITY;
  for (const value of collectPathValues(document, field)) {
    if (value instanceof Date) earliest = Math.min(earliest, value.getTime());
  }
  return earliest <= cutoff;
}

/** One pass of the TTL monitor: deletes the documents that single-field TTL indexes expire. */
export function sweepExpired(engine: StorageEngine, now = Date.now()): number {
  let removed = 0;
  for (const collection of engine.catalog.allCollections()) {
    for (const index of collection.indexes.values()) {
      const seconds = secondsOf(index.spec.expireAfterSeconds);
      const field = index.fields[0];
      if (seconds === undefined || index.fields.length !== 1 || field === undefined) continue;
      const cutoff = now - seconds * 1000;
      const expired = [...collection.documents.values()].filter((document) =>
        isExpired(document, field, cutoff),
      );
      for (const document of expired) engine.delete(collection, document);
      removed += expired.length;
    }
  }
  return removed;
}

/** Runs the sweep every `intervalMs` until the returned function is called. */
export function startTtlMonitor(engine: StorageEngine, intervalMs: number): () => void {
  const timer = setInterval(() => {
    try {
      if (sweepExpired(engine) > 0) {
        engine.whenDurable().catch((error: unknown) => {
          console.error('embedded database: TTL deletions were not written', error);
        });
      }
    } catch (error) {
      console.error('embedded database: TTL sweep failed', error);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
