import { BSONError } from 'bson';
import { MingoError } from 'mingo/util';
import type { BsonDocument } from '../bson/values.js';
import { CommandError, badValue, notSupported } from '../errors.js';
import { unsupportedOperatorError } from '../query/matcher.js';
import { aggregateCommands } from './aggregate-command.js';
import type { CommandContext, CommandHandler } from './context.js';
import { databaseCommands } from './database-commands.js';
import { explainCommands } from './explain-command.js';
import { findAndModifyCommands } from './find-and-modify-command.js';
import { handshakeCommands } from './handshake-commands.js';
import { indexCommands } from './index-commands.js';
import { queryCommands } from './query-commands.js';
import { statsCommands } from './stats-commands.js';
import { rejectUnsupportedFeatures } from './unsupported.js';
import { writeCommands } from './write-commands.js';

const COMMANDS = new Map<string, CommandHandler>(
  Object.entries({
    ...handshakeCommands,
    ...databaseCommands,
    ...queryCommands,
    ...writeCommands,
    ...findAndModifyCommands,
    ...aggregateCommands,
    ...indexCommands,
    ...explainCommands,
    ...statsCommands,
  }),
);

function toErrorReply(error: unknown): BsonDocument {
  if (error instanceof CommandError) return error.toReply();
  if (error instanceof MingoError) {
    const script = /^(\$\w+) requires 'scriptEnabled'/.exec(error.message)?.[1];
    if (script) return notSupported(`${script} (server-side JavaScript)`).toReply();
    const unsupported = unsupportedOperatorError(error.message);
    if (unsupported) return unsupported.toReply();
  }
  if (error instanceof MingoError || error instanceof BSONError)
    return badValue(error.message).toReply();
  console.error('embedded database: command failed', error);
  const message = error instanceof Error ? error.message : String(error);
  return new CommandError('InternalError', message).toReply();
}

/** Runs a command document and answers MongoDB's reply: `{ ..., ok: 1 }` or `{ ok: 0, errmsg, code, codeName }`. */
export async function runCommand(
  command: BsonDocument,
  context: CommandContext,
): Promise<BsonDocument> {
  const name = Object.keys(command)[0];
  const handler = name === undefined ? undefined : COMMANDS.get(name);
  try {
    if (!handler) throw new CommandError('CommandNotFound', `no such command: '${name ?? ''}'`);
    rejectUnsupportedFeatures(command);
    return { ...(await handler(command, context)), ok: 1 };
  } catch (error) {
    return toErrorReply(error);
  }
}
