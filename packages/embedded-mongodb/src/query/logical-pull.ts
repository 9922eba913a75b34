import { Query } from 'mingo/query';
import { getPathValue, setPathValue } from '../bson/paths.js';
import { isPlainObject, type BsonDocument } from '../bson/values.js';
import { queryOptionsFor } from './mingo-context.js';

const LOGICAL = new Set(['$and', '$or', '$nor']);

/** `{ $or: [...] }`, possibly beside field conditions: a query over the array's documents. */
function isDocumentQuery(condition: unknown): condition is BsonDocument {
  if (!isPlainObject(condition)) return false;
  const keys = Object.keys(condition);
  return (
    keys.some((key) => LOGICAL.has(key)) &&
    keys.every((key) => !key.startsWith('$') || LOGICAL.has(key))
  );
}

/**
 * `$pull` whose condition is a logical query (`{ $or: [{ a: 1 }, { b: 2 }] }`) removes the
 * array's documents that match it, as in MongoDB; mingo would read it as a condition on the
 * element value and pull nothing. Such entries are applied here and removed from the modifier.
 */
export function applyLogicalPulls(document: BsonDocument, modifier: BsonDocument): void {
  const fields = modifier.$pull;
  if (!isPlainObject(fields) || !Object.values(fields).some(isDocumentQuery)) return;
  const rest: BsonDocument = {};
  for (const [path, condition] of Object.entries(fields)) {
    if (!isDocumentQuery(condition)) {
      rest[path] = condition;
      continue;
    }
    const array = getPathValue(document, path);
    if (!Array.isArray(array)) continue;
    const query = new Query(condition, queryOptionsFor(condition));
    const kept = array.filter((element) => !(isPlainObject(element) && query.test(element)));
    if (kept.length !== array.length) setPathValue(document, path, kept);
  }
  if (Object.keys(rest).length > 0) modifier.$pull = rest;
  else delete modifier.$pull;
}
