import {
  describeChanges,
  lifecycleSummary,
  welcomeOfferValue,
  type DescribedChanges,
  type ListingKindKey,
  type RevisionOperation,
} from '@sg-finance/contract';
import { LRUCache } from 'lru-cache';
import mongoose, { type Types } from 'mongoose';
import { unpackDocument, type StoredDocument } from '../models/revision-document.js';
import { RevisionModel } from '../models/revision.model.js';

/** A revision without its document: what the order, the paging and the offer points need. */
export interface RevisionMeta {
  _id: Types.ObjectId;
  recordId: Types.ObjectId;
  number: number;
  at: Date;
  operation: RevisionOperation;
}

/** A revision and the one before it of the same record (null for the first). */
export interface RevisionStep {
  revision: RevisionMeta;
  previous: RevisionMeta | null;
}

/** What a revision changed for a visitor, and the welcome offer's value in its state. */
export interface RevisionChange {
  /** Null for a save that changed nothing a visitor sees. */
  described: DescribedChanges | null;
  /** Null for a delete, and while the terms gave no value. */
  offer: number | null;
}

/** Bytes the memo may hold, roughly: each entry's key and JSON as UTF-16. */
const MEMO_BYTES = 16 * 1024 * 1024;
/** Revisions whose documents one query reads, with their predecessors. */
const BATCH = 200;

/**
 * Revisions are never rewritten once written (a stray one is removed, never changed), so the
 * change between two of them never changes either: kept by both ids, it is right in every
 * instance and after any other write, and only revisions not seen yet need their documents.
 */
const memo = new LRUCache<string, RevisionChange>({
  maxSize: MEMO_BYTES,
  sizeCalculation: (change, key) => 2 * (key.length + JSON.stringify(change).length),
});

// Joined, not a template: a template's pieces stay linked nodes for as long as the memo keeps it.
const memoKey = ({ revision, previous }: RevisionStep) =>
  [String(revision._id), previous ? String(previous._id) : 'first'].join(' ');

/** The revisions whose documents describing this step needs. */
function documentsNeeded({ revision, previous }: RevisionStep): Types.ObjectId[] {
  if (revision.operation === 'delete') return [];
  if (!previous || previous.operation === 'delete') return [revision._id];
  return [previous._id, revision._id];
}

type Documents = Map<string, Record<string, unknown>>;

function documentOf(documents: Documents, revision: RevisionMeta): Record<string, unknown> {
  const document = documents.get(String(revision._id));
  if (!document) throw new Error(`Revision ${String(revision._id)} was removed while read`);
  return document;
}

/**
 * A creation or a return after a delete reads as added to the catalogue, a delete as removed
 * from it, and their summary says it all, so their fields are not listed.
 */
function describeStep(key: ListingKindKey, step: RevisionStep, documents: Documents) {
  const { revision, previous } = step;
  if (revision.operation === 'delete') {
    return { described: { changes: [], summary: lifecycleSummary(key, 'removed') }, offer: null };
  }
  const after = documentOf(documents, revision);
  const offer = welcomeOfferValue(key, after);
  if (!previous || previous.operation === 'delete') {
    return { described: { changes: [], summary: lifecycleSummary(key, 'added') }, offer };
  }
  const described = describeChanges(key, documentOf(documents, previous), after);
  return { described: described.changes.length > 0 ? described : null, offer };
}

async function readDocuments(ids: Types.ObjectId[]): Promise<Documents> {
  if (ids.length === 0) return new Map();
  const found = await RevisionModel.find({ _id: mongoose.trusted({ $in: ids }) })
    .select('document')
    .lean<Array<{ _id: Types.ObjectId; document: StoredDocument }>>();
  return new Map(found.map((entry) => [String(entry._id), unpackDocument(entry.document)]));
}

/**
 * What each step changed, in the order given: from the memo, or described from the documents of
 * the revisions it does not hold, read a batch at a time.
 */
export async function revisionChanges(
  key: ListingKindKey,
  steps: readonly RevisionStep[],
): Promise<RevisionChange[]> {
  const answers = steps.map((step) => memo.get(memoKey(step)));
  const missing = steps.flatMap((step, index) => (answers[index] ? [] : [index]));
  for (let start = 0; start < missing.length; start += BATCH) {
    const batch = missing.slice(start, start + BATCH);
    const documents = await readDocuments(
      batch.flatMap((index) => documentsNeeded(steps[index] as RevisionStep)),
    );
    for (const index of batch) {
      const step = steps[index] as RevisionStep;
      const change = describeStep(key, step, documents);
      memo.set(memoKey(step), change);
      answers[index] = change;
    }
  }
  return answers as RevisionChange[];
}
