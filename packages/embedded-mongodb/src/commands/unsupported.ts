import { isPlainObject, type BsonDocument } from '../bson/values.js';
import { notSupported } from '../errors.js';

/** `{ locale: 'simple' }` is MongoDB's binary comparison, the only one the engine has. */
function checkCollation(collation: unknown): void {
  if (collation === undefined || collation === null) return;
  if (isPlainObject(collation) && collation.locale === 'simple') return;
  throw notSupported('collation (other than { locale: "simple" })');
}

function eachStatement(command: BsonDocument, field: string): BsonDocument[] {
  const list = command[field];
  return Array.isArray(list) ? list.filter(isPlainObject) : [];
}

/**
 * Features the engine does not have answer CommandNotSupported (115), never a code a driver
 * reads differently (it turns IllegalOperation about transaction numbers into advice about
 * retryable writes): transactions and collations.
 */
export function rejectUnsupportedFeatures(command: BsonDocument): void {
  if (
    command.startTransaction !== undefined ||
    command.autocommit !== undefined ||
    command.txnNumber !== undefined
  ) {
    throw notSupported('transactions (and retryable writes, which need a replica set)');
  }
  checkCollation(command.collation);
  for (const field of ['updates', 'deletes', 'indexes'])
    for (const statement of eachStatement(command, field)) checkCollation(statement.collation);
}
