import { Aggregator } from 'mingo/aggregator';
import { Lazy } from 'mingo/lazy';
import * as pipelineOperators from 'mingo/operators/pipeline';
import { isPlainObject, type BsonDocument } from '../bson/values.js';
import { CommandError, badValue, notSupported } from '../errors.js';
import { withinDeadline, type Deadline } from '../query/deadline.js';
import { findDocuments } from '../query/find.js';
import type { HintedScan } from '../query/hinted-scan.js';
import { compileFilter } from '../query/matcher.js';
import { mingoOptions } from '../query/mingo-context.js';
import { pipelineDocuments } from '../query/pipeline-input.js';
import type { Collection } from '../storage/collection.js';
import { nonNegativeNumber } from './arguments.js';
import type { CommandContext, CommandHandler } from './context.js';
import { checkHint } from './hint.js';
import { maxTimeDeadline } from './max-time.js';
import { cursorReply } from './query-commands.js';
import { collStatsDocument, indexStatsDocuments } from './stats-commands.js';

/** MongoDB stages the engine does not run: they answer CommandNotSupported. */
const UNSUPPORTED_STAGES = new Set([
  '$out',
  '$merge',
  '$currentOp',
  '$listSessions',
  '$listLocalSessions',
  '$planCacheStats',
  '$geoNear',
  '$search',
  '$searchMeta',
  '$vectorSearch',
  '$changeStream',
  '$listSearchIndexes',
  '$shardedDataDistribution',
]);
/** Stages the engine answers itself, from the catalogue rather than from documents. */
const SOURCE_STAGES = new Set(['$collStats', '$indexStats']);
const KNOWN_STAGES = new Set(Object.keys(pipelineOperators).filter((name) => name.startsWith('$')));

function parsePipeline(command: BsonDocument): BsonDocument[] {
  const pipeline = command.pipeline;
  if (!Array.isArray(pipeline) || !pipeline.every(isPlainObject)) {
    throw new CommandError(
      'TypeMismatch',
      "BSON field 'pipeline' is the wrong type, expected type 'array'",
    );
  }
  for (const stage of pipeline) {
    const keys = Object.keys(stage);
    if (keys.length !== 1)
      throw badValue('A pipeline stage specification object must contain exactly one field.');
    const name = keys[0] as string;
    if (UNSUPPORTED_STAGES.has(name)) {
      throw notSupported(name);
    }
    if (SOURCE_STAGES.has(name) && stage !== pipeline[0]) {
      throw new CommandError(
        'Location40602',
        `${name} is only valid as the first stage in a pipeline`,
      );
    }
    if (!KNOWN_STAGES.has(name) && !SOURCE_STAGES.has(name)) {
      throw new CommandError('Location40324', `Unrecognized pipeline stage name: '${name}'`);
    }
    // Compiled here so that a $match answers as a find filter does ($text: CommandNotSupported).
    if (name === '$match') compileFilter(stage.$match);
  }
  return pipeline;
}

/** Leading `$match` stages run through the query planner (so indexes apply) before mingo. */
function initialDocuments(
  collection: Collection | undefined,
  pipeline: BsonDocument[],
  deadline: Deadline | undefined,
  hint: HintedScan | undefined,
): { input: BsonDocument[]; rest: BsonDocument[] } {
  const first = pipeline[0];
  if (first && isPlainObject(first.$match) && !('$expr' in first.$match)) {
    return {
      input: findDocuments(collection, { filter: first.$match, deadline, hint }),
      rest: pipeline.slice(1),
    };
  }
  return { input: findDocuments(collection, { deadline, hint }), rest: pipeline };
}

/** `$collStats` or `$indexStats` as the first stage: one document from the catalogue, or one per index. */
function catalogueSource(
  context: CommandContext,
  name: string,
  pipeline: BsonDocument[],
): { input: BsonDocument[]; rest: BsonDocument[] } | undefined {
  const first = pipeline[0];
  if (first?.$collStats !== undefined)
    return { input: [collStatsDocument(context, name, first.$collStats)], rest: pipeline.slice(1) };
  if (first?.$indexStats !== undefined)
    return { input: indexStatsDocuments(context, name), rest: pipeline.slice(1) };
  return undefined;
}

const aggregate: CommandHandler = (command, context: CommandContext) => {
  const target = command.aggregate;
  const pipeline = parsePipeline(command);
  const cursorOptions = command.cursor;
  if (!isPlainObject(cursorOptions)) {
    throw new CommandError(
      'FailedToParse',
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  const collection =
    typeof target === 'string' ? context.engine.collection(context.database, target) : undefined;
  const deadline = maxTimeDeadline(command);
  const hint = checkHint(collection, command.hint);
  const { input, rest } =
    typeof target === 'string'
      ? (catalogueSource(context, target, pipeline) ??
        initialDocuments(collection, pipeline, deadline, hint))
      : initialDocuments(collection, pipeline, deadline, hint);
  const aggregator = new Aggregator(rest, {
    ...mingoOptions,
    collectionResolver: (name: string) =>
      pipelineDocuments(
        [...(context.engine.collection(context.database, name)?.documents.values() ?? [])],
        rest,
      ),
  });
  const documents = pipelineDocuments(input, rest);
  const results = aggregator.run(
    deadline ? Lazy(withinDeadline(documents, deadline)) : documents,
  ) as BsonDocument[];
  const namespace =
    typeof target === 'string'
      ? `${context.database}.${target}`
      : `${context.database}.$cmd.aggregate`;
  return cursorReply(
    context,
    namespace,
    results,
    (document) => document,
    nonNegativeNumber(cursorOptions, 'batchSize'),
    false,
  );
};

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
