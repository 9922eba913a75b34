import { Query } from 'mingo/query';
import type { BsonDocument } from '../bson/values.js';
import { CommandError, notSupported } from '../errors.js';
import { compileFilter } from '../query/matcher.js';
import { queryOptionsFor } from '../query/mingo-context.js';
import { validateDatabaseName } from '../storage/namespaces.js';
import { collectionName, optionalBoolean, optionalDocument } from './arguments.js';
import type { CommandHandler } from './context.js';

const ID_INDEX = { v: 2, key: { _id: 1 }, name: '_id_' };

const listCollections: CommandHandler = (command, context) => {
  const filter = optionalDocument(command, 'filter') ?? {};
  const nameOnly = optionalBoolean(command, 'nameOnly');
  const entries = context.engine.catalog.collections(context.database).map((collection) => ({
    name: collection.name,
    type: 'collection',
    options: collection.options,
    info: { readOnly: false, uuid: collection.uuid },
    idIndex: ID_INDEX,
  }));
  const matching = new Query(filter, queryOptionsFor(filter)).find(entries).all() as BsonDocument[];
  const firstBatch = nameOnly ? matching.map(({ name, type }) => ({ name, type })) : matching;
  return { cursor: { id: 0n, ns: `${context.database}.$cmd.listCollections`, firstBatch } };
};

const listDatabases: CommandHandler = (command, context) => {
  const { catalog } = context.engine;
  const databases = catalog.databaseNames().map((name) => {
    const sizeOnDisk =
      catalog.collections(name).reduce((sum, collection) => sum + collection.documents.size, 0) *
      256;
    return { name, sizeOnDisk, empty: false };
  });
  if (optionalBoolean(command, 'nameOnly'))
    return { databases: databases.map(({ name }) => ({ name })) };
  const totalSize = databases.reduce((sum, database) => sum + database.sizeOnDisk, 0);
  return { databases, totalSize, totalSizeMb: Math.floor(totalSize / (1024 * 1024)) };
};

/** The options of `create` that describe the collection (the rest are generic command fields). */
const COLLECTION_OPTIONS = [
  'capped',
  'size',
  'max',
  'validator',
  'validationLevel',
  'validationAction',
  'collation',
  'storageEngine',
  'indexOptionDefaults',
  'expireAfterSeconds',
];

/** `capped` is read as a boolean that also takes numbers, as MongoDB's `create` reads it. */
function checkCappedOptions(command: BsonDocument): void {
  const capped = optionalBoolean(command, 'capped');
  if (capped && command.size === undefined) {
    throw new CommandError('InvalidOptions', "the 'size' field is required when 'capped' is true");
  }
  if (!capped && (command.size !== undefined || command.max !== undefined)) {
    throw new CommandError(
      'InvalidOptions',
      "the 'capped' field needs to be true when either the 'size' or 'max' fields are present",
    );
  }
  if (capped) throw notSupported('capped collections');
}

const create: CommandHandler = async (command, context) => {
  const name = collectionName(command, 'create');
  if (command.viewOn !== undefined) throw notSupported('views');
  if (command.timeseries !== undefined) throw notSupported('time series collections');
  checkCappedOptions(command);
  if (command.clusteredIndex !== undefined) throw notSupported('clustered collections');
  const validator = optionalDocument(command, 'validator');
  if (validator) compileFilter(validator);
  const options: BsonDocument = {};
  for (const option of COLLECTION_OPTIONS)
    if (command[option] !== undefined) options[option] = command[option];
  context.engine.createCollection(context.database, name, options);
  await context.engine.whenDurable();
  return {};
};

const drop: CommandHandler = async (command, context) => {
  const name = collectionName(command, 'drop');
  const collection = context.engine.collection(context.database, name);
  const nIndexesWas = collection ? collection.indexes.size + 1 : 0;
  context.engine.dropCollection(context.database, name);
  await context.engine.whenDurable();
  return { nIndexesWas, ns: `${context.database}.${name}` };
};

const dropDatabase: CommandHandler = async (_command, context) => {
  validateDatabaseName(context.database);
  context.engine.dropDatabase(context.database);
  await context.engine.whenDurable();
  return { dropped: context.database };
};

function splitNamespace(value: unknown, field: string): [string, string] {
  const dot = typeof value === 'string' ? value.indexOf('.') : -1;
  if (typeof value !== 'string' || dot <= 0 || dot === value.length - 1) {
    throw new CommandError('InvalidNamespace', `Invalid ${field} namespace: ${String(value)}`);
  }
  return [value.slice(0, dot), value.slice(dot + 1)];
}

/** `renameCollection` (run on admin): `{ renameCollection: 'db.from', to: 'db.to', dropTarget }`. */
const renameCollection: CommandHandler = async (command, context) => {
  const [database, name] = splitNamespace(command.renameCollection, 'source');
  const [toDatabase, toName] = splitNamespace(command.to, 'target');
  if (!context.engine.collection(database, name)) {
    throw new CommandError(
      'NamespaceNotFound',
      `Source collection ${database}.${name} does not exist`,
    );
  }
  if (database === toDatabase && name === toName) {
    throw new CommandError('IllegalOperation', "Can't rename a collection to itself");
  }
  if (context.engine.collection(toDatabase, toName) && !optionalBoolean(command, 'dropTarget')) {
    throw new CommandError('NamespaceExists', 'target namespace exists');
  }
  context.engine.renameCollection(database, name, toDatabase, toName);
  await context.engine.whenDurable();
  return {};
};

export const databaseCommands: Record<string, CommandHandler> = {
  listCollections,
  listDatabases,
  create,
  drop,
  dropDatabase,
  renameCollection,
};
