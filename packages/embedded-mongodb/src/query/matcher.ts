import { Query } from 'mingo/query';
import { mentionsInheritedName, inheritedNamesToStandIns } from '../bson/inherited-field-names.js';
import { isPlainObject, type BsonDocument } from '../bson/values.js';
import { CommandError, badValue, notSupported } from '../errors.js';
import { queryOptionsFor } from './mingo-context.js';

export type Matcher = (document: BsonDocument) => boolean;

const matchAll: Matcher = () => true;

/** Query operators of features the engine does not have (server-side JavaScript, text, geo). */
const UNSUPPORTED_OPERATORS = [
  '$where',
  '$text',
  '$nearSphere',
  '$near',
  '$geoWithin',
  '$geoIntersects',
  '$within',
];

/** CommandNotSupported for a query error naming an operator of a feature the engine lacks. */
export function unsupportedOperatorError(message: string): CommandError | undefined {
  const operator = UNSUPPORTED_OPERATORS.find((name) => message.includes(name));
  return operator === undefined ? undefined : notSupported(operator);
}

function isDbRef(value: unknown): value is BsonDocument {
  return isPlainObject(value) && '$ref' in value && '$id' in value;
}

/** A DBRef compared as a value (`{ ref: { $ref, $id } }`) is an equality, not operators. */
function withLiteralDbRefs(filter: BsonDocument): BsonDocument {
  let rewritten: BsonDocument | undefined;
  for (const [key, condition] of Object.entries(filter)) {
    let replacement: unknown;
    if (isDbRef(condition)) replacement = { $eq: condition };
    else if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(condition))
      replacement = condition.map((clause: unknown) =>
        isPlainObject(clause) ? withLiteralDbRefs(clause) : clause,
      );
    if (replacement !== undefined) {
      rewritten ??= { ...filter };
      rewritten[key] = replacement;
    }
  }
  return rewritten ?? filter;
}

/** Compiles a query filter; unknown operators and malformed filters raise BadValue. */
export function compileFilter(filter: unknown): Matcher {
  if (filter === undefined || filter === null) return matchAll;
  if (!isPlainObject(filter)) throw new CommandError('TypeMismatch', 'filter must be an object');
  if (Object.keys(filter).length === 0) return matchAll;
  const namesInherited = mentionsInheritedName(filter);
  let query: Query;
  try {
    query = new Query(
      withLiteralDbRefs(namesInherited ? inheritedNamesToStandIns(filter) : filter),
      queryOptionsFor(filter),
    );
  } catch (error) {
    if (error instanceof CommandError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw unsupportedOperatorError(message) ?? badValue(message);
  }
  return namesInherited
    ? (document) => query.test(inheritedNamesToStandIns(document))
    : (document) => query.test(document);
}
