import { Query } from 'mingo/query';
import type { BsonDocument } from '../bson/values.js';
import { CommandError, notSupported } from '../errors.js';
import { mingoOptions } from '../query/mingo-context.js';
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
  const matching = new Query(filter, mingoOptions).find(entries).all() as BsonDocument[];
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

const create: CommandHandler = async (command, context) => {
  const name = collectionName(command, 'create');
  if (command.viewOn !== undefined) throw notSupported('views');
  if (command.timeseries !== undefined) throw notSupported('time series collections');
  if (command.capped === true) throw notSupported('capped collections');
  if (command.clusteredIndex !== undefined) throw notSupported('clustered collections');
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

const collStats: CommandHandler = (command, context) => {
  const name = collectionName(command, 'collStats');
  const collection = context.engine.collection(context.database, name);
  if (!collection)
    throw new CommandError(
      'NamespaceNotFound',
      `Collection [${context.database}.${name}] not found.`,
    );
  return {
    ns: collection.namespace,
    count: collection.documents.size,
    nindexes: collection.indexes.size + 1,
  };
};

const dbStats: CommandHandler = (_command, context) => {
  const collections = context.engine.catalog.collections(context.database);
  return {
    db: context.database,
    collections: collections.length,
    objects: collections.reduce((sum, collection) => sum + collection.documents.size, 0),
    indexes: collections.reduce((sum, collection) => sum + collection.indexes.size + 1, 0),
  };
};

export const databaseCommands: Record<string, CommandHandler> = {
  listCollections,
  listDatabases,
  create,
  drop,
  dropDatabase,
  collStats,
  dbStats,
};
