import { Aggregator } from 'mingo/aggregator';
import { Lazy } from 'mingo/lazy';
import { isPlainObject, type BsonDocument } from '../bson/values.js';
import { CommandError, badValue } from '../errors.js';
import { withinDeadline, type Deadline } from '../query/deadline.js';
import { findDocuments } from '../query/find.js';
import { mingoOptions } from '../query/mingo-context.js';
import { pipelineDocuments } from '../query/pipeline-input.js';
import type { Collection } from '../storage/collection.js';
import { nonNegativeNumber } from './arguments.js';
import type { CommandContext, CommandHandler } from './context.js';
import { maxTimeDeadline } from './max-time.js';
import { cursorReply } from './query-commands.js';

const UNSUPPORTED_STAGES = new Set([
  '$out',
  '$merge',
  '$currentOp',
  '$collStats',
  '$indexStats',
  '$listSessions',
]);

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
    if (UNSUPPORTED_STAGES.has(keys[0] as string)) {
      throw new CommandError(
        'IllegalOperation',
        `${keys[0] as string} is not supported by the embedded database`,
      );
    }
  }
  return pipeline;
}

/** Leading `$match` stages run through the query planner (so indexes apply) before mingo. */
function initialDocuments(
  collection: Collection | undefined,
  pipeline: BsonDocument[],
  deadline: Deadline | undefined,
): { input: BsonDocument[]; rest: BsonDocument[] } {
  const first = pipeline[0];
  if (
    first &&
    isPlainObject(first.$match) &&
    !('$expr' in first.$match) &&
    !('$text' in first.$match)
  ) {
    return {
      input: findDocuments(collection, { filter: first.$match, deadline }),
      rest: pipeline.slice(1),
    };
  }
  return { input: collection ? [...collection.documents.values()] : [], rest: pipeline };
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
  const { input, rest } = initialDocuments(collection, pipeline, deadline);
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
