import { ObjectId } from 'bson';
import { MAX_NESTING_DEPTH, exceedsNestingDepth } from '../bson/nesting-depth.js';
import { documentSize, isPlainObject, type BsonDocument } from '../bson/values.js';
import { CommandError, badValue } from '../errors.js';
import { compileFilter, type Matcher } from '../query/matcher.js';
import type { Collection } from '../storage/collection.js';
import { MAX_BSON_OBJECT_SIZE } from './handshake-commands.js';

function nestingDepthError(operation: 'insert' | 'update'): CommandError {
  return new CommandError(
    'Overflow',
    operation === 'insert'
      ? `cannot insert document because it exceeds ${MAX_NESTING_DEPTH} levels of nesting`
      : `Document exceeds maximum nesting depth of ${MAX_NESTING_DEPTH}`,
  );
}

/** Checks what MongoDB checks before storing a document, by insert or by update. */
export function validateStoredDocument(
  document: BsonDocument,
  operation: 'insert' | 'update' = 'update',
): void {
  if (exceedsNestingDepth(document)) throw nestingDepthError(operation);
  const id = document._id;
  if (Array.isArray(id)) throw badValue("can't use an array for _id");
  if (id instanceof RegExp) throw badValue("can't use a regex for _id");
  if (isPlainObject(id) && Object.keys(id).some((key) => key.startsWith('$'))) {
    throw badValue("_id fields may not contain '$'-prefixed fields");
  }
  const size = documentSize(document);
  if (size > MAX_BSON_OBJECT_SIZE) {
    throw new CommandError(
      'BSONObjectTooLarge',
      `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_OBJECT_SIZE}`,
    );
  }
}

const validators = new WeakMap<Collection, Matcher>();

/**
 * The collection's `validator` (query operators or `$jsonSchema`), as MongoDB applies it:
 * `validationLevel` off skips it and moderate lets an update of an already invalid document
 * through; `validationAction: 'warn'` and `bypassDocumentValidation` let every write through.
 */
export function checkCollectionValidator(
  collection: Collection,
  document: BsonDocument,
  previous: BsonDocument | undefined,
  bypass: boolean,
): void {
  const { validator, validationLevel, validationAction } = collection.options;
  if (validator === undefined || bypass) return;
  if (validationLevel === 'off' || validationAction === 'warn') return;
  let matches = validators.get(collection);
  if (!matches) {
    matches = compileFilter(validator);
    validators.set(collection, matches);
  }
  if (matches(document)) return;
  if (validationLevel === 'moderate' && previous && !matches(previous)) return;
  throw new CommandError('DocumentValidationFailure', 'Document failed validation', {
    errInfo: { failingDocumentId: document._id ?? null, details: { operatorName: 'validator' } },
  });
}

/** A document ready to insert: `_id` generated when missing and moved first, as mongod does. */
export function prepareInsert(document: BsonDocument): BsonDocument {
  const { _id, ...fields } = document;
  const prepared: BsonDocument = { _id: _id === undefined ? new ObjectId() : _id, ...fields };
  validateStoredDocument(prepared, 'insert');
  return prepared;
}
