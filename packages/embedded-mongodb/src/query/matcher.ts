import { Query } from 'mingo/query';
import { isPlainObject, type BsonDocument } from '../bson/values.js';
import { CommandError, badValue } from '../errors.js';
import { mingoOptions } from './mingo-context.js';

export type Matcher = (document: BsonDocument) => boolean;

const matchAll: Matcher = () => true;

/** Compiles a query filter; unknown operators and malformed filters raise BadValue. */
export function compileFilter(filter: unknown): Matcher {
  if (filter === undefined || filter === null) return matchAll;
  if (!isPlainObject(filter)) throw new CommandError('TypeMismatch', 'filter must be an object');
  if (Object.keys(filter).length === 0) return matchAll;
  let query: Query;
  try {
    query = new Query(filter, mingoOptions);
  } catch (error) {
    if (error instanceof CommandError) throw error;
    throw badValue(error instanceof Error ? error.message : String(error));
  }
  return (document) => query.test(document);
}
