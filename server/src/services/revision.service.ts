import type { HistoryKind, RevisionOperation } from '@sg-finance/contract';
import mongoose, { type Model, type Types } from 'mongoose';
import { packDocument } from '../models/revision-document.js';
import { RevisionModel, type Actor, type RevisionEntry } from '../models/revision.model.js';
import { revisionFailpoint } from './revision-failpoint.js';

/** Kept on the record (unselected) by every save, so repair can write its revision. */
export interface SaveNote {
  operation: Exclude<RevisionOperation, 'delete'>;
  by: Actor;
  restoredFrom?: Types.ObjectId | undefined;
}

/** The author of revisions written by start-up repair for saves that left no note. */
export const unknownActor: Actor = { id: null, name: 'Unknown (recorded at start-up)' };

/** How often a delete is tried again when the record changed between its read and its write. */
const MAX_DELETE_ATTEMPTS = 20;

/** A saved Mongoose document of a listing or a post. */
interface SavedRecord {
  _id: unknown;
  get(path: string): unknown;
  toObject(): unknown;
}

type Stored = Record<string, unknown> & { _id: Types.ObjectId; revision?: number | null };

/** The record as its revision keeps it: without the counter and the note. */
function publicFields({ revision: _revision, lastSave: _note, ...fields }: Stored) {
  return fields;
}

/** Writes revision n of a record; writing the same n again replaces it (the write is idempotent). */
async function writeEntry(entry: RevisionEntry): Promise<void> {
  const { kind, recordId, number } = entry;
  await RevisionModel.replaceOne({ kind, recordId, number }, entry, { upsert: true });
}

/**
 * Writes the revision of a create, update or restore that `record` (loaded or saved with
 * `+revision`) has just stored. The record is written first and carries its counter and save
 * note, so if the process dies before this write, start-up repair writes the same revision.
 */
export async function recordSaved(kind: HistoryKind, record: SavedRecord): Promise<void> {
  revisionFailpoint('after-record-write');
  await writeSavedRevision(kind, record);
}

/**
 * The revision of a record the server's start writes before it takes requests (the providers it
 * ensures). No failpoint here: the crash tests cut short the writes of requests.
 */
export async function recordStartUpSave(kind: HistoryKind, record: SavedRecord): Promise<void> {
  await writeSavedRevision(kind, record);
}

/** The revision of the record's counter, from the record as stored and its save note. */
async function writeSavedRevision(kind: HistoryKind, record: SavedRecord): Promise<void> {
  const note = record.get('lastSave') as SaveNote | undefined;
  const number = (record.get('revision') as number | null | undefined) ?? 0;
  await writeEntry({
    kind,
    recordId: record._id as Types.ObjectId,
    number,
    operation: note?.operation ?? (number === 0 ? 'create' : 'update'),
    at: record.get('updatedAt') as Date,
    by: note?.by ?? unknownActor,
    document: packDocument(record.toObject() as Record<string, unknown>),
    ...(note?.restoredFrom ? { restoredFrom: note.restoredFrom } : {}),
  });
}

/**
 * Deletes a record and keeps its last state as a `delete` revision. The revision is written first
 * (numbered one past the record's counter, insert-only), then the record is deleted only if it is
 * still at the counter it was read at; if it changed in between, the revision is taken back and
 * the delete tried again. A revision left by a process that died in between is removed by
 * start-up repair, as the record is still there. Answers the deleted record, or null if none.
 */
export async function removeWithRevision<T>(
  kind: HistoryKind,
  model: Model<T>,
  id: string,
  by: Actor,
): Promise<T | null> {
  for (let attempt = 1; attempt <= MAX_DELETE_ATTEMPTS; attempt += 1) {
    const stored = await model.findById(id).select('+revision').lean<Stored>();
    if (!stored) return null;
    const document = publicFields(stored);
    const entry = await RevisionModel.create({
      kind,
      recordId: stored._id,
      number: (stored.revision ?? 0) + 1,
      operation: 'delete',
      at: new Date(),
      by,
      document: packDocument(document),
    }).catch((error: unknown) => {
      if ((error as { code?: number }).code === 11000) return null;
      throw error;
    });
    if (!entry) continue;
    revisionFailpoint('after-delete-revision');
    const deleted = await model
      .findOneAndDelete({ _id: stored._id, revision: stored.revision ?? null })
      .lean();
    if (deleted) return document as T;
    await RevisionModel.deleteOne({ _id: entry._id, operation: 'delete' });
  }
  throw new Error(`The ${kind} ${id} changed too often to be deleted`);
}

/**
 * Start-up repair of one kind: writes the missing revision of every record whose counter has
 * none (its save was acknowledged or not, the record is stored, so its revision must be), and
 * removes the revisions numbered past a record's counter (a delete that never happened).
 * Answers how many revisions it wrote or removed.
 */
export async function repairRevisions<T>(kind: HistoryKind, model: Model<T>): Promise<number> {
  const [records, entries] = await Promise.all([
    model.find().select('_id revision').lean<Array<{ _id: Types.ObjectId; revision?: number }>>(),
    RevisionModel.find({ kind }).select('recordId number').lean(),
  ]);
  const counters = new Map(records.map((record) => [String(record._id), record.revision ?? 0]));
  const numbered = new Set(entries.map((entry) => `${String(entry.recordId)} ${entry.number}`));
  const stray = entries.filter((entry) => {
    const counter = counters.get(String(entry.recordId));
    return counter !== undefined && entry.number > counter;
  });
  if (stray.length > 0) {
    await RevisionModel.deleteMany({
      _id: mongoose.trusted({ $in: stray.map((entry) => entry._id) }),
    });
  }
  const missing = [...counters].filter(([id, counter]) => !numbered.has(`${id} ${counter}`));
  for (const [id] of missing) {
    const record = await model.findById(id).select('+revision +lastSave');
    if (record) await writeSavedRevision(kind, record);
  }
  return stray.length + missing.length;
}
