import { Double, Int32, Long } from 'bson';
import { isPlainObject, type BsonDocument } from '../bson/values.js';
import { CommandError } from '../errors.js';

function typeMismatch(field: string, expected: string): CommandError {
  return new CommandError(
    'TypeMismatch',
    `BSON field '${field}' is the wrong type, expected type '${expected}'`,
  );
}

export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (value instanceof Double || value instanceof Int32) return value.value;
  if (value instanceof Long) return value.toNumber();
  return undefined;
}

/** The collection named by the command's first field (`{ find: 'users' }`). */
export function collectionName(command: BsonDocument, commandName: string): string {
  const name = command[commandName];
  if (typeof name !== 'string') {
    throw new CommandError('InvalidNamespace', `collection name has invalid type ${typeof name}`);
  }
  return name;
}

export function optionalDocument(command: BsonDocument, field: string): BsonDocument | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw typeMismatch(field, 'object');
  return value;
}

export function optionalNumber(command: BsonDocument, field: string): number | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  const number = toNumber(value);
  if (number === undefined) throw typeMismatch(field, 'number');
  return number;
}

export function nonNegativeNumber(command: BsonDocument, field: string): number | undefined {
  const number = optionalNumber(command, field);
  if (number !== undefined && number < 0) {
    throw new CommandError(
      'Location51024',
      `BSON field '${field}' value must be >= 0, actual value '${number}'`,
    );
  }
  return number;
}

export function documentArray(command: BsonDocument, field: string): BsonDocument[] {
  const value = command[field];
  if (!Array.isArray(value) || !value.every(isPlainObject)) throw typeMismatch(field, 'array');
  return value;
}

/**
 * Whether a write's reply waits for its journal to be on disk: unless its write concern says
 * `j: false`, which asks only that the write be applied (MongoDB's meaning), it does. The engine
 * journals every write before it answers by default, where mongod waits for its journal only when
 * asked (`j: true`): acknowledged is durable unless the client chose otherwise.
 */
export function waitsForJournal(command: BsonDocument): boolean {
  const concern = command.writeConcern;
  return !(isPlainObject(concern) && concern.j === false);
}

export function optionalBoolean(command: BsonDocument, field: string): boolean {
  const value = command[field];
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  const number = toNumber(value);
  if (number === undefined) throw typeMismatch(field, 'bool');
  return number !== 0;
}
