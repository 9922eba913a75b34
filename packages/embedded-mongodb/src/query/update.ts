import { Binary, ObjectId } from 'bson';
import {
  update as applyOperators,
  updateOne as applyPipeline,
  type Modifier,
  type PipelineStage,
} from 'mingo/updater';
import { encodeKeyValue } from '../bson/key-encoding.js';
import { getPathValue, setPathValue } from '../bson/paths.js';
import {
  mentionsInheritedName,
  messageWithInheritedNames,
  pathMentionsInheritedName,
  pathToStandIn,
  inheritedNamesToStandIns,
  standInsToInheritedNames,
} from '../bson/inherited-field-names.js';
import { cloneDocument, isPlainObject, type BsonDocument } from '../bson/values.js';
import { CommandError, badValue } from '../errors.js';
import { mingoOptions, queryOptionsFor } from './mingo-context.js';
import { applyLogicalPulls } from './logical-pull.js';
import { resolvePositionalPaths } from './positional-paths.js';
import { applyTypedArithmetic } from './typed-arithmetic.js';
import { checkOperandTypes } from './update-preconditions.js';

export type UpdateSpec = BsonDocument | BsonDocument[];

export interface UpdateOptions {
  filter: BsonDocument;
  arrayFilters?: BsonDocument[];
}

const OPERATORS = new Set([
  '$addToSet',
  '$bit',
  '$currentDate',
  '$inc',
  '$max',
  '$min',
  '$mul',
  '$pop',
  '$pull',
  '$pullAll',
  '$push',
  '$rename',
  '$set',
  '$setOnInsert',
  '$unset',
]);
const PIPELINE_STAGES = new Set([
  '$addFields',
  '$set',
  '$project',
  '$unset',
  '$replaceRoot',
  '$replaceWith',
]);

type UpdateKind = 'operators' | 'replacement' | 'pipeline';

