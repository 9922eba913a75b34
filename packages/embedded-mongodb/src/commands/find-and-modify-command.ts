import type { BsonDocument } from '../bson/values.js';
import { CommandError } from '../errors.js';
import { findDocuments } from '../query/find.js';
import { compileProjection } from '../query/projection.js';
import { collectionName, optionalBoolean, optionalDocument, waitsForJournal } from './arguments.js';
import type { Deadline } from '../query/deadline.js';
import type { HintedScan } from '../query/hinted-scan.js';
import type { CommandContext, CommandHandler } from './context.js';
import { maxTimeDeadline } from './max-time.js';
import { checkHint } from './hint.js';
import { executeUpdate } from './update-executor.js';

function removeOne(
  context: CommandContext,
  name: string,
  filter: BsonDocument | undefined,
  sort: BsonDocument | undefined,
  deadline: Deadline | undefined,
  hint: HintedScan | undefined,
) {
  const collection = context.engine.collection(context.database, name);
  const [target] = findDocuments(collection, { filter, sort, limit: 1, deadline, hint });
  if (!collection || !target) return { lastErrorObject: { n: 0 }, value: undefined };
  context.engine.delete(collection, target);
  return { lastErrorObject: { n: 1 }, value: target };
}

const findAndModify: CommandHandler = async (command, context) => {
  const name = collectionName(command, Object.keys(command)[0] as string);
  const deadline = maxTimeDeadline(command);
  const filter = optionalDocument(command, 'query');
  const sort = optionalDocument(command, 'sort');
  const remove = optionalBoolean(command, 'remove');
  const update = command.update as BsonDocument | BsonDocument[] | undefined;
  if (remove && update !== undefined)
    throw new CommandError('FailedToParse', 'Cannot specify both an update and remove=true');
  if (!remove && update === undefined)
    throw new CommandError('FailedToParse', 'Either an update or remove=true must be specified');
  if (remove && optionalBoolean(command, 'upsert'))
    throw new CommandError('FailedToParse', 'Cannot specify both upsert=true and remove=true');
  const project = compileProjection(optionalDocument(command, 'fields'), filter);
  const hint = checkHint(context.engine.collection(context.database, name), command.hint);

  let result: { lastErrorObject: BsonDocument; value: BsonDocument | undefined };
  if (remove) {
    result = removeOne(context, name, filter, sort, deadline, hint);
  } else {
    const outcome = executeUpdate(context.engine, context.database, name, {
      filter: filter ?? {},
      update: update as BsonDocument | BsonDocument[],
      multi: false,
      upsert: optionalBoolean(command, 'upsert'),
      arrayFilters: command.arrayFilters as BsonDocument[] | undefined,
      sort,
      deadline,
      hint,
      bypassDocumentValidation: optionalBoolean(command, 'bypassDocumentValidation'),
    });
    const returnNew = optionalBoolean(command, 'new');
    const upserted = outcome.upsertedId !== undefined;
    const lastErrorObject: BsonDocument = {
      n: outcome.matched + (upserted ? 1 : 0),
      updatedExisting: outcome.matched > 0,
    };
    if (upserted) lastErrorObject.upserted = outcome.upsertedId;
    result = { lastErrorObject, value: returnNew ? outcome.after : outcome.before };
  }
  if (waitsForJournal(command)) await context.engine.whenDurable();
  return {
    lastErrorObject: result.lastErrorObject,
    value: result.value ? project(result.value) : null,
  };
};

export const findAndModifyCommands: Record<string, CommandHandler> = {
  findAndModify,
  findandmodify: findAndModify,
};
