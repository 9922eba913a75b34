import { formatKeyValue } from '../bson/key-encoding.js';
import { isPlainObject, type BsonDocument } from '../bson/values.js';
import { CommandError, badValue } from '../errors.js';
import { findDocuments } from '../query/find.js';
import { candidateDocuments, planQuery, type QueryPlan } from '../query/planner.js';
import { parseSort } from '../query/sort.js';
import type { Collection } from '../storage/collection.js';
import { collectionName, nonNegativeNumber, optionalDocument } from './arguments.js';
import type { CommandContext, CommandHandler } from './context.js';
import { SERVER_VERSION } from './handshake-commands.js';
import { checkHint } from './hint.js';

const VERBOSITIES = new Set(['queryPlanner', 'executionStats', 'allPlansExecution']);

/** What an explained command reads: a filter on one collection, with find's cursor options. */
interface ExplainedRead {
  collection: string;
  filter: BsonDocument | undefined;
  sort?: BsonDocument;
  skip?: number;
  limit?: number;
  hint?: unknown;
  /** Pipeline stages after the leading `$match` of an aggregate. */
  stages?: BsonDocument[];
}

function firstStatement(command: BsonDocument, field: string): BsonDocument {
  const list = command[field];
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  if (!isPlainObject(first)) throw badValue(`explain of ${field} needs one statement`);
  return first;
}

function explainedRead(command: BsonDocument): ExplainedRead {
  const name = Object.keys(command)[0];
  switch (name) {
    case 'find':
      return {
        collection: collectionName(command, name),
        filter: optionalDocument(command, 'filter'),
        sort: optionalDocument(command, 'sort'),
        skip: nonNegativeNumber(command, 'skip'),
        limit: nonNegativeNumber(command, 'limit'),
        hint: command.hint,
      };
    case 'aggregate': {
      const pipeline = Array.isArray(command.pipeline)
        ? command.pipeline.filter(isPlainObject)
        : [];
      const match = pipeline[0]?.$match;
      return {
        collection: collectionName(command, name),
        filter: isPlainObject(match) ? match : undefined,
        stages: isPlainObject(match) ? pipeline.slice(1) : pipeline,
        hint: command.hint,
      };
    }
    case 'count':
    case 'distinct':
      return {
        collection: collectionName(command, name),
        filter: optionalDocument(command, 'query'),
      };
    case 'findAndModify':
    case 'findandmodify':
      return {
        collection: collectionName(command, name),
        filter: optionalDocument(command, 'query'),
        sort: optionalDocument(command, 'sort'),
        limit: 1,
      };
    case 'update':
    case 'delete': {
      const statement = firstStatement(command, name === 'update' ? 'updates' : 'deletes');
      return {
        collection: collectionName(command, name),
        filter: optionalDocument(statement, 'q'),
        hint: statement.hint,
      };
    }
    default:
      throw new CommandError(
        'CommandNotFound',
        `Explain failed due to unknown command: ${name ?? ''}`,
      );
  }
}

/** The strings starting with `prefix`, as MongoDB draws them: `["cash", "casi")`. */
function prefixBounds(prefix: string): string {
  const next = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return `[${formatKeyValue(prefix)}, ${formatKeyValue(next)})`;
}

function indexScan(plan: QueryPlan): BsonDocument | undefined {
  if (plan.stage === 'COLLSCAN') return undefined;
  const bounds = (values: unknown[]) =>
    values.map((value) => `[${formatKeyValue(value)}, ${formatKeyValue(value)}]`);
  if (plan.stage === 'IDHACK') {
    return {
      stage: 'IXSCAN',
      keyPattern: { _id: 1 },
      indexName: '_id_',
      isMultiKey: false,
      isUnique: true,
      isSparse: false,
      isPartial: false,
      indexVersion: 2,
      direction: 'forward',
      indexBounds: { _id: bounds(plan.ids) },
    };
  }
  const { spec, fields } = plan.index;
  const indexBounds: BsonDocument = {};
  if (plan.stage === 'IXRANGE') {
    indexBounds[fields[0] as string] = [prefixBounds(plan.prefix)];
  } else {
    fields.forEach((field, position) => {
      indexBounds[field] = bounds([...new Set(plan.values.map((combo) => combo[position]))]);
    });
  }
  return {
    stage: 'IXSCAN',
    keyPattern: spec.key,
    indexName: spec.name,
    isMultiKey: false,
    isUnique: spec.unique === true,
    isSparse: spec.sparse === true,
    isPartial: spec.partialFilterExpression !== undefined,
    indexVersion: 2,
    direction: 'forward',
    indexBounds,
  };
}

