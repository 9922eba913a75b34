import { encodeKeyValue } from '../bson/key-encoding.js';
import { isPlainObject, type BsonDocument } from '../bson/values.js';
import { CommandError } from '../errors.js';
import type { IndexSpec } from '../storage/collection-index.js';
import { ID_INDEX_NAME, type Collection } from '../storage/collection.js';
import { collectionName, documentArray, toNumber } from './arguments.js';
import type { CommandContext, CommandHandler } from './context.js';

const IGNORED_OPTIONS = new Set(['v', 'key', 'name', 'background', 'ns']);

function defaultName(key: BsonDocument): string {
  return Object.entries(key)
    .map(([field, direction]) => `${field}_${String(toNumber(direction) ?? direction)}`)
    .join('_');
}

/** Validates a requested index into its stored form (`{ v, key, name, ...options }`). */
function toIndexSpec(raw: BsonDocument): IndexSpec {
  const key = raw.key;
  if (!isPlainObject(key) || Object.keys(key).length === 0) {
    throw new CommandError(
      'FailedToParse',
      "The 'key' field is a required property of an index specification",
    );
  }
  const normalizedKey: BsonDocument = {};
  for (const [field, direction] of Object.entries(key)) {
    const number = toNumber(direction);
    if (typeof direction !== 'string' && (number === undefined || number === 0)) {
      throw new CommandError(
        'CannotCreateIndex',
        `Values in the index key pattern can't be 0 or non-numeric: ${field}`,
      );
    }
    normalizedKey[field] = number ?? direction;
  }
  const name = raw.name ?? defaultName(normalizedKey);
  if (typeof name !== 'string' || name.length === 0) {
    throw new CommandError('CannotCreateIndex', 'The index name must be a non-empty string');
  }
  const spec: IndexSpec = { v: 2, key: normalizedKey, name };
  for (const [option, value] of Object.entries(raw)) {
    if (IGNORED_OPTIONS.has(option)) continue;
    if ((option === 'unique' || option === 'sparse') && value !== true) continue;
    spec[option] = value;
  }
  return spec;
}

function sameOptions(a: IndexSpec, b: IndexSpec): boolean {
  const options = (spec: IndexSpec) =>
    encodeKeyValue({
      unique: spec.unique === true,
      sparse: spec.sparse === true,
      partial: spec.partialFilterExpression ?? null,
    });
  return options(a) === options(b);
}

/** Registers one requested index; false when an identical one already exists. */
function createOne(context: CommandContext, collection: Collection, spec: IndexSpec): boolean {
  const keyCode = encodeKeyValue(spec.key);
  if (
    keyCode === encodeKeyValue({ _id: 1 }) &&
    (spec.name === ID_INDEX_NAME || spec.name === '_id_1')
  )
    return false;
  const sameName = collection.indexSpecs().find((existing) => existing.name === spec.name);
  if (sameName) {
    if (encodeKeyValue(sameName.key) === keyCode && sameOptions(sameName, spec)) return false;
    throw new CommandError(
      'IndexKeySpecsConflict',
      `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec.key)}, existing index: ${JSON.stringify(sameName.key)}`,
    );
  }
  const sameKey = collection
    .indexSpecs()
    .find((existing) => encodeKeyValue(existing.key) === keyCode);
  if (sameKey && sameOptions(sameKey, spec)) {
    throw new CommandError(
      'IndexOptionsConflict',
      `Index already exists with a different name: ${sameKey.name}`,
    );
  }
  context.engine.createIndex(collection, spec);
  return true;
}

const createIndexes: CommandHandler = async (command, context) => {
  const name = collectionName(command, 'createIndexes');
  const specs = documentArray(command, 'indexes').map(toIndexSpec);
  const existed = context.engine.collection(context.database, name) !== undefined;
  const collection = context.engine.collectionForWrite(context.database, name);
  const numIndexesBefore = collection.indexes.size + 1;
  let created = 0;
  try {
    for (const spec of specs) if (createOne(context, collection, spec)) created += 1;
  } finally {
    await context.engine.whenDurable();
  }
  const reply: BsonDocument = {
    numIndexesBefore,
    numIndexesAfter: collection.indexes.size + 1,
    createdCollectionAutomatically: !existed,
  };
  if (created === 0) reply.note = 'all indexes already exist';
  return reply;
};

function requireCollection(context: CommandContext, name: string): Collection {
  const collection = context.engine.collection(context.database, name);
  if (!collection)
    throw new CommandError('NamespaceNotFound', `ns does not exist: ${context.database}.${name}`);
  return collection;
}

const listIndexes: CommandHandler = (command, context) => {
  const collection = requireCollection(context, collectionName(command, 'listIndexes'));
  return { cursor: { id: 0n, ns: collection.namespace, firstBatch: collection.indexSpecs() } };
};

function namesToDrop(collection: Collection, target: unknown): string[] {
  if (target === '*') return [...collection.indexes.keys()];
  if (Array.isArray(target))
    return target.flatMap((item: unknown) => namesToDrop(collection, item));
  if (typeof target === 'string') {
    if (target === ID_INDEX_NAME) throw new CommandError('InvalidOptions', 'cannot drop _id index');
    if (!collection.indexes.has(target))
      throw new CommandError('IndexNotFound', `index not found with name [${target}]`);
    return [target];
  }
  if (isPlainObject(target)) {
    const keyCode = encodeKeyValue(target);
    if (keyCode === encodeKeyValue({ _id: 1 }))
      throw new CommandError('InvalidOptions', 'cannot drop _id index');
    const found = [...collection.indexes.values()].find(
      (index) => encodeKeyValue(index.spec.key) === keyCode,
    );
    if (!found)
      throw new CommandError(
        'IndexNotFound',
        `can't find index with key: ${JSON.stringify(target)}`,
      );
    return [found.spec.name];
  }
  throw new CommandError(
    'TypeMismatch',
    "BSON field 'index' must be a string, an object or an array",
  );
}

const dropIndexes: CommandHandler = async (command, context) => {
  const collection = requireCollection(
    context,
    collectionName(command, Object.keys(command)[0] as string),
  );
  const nIndexesWas = collection.indexes.size + 1;
  for (const name of namesToDrop(collection, command.index))
    context.engine.dropIndex(collection, name);
  await context.engine.whenDurable();
  return command.index === '*'
    ? { nIndexesWas, msg: 'non-_id indexes dropped for collection' }
    : { nIndexesWas };
};

export const indexCommands: Record<string, CommandHandler> = {
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
};
