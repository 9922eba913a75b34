import { Buffer } from 'node:buffer';
import { serializeDocument, type BsonDocument } from '../bson/values.js';
import type { Deadline } from '../query/deadline.js';
import { findDocuments } from '../query/find.js';
import type { HintedScan } from '../query/hinted-scan.js';
import { applyUpdate, buildUpsertDocument, type UpdateSpec } from '../query/update.js';
import type { StorageEngine } from '../storage/storage-engine.js';
import { checkCollectionValidator, validateStoredDocument } from './document-validation.js';

export interface UpdateStatement {
  filter: BsonDocument;
  update: UpdateSpec;
  multi: boolean;
  upsert: boolean;
  arrayFilters?: BsonDocument[];
  sort?: BsonDocument;
  /** Checked while looking for the documents to update, before any is changed. */
  deadline?: Deadline;
  /** The scan a `hint` chose, whose order decides which document a single update changes. */
  hint?: HintedScan;
  bypassDocumentValidation?: boolean;
}

export interface UpdateOutcome {
  matched: number;
  modified: number;
  upsertedId?: unknown;
  /** The first matched document before and after the update (for findAndModify). */
  before?: BsonDocument;
  after?: BsonDocument;
}

function sameDocument(a: BsonDocument, b: BsonDocument): boolean {
  return Buffer.compare(serializeDocument(a), serializeDocument(b)) === 0;
}

/** Runs one update statement: matched documents are replaced by their updated copies. */
export function executeUpdate(
  engine: StorageEngine,
  database: string,
  name: string,
  statement: UpdateStatement,
): UpdateOutcome {
  const options = { filter: statement.filter, arrayFilters: statement.arrayFilters };
  const collection = engine.collection(database, name);
  const targets = findDocuments(collection, {
    filter: statement.filter,
    sort: statement.sort,
    limit: statement.multi ? 0 : 1,
    deadline: statement.deadline,
    hint: statement.hint,
  });

  if (targets.length === 0 || !collection) {
    if (!statement.upsert) return { matched: 0, modified: 0 };
    const document = buildUpsertDocument(statement.filter, statement.update, options);
    validateStoredDocument(document);
    const target = engine.collectionForWrite(database, name);
    checkCollectionValidator(
      target,
      document,
      undefined,
      statement.bypassDocumentValidation === true,
    );
    engine.insert(target, document);
    return { matched: 0, modified: 0, upsertedId: document._id, after: document };
  }

  const outcome: UpdateOutcome = { matched: targets.length, modified: 0 };
  for (const target of targets) {
    const next = applyUpdate(target, statement.update, options);
    outcome.before ??= target;
    outcome.after ??= next;
    if (sameDocument(target, next)) continue;
    validateStoredDocument(next);
    checkCollectionValidator(collection, next, target, statement.bypassDocumentValidation === true);
    engine.replace(collection, target, next);
    outcome.modified += 1;
  }
  return outcome;
}
