import { Long } from 'bson';
import { encodeKeyValue } from '../bson/key-encoding.js';
import { compareValues } from '../bson/order.js';
import { collectPathValues } from '../bson/paths.js';
import type { BsonDocument } from '../bson/values.js';
import { CommandError } from '../errors.js';
import { findDocuments } from '../query/find.js';
import { compileProjection } from '../query/projection.js';
import {
  collectionName,
  nonNegativeNumber,
  optionalBoolean,
  optionalDocument,
  optionalNumber,
  toNumber,
} from './arguments.js';
import type { CommandContext, CommandHandler } from './context.js';
import { maxTimeDeadline } from './max-time.js';
import { checkHint } from './hint.js';

/** MongoDB's default size of the first batch of a find or aggregate. */
const DEFAULT_FIRST_BATCH = 101;

export function cursorReply(
  context: CommandContext,
  namespace: string,
  documents: BsonDocument[],
  project: (document: BsonDocument) => BsonDocument,
  batchSize: number | undefined,
  singleBatch: boolean,
): BsonDocument {
  const batch = context.cursors.open(
    namespace,
    documents,
    project,
    batchSize ?? DEFAULT_FIRST_BATCH,
    singleBatch,
  );
  return { cursor: { firstBatch: batch.documents, id: batch.cursorId, ns: namespace } };
}

const find: CommandHandler = (command, context) => {
  const name = collectionName(command, 'find');
  const filter = optionalDocument(command, 'filter');
  const limit = nonNegativeNumber(command, 'limit') ?? 0;
  const batchSize = nonNegativeNumber(command, 'batchSize');
  const collection = context.engine.collection(context.database, name);
  const hint = checkHint(collection, command.hint);
  const documents = findDocuments(collection, {
    filter,
    hint,
    sort: optionalDocument(command, 'sort'),
    skip: nonNegativeNumber(command, 'skip') ?? 0,
    limit,
    deadline: maxTimeDeadline(command),
  });
  const project = compileProjection(optionalDocument(command, 'projection'), filter);
  const singleBatch = optionalBoolean(command, 'singleBatch');
  const firstBatch = batchSize ?? (singleBatch && limit > 0 ? limit : undefined);
  return cursorReply(
    context,
    `${context.database}.${name}`,
    documents,
    project,
    firstBatch,
    singleBatch,
  );
};

function cursorIdOf(value: unknown): Long {
  if (value instanceof Long) return value;
  const number = toNumber(value);
  if (number === undefined)
    throw new CommandError(
      'TypeMismatch',
      "BSON field 'getMore' is the wrong type, expected type 'long'",
    );
  return Long.fromNumber(number);
}

const getMore: CommandHandler = (command, context) => {
  const id = cursorIdOf(command.getMore);
  const name = command.collection;
  if (typeof name !== 'string')
    throw new CommandError('TypeMismatch', "BSON field 'collection' must be a string");
  const namespace = `${context.database}.${name}`;
  const owner = context.cursors.namespaceOf(id);
  if (owner === undefined)
    throw new CommandError('CursorNotFound', `cursor id ${id.toString()} not found`);
  if (owner !== namespace) {
    throw new CommandError(
      'Unauthorized',
      `Requested getMore on namespace '${namespace}', but cursor belongs to a different namespace ${owner}`,
    );
  }
  const batch = context.cursors.next(id, nonNegativeNumber(command, 'batchSize') ?? 0);
  return { cursor: { nextBatch: batch.documents, id: batch.cursorId, ns: namespace } };
};

const killCursors: CommandHandler = (command, context) => {
  collectionName(command, 'killCursors');
  const ids = command.cursors;
  if (!Array.isArray(ids))
    throw new CommandError('TypeMismatch', "BSON field 'cursors' must be an array");
  const killed: Long[] = [];
  const notFound: Long[] = [];
  for (const raw of ids) {
    const id = cursorIdOf(raw);
    (context.cursors.kill(id) ? killed : notFound).push(id);
  }
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [] };
};

const count: CommandHandler = (command, context) => {
  const name = collectionName(command, 'count');
  const deadline = maxTimeDeadline(command);
  const limit = Math.abs(optionalNumber(command, 'limit') ?? 0);
  const skip = nonNegativeNumber(command, 'skip') ?? 0;
  const collection = context.engine.collection(context.database, name);
  const hint = checkHint(collection, command.hint);
  const query = optionalDocument(command, 'query');
  if (!hint && (!query || Object.keys(query).length === 0)) {
    const total = Math.max(0, (collection?.documents.size ?? 0) - skip);
    return { n: limit > 0 ? Math.min(total, limit) : total };
  }
  return { n: findDocuments(collection, { filter: query, skip, limit, deadline, hint }).length };
};

const distinct: CommandHandler = (command, context) => {
  const name = collectionName(command, 'distinct');
  const deadline = maxTimeDeadline(command);
  const key = command.key;
  if (typeof key !== 'string')
    throw new CommandError('TypeMismatch', "BSON field 'key' must be a string");
  const documents = findDocuments(context.engine.collection(context.database, name), {
    filter: optionalDocument(command, 'query'),
    deadline,
  });
  const values = new Map<string, unknown>();
  for (const document of documents) {
    for (const value of collectPathValues(document, key)) {
      if (value !== undefined) values.set(encodeKeyValue(value), value);
    }
  }
  return { values: [...values.values()].sort(compareValues) };
};

export const queryCommands: Record<string, CommandHandler> = {
  find,
  getMore,
  killCursors,
  count,
  distinct,
};
