import type { RevisionOperation } from '@sg-finance/contract';
import mongoose, { Schema, type Model, type Types } from 'mongoose';
import { trackChanges } from '../read-cache/index.js';
import type { StoredDocument } from './revision-document.js';

/** Who saved a revision: an administrator, or no one known (a revision written by repair). */
export interface Actor {
  id: string | null;
  name: string;
}

/** One saved state of a listing or a post, kept in `revisions`. */
export interface RevisionEntry {
  /** A listing kind's key or `post`. */
  kind: string;
  recordId: Types.ObjectId;
  /** The record's revision counter for this state; unique per record. */
  number: number;
  operation: RevisionOperation;
  at: Date;
  by: Actor;
  /** The record's fields, packed (see revision-document.ts): read them with `unpackDocument`. */
  document: StoredDocument;
  restoredFrom?: Types.ObjectId;
}

const revisionSchema = new Schema<RevisionEntry>(
  {
    kind: { type: String, required: true },
    recordId: { type: Schema.Types.ObjectId, required: true },
    number: { type: Number, required: true },
    operation: { type: String, required: true },
    at: { type: Date, required: true },
    by: { id: { type: String, default: null }, name: { type: String, default: '' } },
    document: { type: Schema.Types.Mixed, required: true },
    restoredFrom: { type: Schema.Types.ObjectId },
  },
  { collection: 'revisions', versionKey: false, minimize: false },
);
// The key of the idempotent write: writing revision n of a record twice keeps one.
revisionSchema.index({ kind: 1, recordId: 1, number: 1 }, { unique: true });
// "This record, newest first" and "all records, newest first".
revisionSchema.index({ kind: 1, recordId: 1, at: -1 });
revisionSchema.index({ at: -1 });
// Caches read from the revisions (lists as of a day, the catalogue's changes) follow its writes.
revisionSchema.plugin(trackChanges);

export const RevisionModel: Model<RevisionEntry> = mongoose.model<RevisionEntry>(
  'Revision',
  revisionSchema,
);
