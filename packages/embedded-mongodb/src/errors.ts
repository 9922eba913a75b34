import type { BsonDocument } from './bson/values.js';

/** MongoDB's numeric error codes and their names, for the errors this engine can raise. */
export const ErrorCode = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  Overflow: 15,
  Unauthorized: 13,
  InvalidLength: 16,
  TypeMismatch: 14,
  IllegalOperation: 20,
  InvalidBSON: 22,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  MaxTimeMSExpired: 50,
  NamespaceExists: 48,
  DollarPrefixedFieldName: 52,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  DocumentValidationFailure: 121,
  BSONObjectTooLarge: 10334,
  DuplicateKey: 11000,
  Location40324: 40324,
  Location40571: 40571,
  Location40602: 40602,
  Location51024: 51024,
  Location51091: 51091,
  Location5739101: 5739101,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;

/** An error answered to the client as `{ ok: 0, errmsg, code, codeName }`. */
export class CommandError extends Error {
  readonly code: number;

  constructor(
    readonly codeName: ErrorCodeName,
    message: string,
    readonly details: BsonDocument = {},
  ) {
    super(message);
    this.code = ErrorCode[codeName];
  }

  toReply(): BsonDocument {
    return {
      ok: 0,
      errmsg: this.message,
      code: this.code,
      codeName: this.codeName,
      ...this.details,
    };
  }
}

export function badValue(message: string): CommandError {
  return new CommandError('BadValue', message);
}

/** CommandNotSupported (115): a MongoDB feature the embedded database does not have. */
export function notSupported(feature: string): CommandError {
  return new CommandError(
    'CommandNotSupported',
    `the embedded database does not support ${feature}`,
  );
}
