import { deflateRawSync, inflateRawSync } from 'node:zlib';
import mongoose from 'mongoose';

const { BSON } = mongoose.mongo;

/** A record's fields as a revision keeps them: the document BSON-encoded, then deflated. */
export type PackedDocument = Buffer;

/** The binary a driver answers for a packed document (a BSON Binary). */
interface StoredBinary {
  _bsontype: 'Binary';
  value(): Uint8Array;
}

/**
 * A revision's `document` as stored: packed since revisions were packed, or the plain object of
 * the revisions saved before (older data folders and backups).
 */
export type StoredDocument = PackedDocument | StoredBinary | Record<string, unknown>;

/**
 * Packs a record's fields for its revision. BSON keeps every value a record holds (ids, dates,
 * numbers, nested arrays) as the database would. The embedded engine keeps every document in
 * memory as a tree of objects (about twice its size in heap); a revision is written once and read
 * rarely, so it is kept as one deflated buffer (about half its BSON) instead.
 */
export function packDocument(document: Record<string, unknown>): PackedDocument {
  return deflateRawSync(BSON.serialize(document));
}

function isBinary(stored: StoredDocument): stored is StoredBinary {
  return (stored as { _bsontype?: unknown })._bsontype === 'Binary';
}

/** The record's fields of a revision's `document`, packed or stored as a plain object. */
export function unpackDocument(stored: StoredDocument): Record<string, unknown> {
  if (stored instanceof Uint8Array) return BSON.deserialize(inflateRawSync(stored));
  if (isBinary(stored)) return BSON.deserialize(inflateRawSync(stored.value()));
  return stored;
}
