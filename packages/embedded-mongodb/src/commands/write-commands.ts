import type { BsonDocument } from '../bson/values.js';
import { CommandError } from '../errors.js';
import { findDocuments } from '../query/find.js';
import {
  collectionName,
  documentArray,
  optionalBoolean,
  toNumber,
  waitsForJournal,
} from './arguments.js';
import type { CommandContext, CommandHandler } from './context.js';
import { checkHint } from './hint.js';
import { checkCollectionValidator, prepareInsert } from './document-validation.js';
import { MAX_WRITE_BATCH_SIZE } from './handshake-commands.js';
import { executeUpdate } from './update-executor.js';

interface WriteError extends BsonDocument {
  index: number;
  code: number;
  errmsg: string;
}

/**
 * Runs each statement of a write command, collecting MongoDB-shaped write errors; an ordered
 * command stops at the first one. The reply waits until every applied change is durable, unless
 * the write concern asks otherwise (`waitsForJournal`).
 */
function writeBatch(command: BsonDocument, field: string): BsonDocument[] {
  const statements = documentArray(command, field);
  if (statements.length === 0 || statements.length > MAX_WRITE_BATCH_SIZE) {
    throw new CommandError(
      'InvalidLength',
      `Write batch sizes must be between 1 and ${MAX_WRITE_BATCH_SIZE}. Got ${statements.length} operations.`,
    );
  }
  return statements;
}

async function runStatements(
  command: BsonDocument,
  context: CommandContext,
  statements: BsonDocument[],
  run: (statement: BsonDocument, index: number) => void,
): Promise<WriteError[]> {
  const ordered = command.ordered === undefined ? true : optionalBoolean(command, 'ordered');
  const writeErrors: WriteError[] = [];
  for (let index = 0; index < statements.length; index++) {
    try {
      run(statements[index] as BsonDocument, index);
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      writeErrors.push({ index, code: error.code, errmsg: error.message, ...error.details });
      if (ordered) break;
    }
  }
  if (waitsForJournal(command)) await context.engine.whenDurable();
  return writeErrors;
}

function withErrors(reply: BsonDocument, writeErrors: WriteError[]): BsonDocument {
  return writeErrors.length > 0 ? { ...reply, writeErrors } : reply;
}

const insert: CommandHandler = async (command, context) => {
  const name = collectionName(command, 'insert');
  const documents = writeBatch(command, 'documents');
  const collection = context.engine.collectionForWrite(context.database, name);
  const bypass = optionalBoolean(command, 'bypassDocumentValidation');
  let n = 0;
  const writeErrors = await runStatements(command, context, documents, (document) => {
    const prepared = prepareInsert(document);
    checkCollectionValidator(collection, prepared, undefined, bypass);
    context.engine.insert(collection, prepared);
    n += 1;
  });
  return withErrors({ n }, writeErrors);
};

function updateDocument(statement: BsonDocument): BsonDocument | BsonDocument[] {
  const update = statement.u;
  if (Array.isArray(update)) return update as BsonDocument[];
  if (typeof update !== 'object' || update === null) {
    throw new CommandError(
      'FailedToParse',
      "BSON field 'update.updates.u' is missing or of the wrong type",
    );
  }
  return update as BsonDocument;
}

const update: CommandHandler = async (command, context) => {
  const name = collectionName(command, 'update');
  const statements = writeBatch(command, 'updates');
  let n = 0;
  let nModified = 0;
  const upserted: BsonDocument[] = [];
  const writeErrors = await runStatements(command, context, statements, (statement, index) => {
    const hint = checkHint(context.engine.collection(context.database, name), statement.hint);
    const outcome = executeUpdate(context.engine, context.database, name, {
      hint,
      filter: (statement.q ?? {}) as BsonDocument,
      update: updateDocument(statement),
      multi: optionalBoolean(statement, 'multi'),
      upsert: optionalBoolean(statement, 'upsert'),
      arrayFilters: statement.arrayFilters as BsonDocument[] | undefined,
      bypassDocumentValidation: optionalBoolean(command, 'bypassDocumentValidation'),
    });
    n += outcome.matched;
    nModified += outcome.modified;
    if (outcome.upsertedId !== undefined) {
      n += 1;
      upserted.push({ index, _id: outcome.upsertedId });
    }
  });
  const reply: BsonDocument = { n, nModified };
  if (upserted.length > 0) reply.upserted = upserted;
  return withErrors(reply, writeErrors);
};

const remove: CommandHandler = async (command, context) => {
  const name = collectionName(command, 'delete');
  const statements = writeBatch(command, 'deletes');
  let n = 0;
  const writeErrors = await runStatements(command, context, statements, (statement) => {
    const limit = toNumber(statement.limit) ?? 0;
    if (limit !== 0 && limit !== 1)
      throw new CommandError('FailedToParse', 'The limit field in delete objects must be 0 or 1');
    const collection = context.engine.collection(context.database, name);
    const hint = checkHint(collection, statement.hint);
    if (!collection) return;
    const targets = findDocuments(collection, {
      filter: (statement.q ?? {}) as BsonDocument,
      limit,
      hint,
    });
    for (const target of targets) context.engine.delete(collection, target);
    n += targets.length;
  });
  return withErrors({ n }, writeErrors);
};

export const writeCommands: Record<string, CommandHandler> = { insert, update, delete: remove };
