import type { BsonDocument } from '../bson/values.js';
import type { CommandContext } from '../commands/context.js';
import { runCommand } from '../commands/dispatcher.js';
import { CommandError } from '../errors.js';
import { encodeOpMsg, encodeOpReply, OP_MSG, parseMessage, readHeader } from './protocol.js';

type ContextFor = (database: string) => CommandContext;

let nextRequestId = 1;

function requestId(): number {
  nextRequestId = nextRequestId >= 0x7fffffff ? 1 : nextRequestId + 1;
  return nextRequestId;
}

function databaseOf(command: BsonDocument): string {
  const database = command.$db;
  if (typeof database !== 'string') {
    throw new CommandError('Location40571', 'OP_MSG requests require a $db argument');
  }
  return database;
}

/** A legacy OP_QUERY command, possibly wrapped as `{ $query: {...} }` by old drivers. */
function unwrapLegacyQuery(query: BsonDocument): BsonDocument {
  const inner = query.$query;
  return typeof inner === 'object' && inner !== null && !Array.isArray(inner)
    ? (inner as BsonDocument)
    : query;
}

/** Encodes an OP_MSG reply, answering an error instead if the reply cannot be serialized. */
function encodeReply(responseTo: number, reply: BsonDocument): Buffer {
  try {
    return encodeOpMsg(requestId(), responseTo, reply);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const tooLarge = new CommandError(
      'BSONObjectTooLarge',
      `reply could not be encoded: ${message}`,
    );
    return encodeOpMsg(requestId(), responseTo, tooLarge.toReply());
  }
}

/**
 * Turns one framed message into its reply: OP_MSG commands answer OP_MSG (nothing when the
 * client set moreToCome), OP_QUERY on `<db>.$cmd` answers OP_REPLY. Malformed bodies get an
 * error reply; an unknown opcode throws, which closes the connection.
 */
export async function handleMessage(
  message: Buffer,
  contextFor: ContextFor,
): Promise<Buffer | undefined> {
  const header = readHeader(message);
  let parsed;
  try {
    parsed = parseMessage(message);
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    const reply = error.toReply();
    return header.opCode === OP_MSG
      ? encodeOpMsg(requestId(), header.requestId, reply)
      : encodeOpReply(requestId(), header.requestId, { $err: error.message, ...reply }, true);
  }

  if (parsed.kind === 'command') {
    let reply: BsonDocument;
    try {
      reply = await runCommand(parsed.command, contextFor(databaseOf(parsed.command)));
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      reply = error.toReply();
    }
    return parsed.moreToCome ? undefined : encodeReply(header.requestId, reply);
  }

  const { namespace, query } = parsed;
  if (!namespace.endsWith('.$cmd')) {
    const refused = new CommandError('Location5739101', 'OP_QUERY is only supported for commands');
    return encodeOpReply(
      requestId(),
      header.requestId,
      { $err: refused.message, ...refused.toReply() },
      true,
    );
  }
  const database = namespace.slice(0, -'.$cmd'.length);
  const reply = await runCommand(unwrapLegacyQuery(query), contextFor(database));
  return encodeOpReply(requestId(), header.requestId, reply);
}
