import * as queryOperators from 'mingo/operators/query';
import { Query } from 'mingo/query';
import type { AnyObject, Options } from 'mingo/types';
import { resolve } from 'mingo/util';
import { isPlainObject } from '../bson/values.js';

const DBREF_FIELDS = new Set(['$ref', '$id', '$db']);

/** `{ $id: x }`, `{ $ref: 'authors', $id: x }`: DBRef field names, possibly beside plain ones. */
function isDbRefCriteria(criteria: unknown): criteria is AnyObject {
  if (!isPlainObject(criteria)) return false;
  const keys = Object.keys(criteria);
  return (
    keys.some((key) => DBREF_FIELDS.has(key)) &&
    keys.every((key) => DBREF_FIELDS.has(key) || !key.startsWith('$'))
  );
}

/**
 * `$elemMatch` whose criteria name DBRef fields matches array elements holding them, as in
 * MongoDB, where `$ref`, `$id` and `$db` are field names rather than operators. Each element is
 * tested under a wrapper field so that its `$`-prefixed names are paths, not operators.
 */
function $elemMatch(selector: string, criteria: unknown, options: Options) {
  if (!isDbRefCriteria(criteria))
    return queryOperators.$elemMatch(selector, criteria as AnyObject, options);
  const wrapped: AnyObject = {};
  for (const [key, condition] of Object.entries(criteria)) wrapped[`element.${key}`] = condition;
  const query = new Query(wrapped, options);
  return (document: AnyObject): boolean => {
    const value = resolve(document, selector, { unwrapArray: true });
    return (
      Array.isArray(value) &&
      value.some((element: unknown) => isPlainObject(element) && query.test({ element }))
    );
  };
}

export const dbRefQueryOperators = { $elemMatch };
