import { statfs } from 'node:fs/promises';
import { Long } from 'bson';
import { documentSize, isPlainObject, type BsonDocument } from '../bson/values.js';
import { CommandError, badValue } from '../errors.js';
import type { Collection } from '../storage/collection.js';
import { ID_INDEX_NAME } from '../storage/collection.js';
import { collectionName, optionalNumber } from './arguments.js';
import type { CommandContext, CommandHandler } from './context.js';

/** Estimated bytes per index entry: the engine keeps indexes in memory, not as B-trees on disk. */
const INDEX_ENTRY_BYTES = 32;

function scaleOf(value: unknown): number {
  const scale = typeof value === 'number' ? value : 1;
  if (!Number.isInteger(scale) || scale < 1) throw badValue('scale has to be > 0');
  return scale;
}

/** Sizes of one collection as MongoDB reports them, from the in-memory BSON sizes. */
export function storageStats(collection: Collection, scale: number): BsonDocument {
  let size = 0;
  for (const document of collection.documents.values()) size += documentSize(document);
  const count = collection.documents.size;
  const indexSizes: BsonDocument = {
    [ID_INDEX_NAME]: Math.floor((count * INDEX_ENTRY_BYTES) / scale),
  };
  let totalIndexBytes = count * INDEX_ENTRY_BYTES;
  for (const [name, index] of collection.indexes) {
    const bytes = index.entries.keyCount * INDEX_ENTRY_BYTES;
    indexSizes[name] = Math.floor(bytes / scale);
    totalIndexBytes += bytes;
  }
  return {
    size: Math.floor(size / scale),
    count,
    avgObjSize: count > 0 ? Math.floor(size / count) : 0,
    storageSize: Math.floor(size / scale),
    freeStorageSize: 0,
    capped: false,
    nindexes: collection.indexes.size + 1,
    indexBuilds: [],
    totalIndexSize: Math.floor(totalIndexBytes / scale),
    totalSize: Math.floor((size + totalIndexBytes) / scale),
    indexSizes,
    scaleFactor: scale,
  };
}

function requireCollection(context: CommandContext, name: string): Collection {
  const collection = context.engine.collection(context.database, name);
  if (!collection) {
    throw new CommandError(
      'NamespaceNotFound',
      `Collection [${context.database}.${name}] not found.`,
    );
  }
  return collection;
}

/** The `$collStats` stage's one document (`storageStats` and `count` parts; no latency stats). */
export function collStatsDocument(
  context: CommandContext,
  name: string,
  spec: unknown,
): BsonDocument {
  if (!isPlainObject(spec)) throw badValue('$collStats must take a nested object');
  const collection = requireCollection(context, name);
  const document: BsonDocument = {
    ns: collection.namespace,
    host: `${context.server.host}:${context.server.port}`,
    localTime: new Date(),
  };
  if (isPlainObject(spec.storageStats)) {
    document.storageStats = storageStats(collection, scaleOf(spec.storageStats.scale));
  }
  if (isPlainObject(spec.count)) document.count = collection.documents.size;
  if (spec.latencyStats !== undefined || spec.queryExecStats !== undefined) {
    throw new CommandError(
      'CommandNotSupported',
      'the embedded database does not support latencyStats or queryExecStats in $collStats',
    );
  }
  return document;
}

/** The `$indexStats` stage's documents: each index with the number of queries it answered. */
export function indexStatsDocuments(context: CommandContext, name: string): BsonDocument[] {
  const collection = requireCollection(context, name);
  const host = `${context.server.host}:${context.server.port}`;
  const usage = new Map<string, { ops: number; since: Date }>([
    [ID_INDEX_NAME, { ops: collection.idIndexAccesses, since: collection.idIndexSince }],
  ]);
  for (const [indexName, index] of collection.indexes)
    usage.set(indexName, { ops: index.accesses, since: index.since });
  return collection.indexSpecs().map((spec) => {
    const { ops, since } = usage.get(spec.name) ?? { ops: 0, since: new Date() };
    return {
      name: spec.name,
      key: spec.key,
      host,
      accesses: { ops: Long.fromNumber(ops), since },
      spec,
    };
  });
}

const collStats: CommandHandler = (command, context) => {
  const collection = requireCollection(context, collectionName(command, 'collStats'));
  return {
    ns: collection.namespace,
    ...storageStats(collection, scaleOf(optionalNumber(command, 'scale') ?? 1)),
  };
};

const dbStats: CommandHandler = async (command, context) => {
  const scale = scaleOf(optionalNumber(command, 'scale') ?? 1);
  const collections = context.engine.catalog.collections(context.database);
  const each = collections.map((collection) => storageStats(collection, 1));
  const sum = (field: string) => each.reduce((total, stats) => total + (stats[field] as number), 0);
  const dataSize = sum('size');
  const objects = sum('count');
  const indexSize = sum('totalIndexSize');
  const disk = await statfs(context.engine.dbPath).catch(() => undefined);
  return {
    db: context.database,
    collections: collections.length,
    views: 0,
    objects,
    avgObjSize: objects > 0 ? dataSize / objects : 0,
    dataSize: Math.floor(dataSize / scale),
    storageSize: Math.floor(dataSize / scale),
    indexes: sum('nindexes'),
    indexSize: Math.floor(indexSize / scale),
    totalSize: Math.floor((dataSize + indexSize) / scale),
    scaleFactor: scale,
    fsUsedSize: disk ? Math.floor(((disk.blocks - disk.bfree) * disk.bsize) / scale) : 0,
    fsTotalSize: disk ? Math.floor((disk.blocks * disk.bsize) / scale) : 0,
  };
};

export const statsCommands: Record<string, CommandHandler> = { collStats, dbStats };