/** The winning plan as MongoDB draws it: COLLSCAN, or FETCH over IXSCAN, under SORT/SKIP/LIMIT. */
function winningPlan(read: ExplainedRead, plan: QueryPlan) {
  const filter = read.filter ?? {};
  const scan = indexScan(plan);
  let stage: BsonDocument = scan
    ? { stage: 'FETCH', filter, inputStage: scan }
    : { stage: 'COLLSCAN', filter, direction: 'forward' };
  if (parseSort(read.sort).length > 0)
    stage = { stage: 'SORT', sortPattern: read.sort, inputStage: stage };
  if (read.skip) stage = { stage: 'SKIP', skipAmount: read.skip, inputStage: stage };
  if (read.limit) stage = { stage: 'LIMIT', limitAmount: read.limit, inputStage: stage };
  return stage;
}

function executionStats(
  read: ExplainedRead,
  plan: QueryPlan,
  collection: Collection | undefined,
  winning: BsonDocument,
) {
  const started = performance.now();
  const examined = collection ? [...candidateDocuments(collection, read.filter, plan)].length : 0;
  const returned = findDocuments(collection, {
    filter: read.filter,
    sort: read.sort,
    skip: read.skip,
    limit: read.limit,
  }).length;
  const keysExamined = plan.stage === 'COLLSCAN' ? 0 : examined;
  return {
    executionSuccess: true,
    nReturned: returned,
    executionTimeMillis: Math.round(performance.now() - started),
    totalKeysExamined: keysExamined,
    totalDocsExamined: examined,
    executionStages: { ...winning, nReturned: returned, docsExamined: examined, keysExamined },
    allPlansExecution: [],
  };
}

/**
 * `explain` of find, aggregate, count, distinct, update, delete and findAndModify: the plan the
 * engine uses (COLLSCAN, or FETCH over IXSCAN for `_id` or a secondary index) and, from the
 * `executionStats` verbosity on, the documents and keys it examines. Nothing is modified.
 */
const explain: CommandHandler = (command, context: CommandContext) => {
  const inner = command.explain;
  if (!isPlainObject(inner))
    throw new CommandError(
      'TypeMismatch',
      "BSON field 'explain' is the wrong type, expected type 'object'",
    );
  const verbosity = command.verbosity ?? 'allPlansExecution';
  if (typeof verbosity !== 'string' || !VERBOSITIES.has(verbosity))
    throw badValue(
      `verbosity string must be one of {'queryPlanner', 'executionStats', 'allPlansExecution'}`,
    );
  const read = explainedRead(inner);
  const collection = context.engine.collection(context.database, read.collection);
  checkHint(collection, read.hint);
  const plan = collection ? planQuery(collection, read.filter) : ({ stage: 'COLLSCAN' } as const);
  const winning = winningPlan(read, plan);
  const queryPlanner = {
    namespace: `${context.database}.${read.collection}`,
    indexFilterSet: false,
    parsedQuery: read.filter ?? {},
    maxIndexedOrSolutionsReached: false,
    maxIndexedAndSolutionsReached: false,
    maxScansToExplodeReached: false,
    winningPlan: winning,
    rejectedPlans: [],
  };
  const reply: BsonDocument = { explainVersion: '1', queryPlanner };
  if (verbosity !== 'queryPlanner')
    reply.executionStats = executionStats(read, plan, collection, winning);
  if (read.stages && read.stages.length > 0) {
    reply.stages = [{ $cursor: { queryPlanner } }, ...read.stages];
  }
  reply.command = { ...inner, $db: context.database };
  reply.serverInfo = {
    host: context.server.host,
    port: context.server.port,
    version: SERVER_VERSION,
    gitVersion: '',
  };
  return reply;
};

export const explainCommands: Record<string, CommandHandler> = { explain };
