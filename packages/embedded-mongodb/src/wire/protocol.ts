import { deserializeDocument, serializeDocument, type BsonDocument } from '../bson/values.js';
import { CommandError } from '../errors.js';
import { crc32c } from './crc32c.js';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

export const HEADER_BYTES = 16;
export const MAX_MESSAGE_BYTES = 48_000_000;

const CHECKSUM_PRESENT = 1;
const MORE_TO_COME = 2;
/** Bits 0-15 of OP_MSG flags are "required": a receiver must reject any it does not know. */
const KNOWN_REQUIRED_FLAGS = CHECKSUM_PRESENT | MORE_TO_COME;
const QUERY_FAILURE = 2;

export interface MessageHeader {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export type IncomingMessage =
  | { kind: 'command'; header: MessageHeader; command: BsonDocument; moreToCome: boolean }
  | { kind: 'legacyQuery'; header: MessageHeader; namespace: string; query: BsonDocument };

/** A message whose framing cannot be trusted: the connection is closed. */
export class ProtocolError extends Error {}

export function readHeader(message: Buffer): MessageHeader {
  return {
    length: message.readInt32LE(0),
    requestId: message.readInt32LE(4),
    responseTo: message.readInt32LE(8),
    opCode: message.readInt32LE(12),
  };
}

function invalidBson(reason: string): CommandError {
  return new CommandError('InvalidBSON', `invalid message: ${reason}`);
}

function readDocument(
  message: Buffer,
  offset: number,
  end: number,
): { document: BsonDocument; next: number } {
  if (end - offset < 5) throw invalidBson('truncated document');
  const size = message.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw invalidBson('document size out of bounds');
  try {
    return {
      document: deserializeDocument(message.subarray(offset, offset + size)),
      next: offset + size,
    };
  } catch (error) {
    throw invalidBson(error instanceof Error ? error.message : 'unreadable BSON');
  }
}

function readCString(
  message: Buffer,
  offset: number,
  end: number,
): { value: string; next: number } {
  const terminator = message.indexOf(0, offset);
  if (terminator < 0 || terminator >= end) throw invalidBson('unterminated string');
  return { value: message.toString('utf8', offset, terminator), next: terminator + 1 };
}

/** OP_MSG: a body section (kind 0) plus document sequences (kind 1) folded into the body. */
function parseOpMsg(header: MessageHeader, message: Buffer): IncomingMessage {
  if (message.length < HEADER_BYTES + 5) throw invalidBson('OP_MSG too short');
  const flags = message.readUInt32LE(HEADER_BYTES);
  if ((flags & 0xffff & ~KNOWN_REQUIRED_FLAGS) !== 0)
    throw invalidBson(`unsupported OP_MSG flags ${flags}`);
  let end = message.length;
  if (flags & CHECKSUM_PRESENT) {
    end -= 4;
    if (crc32c(message.subarray(0, end)) !== message.readUInt32LE(end))
      throw invalidBson('OP_MSG checksum mismatch');
  }
  let body: BsonDocument | undefined;
  const sequences: Array<[string, BsonDocument[]]> = [];
  let offset = HEADER_BYTES + 4;
  while (offset < end) {
    const kind = message[offset];
    offset += 1;
    if (kind === 0) {
      if (body) throw invalidBson('OP_MSG has more than one body section');
      const read = readDocument(message, offset, end);
      body = read.document;
      offset = read.next;
    } else if (kind === 1) {
      if (end - offset < 4) throw invalidBson('truncated document sequence');
      const sectionEnd = offset + message.readInt32LE(offset);
      if (sectionEnd <= offset || sectionEnd > end)
        throw invalidBson('document sequence size out of bounds');
      const identifier = readCString(message, offset + 4, sectionEnd);
      const documents: BsonDocument[] = [];
      for (let next = identifier.next; next < sectionEnd;) {
        const read = readDocument(message, next, sectionEnd);
        documents.push(read.document);
        next = read.next;
      }
      sequences.push([identifier.value, documents]);
      offset = sectionEnd;
    } else {
      throw invalidBson(`unknown OP_MSG section kind ${String(kind)}`);
    }
  }
  if (!body) throw invalidBson('OP_MSG has no body section');
  for (const [identifier, documents] of sequences) {
    if (identifier in body) throw invalidBson(`duplicate field ${identifier} in OP_MSG`);
    body[identifier] = documents;
  }
  return { kind: 'command', header, command: body, moreToCome: (flags & MORE_TO_COME) !== 0 };
}

/** OP_QUERY, kept only for the legacy `isMaster`/`hello` handshake on `<db>.$cmd`. */
function parseOpQuery(header: MessageHeader, message: Buffer): IncomingMessage {
  const namespace = readCString(message, HEADER_BYTES + 4, message.length);
  const { document } = readDocument(message, namespace.next + 8, message.length);
  return { kind: 'legacyQuery', header, namespace: namespace.value, query: document };
}

/**
 * Parses one complete message. Throws ProtocolError for an opcode this server does not speak and
 * CommandError(InvalidBSON) for a malformed body, which is answered as an error.
 */
export function parseMessage(message: Buffer): IncomingMessage {
  const header = readHeader(message);
  if (header.opCode === OP_MSG) return parseOpMsg(header, message);
  if (header.opCode === OP_QUERY) return parseOpQuery(header, message);
  throw new ProtocolError(`unsupported opcode ${header.opCode}`);
}

function withHeader(body: Buffer[], requestId: number, responseTo: number, opCode: number): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  const length = HEADER_BYTES + body.reduce((sum, part) => sum + part.length, 0);
  header.writeInt32LE(length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(responseTo, 8);
  header.writeInt32LE(opCode, 12);
  return Buffer.concat([header, ...body]);
}

export function encodeOpMsg(requestId: number, responseTo: number, reply: BsonDocument): Buffer {
  const prefix = Buffer.alloc(5);
  return withHeader([prefix, Buffer.from(serializeDocument(reply))], requestId, responseTo, OP_MSG);
}

export function encodeOpReply(
  requestId: number,
  responseTo: number,
  reply: BsonDocument,
  failed = false,
): Buffer {
  const prefix = Buffer.alloc(20);
  prefix.writeInt32LE(failed ? QUERY_FAILURE : 0, 0);
  prefix.writeInt32LE(1, 16);
  return withHeader(
    [prefix, Buffer.from(serializeDocument(reply))],
    requestId,
    responseTo,
    OP_REPLY,
  );
}
