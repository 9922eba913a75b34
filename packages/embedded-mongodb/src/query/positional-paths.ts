import { Query } from 'mingo/query';
import { setPathValue } from '../bson/paths.js';
import { isPlainObject, type BsonDocument } from '../bson/values.js';
import { CommandError, badValue } from '../errors.js';
import { queryOptionsFor } from './mingo-context.js';

const FILTERED = /^\$\[(.*)\]$/;

function isPositional(segment: string): boolean {
  return segment === '$' || FILTERED.test(segment);
}

function hasPositionalSegment(path: string): boolean {
  return path.includes('$') && path.split('.').some(isPositional);
}

function filterIdentifier(filter: BsonDocument): string {
  for (const [key, value] of Object.entries(filter)) {
    if (!key.startsWith('$')) return key.split('.')[0] as string;
    if (Array.isArray(value)) {
      for (const clause of value) if (isPlainObject(clause)) return filterIdentifier(clause);
    }
  }
  throw badValue('Cannot use an expression without a top-level field name in arrayFilters');
}

function compileArrayFilters(arrayFilters: BsonDocument[] | undefined): Map<string, Query> {
  const filters = new Map<string, Query>();
  for (const filter of arrayFilters ?? []) {
    const identifier = filterIdentifier(filter);
    if (filters.has(identifier)) {
      throw new CommandError(
        'FailedToParse',
        `Found multiple array filters with the same top-level field name ${identifier}`,
      );
    }
    filters.set(identifier, new Query(filter, queryOptionsFor(filter)));
  }
  return filters;
}

/** The query conditions that bear on the array at `field` (`field`, `field.x`, inside `$and`). */
function conditionsOn(filter: BsonDocument, field: string, out: BsonDocument[] = []) {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) conditionsOn(clause, field, out);
    } else if (key === field || key.startsWith(`${field}.`)) {
      out.push({ [key]: condition });
    }
  }
  return out;
}

const POSITIONAL_NOT_FOUND =
  'The positional operator did not find the match needed from the query.';

/**
 * The index the `$` operator stands for: the first element of the array that the query's
 * conditions on that array match (all of them if one element does, else any of them).
 */
function matchedIndex(array: unknown[], field: string, filter: BsonDocument | undefined): number {
  const conditions = filter ? conditionsOn(filter, field) : [];
  if (conditions.length === 0) throw badValue(POSITIONAL_NOT_FOUND);
  const queries = conditions.map((condition) => new Query(condition, queryOptionsFor(condition)));
  const probe = (element: unknown) => {
    const document: BsonDocument = {};
    setPathValue(document, field, [element]);
    return document;
  };
  let index = array.findIndex((element) => queries.every((query) => query.test(probe(element))));
  if (index < 0)
    index = array.findIndex((element) => queries.some((query) => query.test(probe(element))));
  if (index < 0) throw badValue(POSITIONAL_NOT_FOUND);
  return index;
}

interface Expansion {
  filter: BsonDocument | undefined;
  arrayFilters: Map<string, Query>;
  path: string;
}

function childOf(value: unknown, segment: string): unknown {
  if (Array.isArray(value)) return /^\d+$/.test(segment) ? value[Number(segment)] : undefined;
  return isPlainObject(value) ? value[segment] : undefined;
}

function expand(
  context: Expansion,
  value: unknown,
  segments: string[],
  at: number,
  prefix: string[],
  out: string[],
): void {
  if (at === segments.length) {
    out.push(prefix.join('.'));
    return;
  }
  const segment = segments[at] as string;
  if (!isPositional(segment)) {
    expand(context, childOf(value, segment), segments, at + 1, [...prefix, segment], out);
    return;
  }
  const field = prefix.join('.');
  if (value === undefined || value === null) {
    if (segment === '$') throw badValue(POSITIONAL_NOT_FOUND);
    throw badValue(
      `The path '${field}' must exist in the document in order to apply array updates.`,
    );
  }
  if (!Array.isArray(value)) {
    throw badValue(`Cannot apply array updates to non-array element ${field}`);
  }
  const indexes: number[] = [];
  if (segment === '$') {
    indexes.push(matchedIndex(value, field, context.filter));
  } else {
    const identifier = (FILTERED.exec(segment) as RegExpExecArray)[1] as string;
    if (identifier === '') {
      indexes.push(...value.keys());
    } else {
      const filter = context.arrayFilters.get(identifier);
      if (!filter) {
        throw badValue(
          `No array filter found for identifier '${identifier}' in path '${context.path}'`,
        );
      }
      value.forEach((element, index) => {
        if (filter.test({ [identifier]: element })) indexes.push(index);
      });
    }
  }
  for (const index of indexes) {
    expand(context, value[index], segments, at + 1, [...prefix, String(index)], out);
  }
}

/**
 * Replaces the positional operators of an update (`$`, `$[]`, `$[identifier]`) by the indexes
 * they stand for in `document`, all resolved against the document as it was before the update,
 * as MongoDB does. The result holds concrete paths only, so two paths through the same array
 * element (`arr.$.a` with `arr.$.b`) are independent fields.
 */
export function resolvePositionalPaths(
  document: BsonDocument,
  modifier: BsonDocument,
  filter: BsonDocument | undefined,
  arrayFilters: BsonDocument[] | undefined,
): BsonDocument {
  const filters = compileArrayFilters(arrayFilters);
  const used = new Set<string>();
  const resolved: BsonDocument = {};
  for (const [operator, fields] of Object.entries(modifier)) {
    if (!isPlainObject(fields) || !Object.keys(fields).some(hasPositionalSegment)) {
      resolved[operator] = fields;
      continue;
    }
    const concrete: BsonDocument = {};
    for (const [path, value] of Object.entries(fields)) {
      if (!hasPositionalSegment(path)) {
        concrete[path] = value;
        continue;
      }
      const segments = path.split('.');
      for (const segment of segments) {
        const identifier = FILTERED.exec(segment)?.[1];
        if (identifier) used.add(identifier);
      }
      if (segments.filter((segment) => segment === '$').length > 1)
        throw badValue(`Too many positional (i.e. '$') elements found in path '${path}'`);
      const paths: string[] = [];
      expand({ filter, arrayFilters: filters, path }, document, segments, 0, [], paths);
      for (const each of paths) concrete[each] = value;
    }
    resolved[operator] = concrete;
  }
  for (const identifier of filters.keys()) {
    if (!used.has(identifier)) {
      throw new CommandError(
        'FailedToParse',
        `The array filter for identifier '${identifier}' was not used in the update`,
      );
    }
  }
  return resolved;
}