/** Whether `update` is operator-style, a replacement document or an aggregation pipeline. */
export function classifyUpdate(update: unknown): UpdateKind {
  if (Array.isArray(update)) {
    for (const stage of update) {
      const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
      if (name === undefined || !PIPELINE_STAGES.has(name)) {
        throw new CommandError(
          'InvalidOptions',
          `${String(name)} is not allowed to be used within an update`,
        );
      }
    }
    return 'pipeline';
  }
  if (!isPlainObject(update))
    throw new CommandError('FailedToParse', 'Update argument must be either an object or an array');
  const keys = Object.keys(update);
  const operators = keys.filter((key) => key.startsWith('$'));
  if (operators.length === 0) return 'replacement';
  if (operators.length !== keys.length) {
    throw new CommandError(
      'FailedToParse',
      'Update document cannot mix operators and plain fields',
    );
  }
  for (const operator of operators) {
    if (!OPERATORS.has(operator)) {
      throw new CommandError(
        'FailedToParse',
        `Unknown modifier: ${operator}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    if (!isPlainObject(update[operator])) {
      throw new CommandError(
        'FailedToParse',
        `Modifiers operate on fields but we found another type instead: ${operator}`,
      );
    }
  }
  return 'operators';
}

function mapMingoError(error: unknown): never {
  if (error instanceof CommandError) throw error;
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('immutable field')) throw new CommandError('ImmutableField', message);
  if (message.includes('conflict')) throw new CommandError('ConflictingUpdateOperators', message);
  throw badValue(message);
}

function withIdFirst(document: BsonDocument): BsonDocument {
  if (Object.keys(document)[0] === '_id' || !('_id' in document)) return document;
  const { _id, ...rest } = document;
  return { _id, ...rest };
}

function checkIdUnchanged(before: BsonDocument, after: BsonDocument): void {
  if (encodeKeyValue(before._id) !== encodeKeyValue(after._id)) {
    throw new CommandError(
      'ImmutableField',
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
}

/**
 * `$set` of `_id` (as Mongoose sends for `findByIdAndUpdate(id, { _id: id, ... })`): allowed
 * when it keeps the current value, and it gives an upserted document its `_id`.
 */
function assignId(document: BsonDocument, modifier: BsonDocument): void {
  const fields = modifier.$set;
  if (!isPlainObject(fields) || !('_id' in fields)) return;
  const { _id: value, ...rest } = fields;
  if (document._id === undefined) document._id = cloneDocument(value);
  else if (encodeKeyValue(document._id) !== encodeKeyValue(value)) {
    throw new CommandError(
      'ImmutableField',
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
  if (Object.keys(rest).length > 0) modifier.$set = rest;
  else delete modifier.$set;
}

function hasDollarPrefixedPart(path: string): boolean {
  return path.includes('$') && path.split('.').some((part) => part.startsWith('$'));
}

/**
 * MongoDB 5.0+ checks the name of the field an update changes, or of the first field it creates,
 * only at the top level of a stored document: `$set: { 'address.$street': ... }` is allowed,
 * `$set: { $rooms: ... }` is not (an upsert inserting a new document may do either).
 */
function checkTopLevelDollarField(document: BsonDocument, path: string): void {
  const [first = ''] = path.split('.', 1);
  if (!first.startsWith('$')) return;
  if (path !== first && Object.hasOwn(document, first)) return;
  throw new CommandError(
    'DollarPrefixedFieldName',
    `The dollar ($) prefixed field '${first}' in '${first}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
  );
}

/**
 * `$set` entries mingo cannot apply as MongoDB does, set here: a binary value (mingo's equality
 * ignores the subtype, so a new subtype would not count as a change), and paths through
 * `$`-prefixed field names, which mingo would read as operators.
 */
function applyDirectAssignments(
  document: BsonDocument,
  modifier: BsonDocument,
  inserting: boolean,
): void {
  const fields = modifier.$set;
  if (!isPlainObject(fields)) return;
  const rest: BsonDocument = {};
  for (const [path, value] of Object.entries(fields)) {
    const dollarPath = hasDollarPrefixedPart(path);
    if (dollarPath || value instanceof Binary) {
      if (encodeKeyValue(getPathValue(document, path)) === encodeKeyValue(value)) continue;
      if (dollarPath && !inserting) checkTopLevelDollarField(document, path);
      setPathValue(document, path, cloneDocument(value));
    } else {
      rest[path] = value;
    }
  }
  if (Object.keys(rest).length > 0) modifier.$set = rest;
  else delete modifier.$set;
}

function applyOperatorUpdate(
  document: BsonDocument,
  update: BsonDocument,
  options: UpdateOptions,
  inserting: boolean,
) {
  const requested: BsonDocument = { ...update };
  const onInsert = requested.$setOnInsert as BsonDocument | undefined;
  delete requested.$setOnInsert;
  if (inserting && onInsert)
    requested.$set = { ...(requested.$set as BsonDocument | undefined), ...onInsert };
  const next = cloneDocument(document);
  const modifier = resolvePositionalPaths(
    next,
    requested,
    inserting ? undefined : options.filter,
    options.arrayFilters,
  );
  assignId(next, modifier);
  checkOperandTypes(next, modifier);
  applyDirectAssignments(next, modifier, inserting);
  applyTypedArithmetic(next, modifier);
  applyLogicalPulls(next, modifier);
  if (Object.keys(modifier).length === 0) return next;
  try {
    applyOperators(next, modifier as Modifier<BsonDocument>, undefined, undefined, {
      cloneMode: 'copy',
      queryOptions: queryOptionsFor(modifier),
    });
  } catch (error) {
    mapMingoError(error);
  }
  return next;
}

function applyPipelineUpdate(document: BsonDocument, pipeline: BsonDocument[]): BsonDocument {
  const documents = [cloneDocument(document)];
  try {
    applyPipeline(documents, {}, pipeline as PipelineStage[], {}, mingoOptions);
  } catch (error) {
    mapMingoError(error);
  }
  return documents[0] as BsonDocument;
}

function applyReplacement(document: BsonDocument, replacement: BsonDocument): BsonDocument {
  if ('_id' in replacement && encodeKeyValue(replacement._id) !== encodeKeyValue(document._id)) {
    throw new CommandError(
      'ImmutableField',
      "After applying the update, the (immutable) field '_id' was found to have been altered",
    );
  }
  const { _id: _ignored, ...fields } = cloneDocument(replacement);
  return { _id: document._id, ...fields };
}

/**
 * An operator update naming a property every object inherits (`__proto__`, `constructor`, ...)
 * runs on copies where that name has a stand-in (mingo refuses `__proto__` in paths and reads the
 * inherited property where such a field is missing), and the result gets its real names back.
 */
function applyOperatorUpdateNamingInherited(
  document: BsonDocument,
  update: BsonDocument,
  options: UpdateOptions,
  inserting: boolean,
): BsonDocument {
  const renames = isPlainObject(update.$rename) ? update.$rename : {};
  const renameTargets = Object.values(renames).filter((to) => typeof to === 'string');
  if (
    !mentionsInheritedName(update) &&
    !renameTargets.some(pathMentionsInheritedName) &&
    !mentionsInheritedName(options.filter)
  )
    return applyOperatorUpdate(document, update, options, inserting);
  const renamed = inheritedNamesToStandIns(update);
  if (isPlainObject(renamed.$rename)) {
    for (const [from, to] of Object.entries(renamed.$rename))
      if (typeof to === 'string') renamed.$rename[from] = pathToStandIn(to);
  }
  const renamedOptions = {
    filter: inheritedNamesToStandIns(options.filter),
    arrayFilters: inheritedNamesToStandIns(options.arrayFilters),
  };
  try {
    const next = applyOperatorUpdate(
      inheritedNamesToStandIns(document),
      renamed,
      renamedOptions,
      inserting,
    );
    return standInsToInheritedNames(next);
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    throw new CommandError(error.codeName, messageWithInheritedNames(error.message), error.details);
  }
}

/** The document after an update; the stored document is never modified. */
export function applyUpdate(
  document: BsonDocument,
  update: UpdateSpec,
  options: UpdateOptions,
  inserting = false,
): BsonDocument {
  const kind = classifyUpdate(update);
  let next: BsonDocument;
  if (kind === 'pipeline') next = applyPipelineUpdate(document, update as BsonDocument[]);
  else if (kind === 'replacement') next = applyReplacement(document, update as BsonDocument);
  else
    next = applyOperatorUpdateNamingInherited(document, update as BsonDocument, options, inserting);
  if (!inserting) checkIdUnchanged(document, next);
  return withIdFirst(next);
}

function isOperatorObject(value: unknown): value is BsonDocument {
  return isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'));
}

/** Fields a filter pins to one value (`{ a: 1 }`, `{ a: { $eq: 1 } }`, inside `$and`). */
function equalityFields(
  filter: BsonDocument,
  out: Array<[string, unknown]> = [],
): Array<[string, unknown]> {
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) equalityFields(clause, out);
    } else if (!path.startsWith('$')) {
      if (!isOperatorObject(condition)) {
        if (!(condition instanceof RegExp)) out.push([path, condition]);
      } else if ('$eq' in condition) {
        out.push([path, condition.$eq]);
      }
    }
  }
  return out;
}

/** The document an upsert inserts: the filter's equality fields, then the update applied. */
export function buildUpsertDocument(
  filter: BsonDocument,
  update: UpdateSpec,
  options: UpdateOptions,
): BsonDocument {
  const seed: BsonDocument = {};
  for (const [path, value] of equalityFields(filter))
    setPathValue(seed, path, cloneDocument(value));
  const kind = classifyUpdate(update);
  let document: BsonDocument;
  if (kind === 'replacement') {
    document = cloneDocument(update as BsonDocument);
    if (!('_id' in document) && '_id' in seed) document = { _id: seed._id, ...document };
  } else {
    document = applyUpdate(seed, update, options, true);
  }
  if (!('_id' in document)) document = { _id: new ObjectId(), ...document };
  return withIdFirst(document);
}
