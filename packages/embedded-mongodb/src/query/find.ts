import type { BsonDocument } from '../bson/values.js';
import type { Collection } from '../storage/collection.js';
import { withinDeadline, type Deadline } from './deadline.js';
import { hintedDocuments, type HintedScan } from './hinted-scan.js';
import { compileFilter } from './matcher.js';
import { candidateDocuments } from './planner.js';
import { parseSort, sortDocuments } from './sort.js';

export interface FindSpec {
  filter?: BsonDocument;
  sort?: unknown;
  skip?: number;
  /** 0 for no limit. */
  limit?: number;
  /** The command's `maxTimeMS`, checked before each document is tested. */
  deadline?: Deadline;
  /** The scan a `hint` chose: its documents, in its order, instead of the planner's. */
  hint?: HintedScan;
}

/** The stored documents matching a query, sorted, skipped and limited (not projected). */
export function findDocuments(collection: Collection | undefined, spec: FindSpec): BsonDocument[] {
  const matches = compileFilter(spec.filter);
  const sortKeys = parseSort(spec.sort);
  if (!collection) return [];
  const skip = spec.skip ?? 0;
  const limit = spec.limit ?? 0;
  const stored = spec.hint
    ? hintedDocuments(collection, spec.hint)
    : candidateDocuments(collection, spec.filter);
  const candidates = spec.deadline ? withinDeadline(stored, spec.deadline) : stored;

  if (sortKeys.length > 0) {
    const matching: BsonDocument[] = [];
    for (const document of candidates) if (matches(document)) matching.push(document);
    const sorted = sortDocuments(matching, sortKeys);
    return sorted.slice(skip, limit > 0 ? skip + limit : undefined);
  }

  const found: BsonDocument[] = [];
  let skipped = 0;
  for (const document of candidates) {
    if (!matches(document)) continue;
    if (skipped < skip) {
      skipped += 1;
      continue;
    }
    found.push(document);
    if (limit > 0 && found.length >= limit) break;
  }
  return found;
}
