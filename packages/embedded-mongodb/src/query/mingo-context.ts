import { Context, type OpType } from 'mingo/core';
import { Lazy, type Iterator } from 'mingo/lazy';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import type { AnyObject, Options } from 'mingo/types';
import { flatten, resolve } from 'mingo/util';
import { bsonTypeName, compareValues, sameTypeClass, valuesEqual } from '../bson/order.js';
import { isPlainObject, type BsonDocument } from '../bson/values.js';
import { badValue } from '../errors.js';
import { bitwiseQueryOperators } from './bitwise-operators.js';
import { dbRefQueryOperators } from './dbref-elem-match.js';
import { decimalAccumulators } from './decimal-accumulators.js';
import { jsonSchemaValidator } from './json-schema.js';
import {
  anyMatches,
  linearRegexExpressionOperators,
  linearRegexQueryOperators,
} from './regex-operators.js';
import { parseSort, sortDocuments } from './sort.js';

type Predicate = (lhs: unknown, rhs: unknown, depth: number) => boolean;

/** Builds a query operator the way mingo's own are built: resolve the path, then test. */
function queryOperator(predicate: Predicate) {
  return (selector: string, value: unknown, _options: Options) => {
    const depth = selector.split('.').length - 1;
    return (document: AnyObject): boolean =>
      predicate(resolve(document, selector, { unwrapArray: true }), value, depth);
  };
}

function equals(lhs: unknown, rhs: unknown, depth: number): boolean {
  if (valuesEqual(lhs, rhs)) return true;
  if (!Array.isArray(lhs)) return false;
  return (
    lhs.some((item) => valuesEqual(item, rhs)) ||
    flatten(lhs, depth).some((item) => valuesEqual(item, rhs))
  );
}

function comparison(test: (order: number) => boolean): Predicate {
  return (lhs, rhs) => {
    const candidates: unknown[] = Array.isArray(lhs) ? [...(lhs as unknown[]), lhs] : [lhs];
    return candidates.some((value) => sameTypeClass(value, rhs) && test(compareValues(value, rhs)));
  };
}

function isIn(lhs: unknown, rhs: unknown, depth: number): boolean {
  if (!Array.isArray(rhs)) throw badValue('$in needs an array');
  return rhs.some((item: unknown) =>
    item instanceof RegExp ? anyMatches(item, lhs) : equals(lhs, item, depth),
  );
}

const TYPE_CODES: Record<number, string> = {
  1: 'double',
  2: 'string',
  3: 'object',
  4: 'array',
  5: 'binData',
  6: 'undefined',
  7: 'objectId',
  8: 'bool',
  9: 'date',
  10: 'null',
  11: 'regex',
  13: 'javascript',
  14: 'symbol',
  16: 'int',
  17: 'timestamp',
  18: 'long',
  19: 'decimal',
  [-1]: 'minKey',
  127: 'maxKey',
};
const NUMBER_TYPES = new Set(['int', 'long', 'double', 'decimal']);

function typeMatches(value: unknown, wanted: unknown): boolean {
  if (value === undefined) return false;
  const alias = typeof wanted === 'number' ? TYPE_CODES[wanted] : wanted;
  if (typeof alias !== 'string') throw badValue(`Invalid numerical type code: ${String(wanted)}`);
  const actual = bsonTypeName(value);
  return alias === 'number' ? NUMBER_TYPES.has(actual) : alias === actual;
}

function hasType(lhs: unknown, rhs: unknown): boolean {
  const wanted: unknown[] = Array.isArray(rhs) ? rhs : [rhs];
  const values: unknown[] = Array.isArray(lhs) ? [lhs, ...(lhs as unknown[])] : [lhs];
  return values.some((value) => wanted.some((type) => typeMatches(value, type)));
}

/** `$all` also holds for a scalar field equal to every listed value, as in MongoDB. */
function all(selector: string, value: unknown, options: Options) {
  const values: unknown[] = Array.isArray(value) ? value : [];
  if (values.some((item) => isPlainObject(item) && '$elemMatch' in item))
    return linearRegexQueryOperators.$all(selector, value, options);
  return queryOperator(
    (lhs, _rhs, depth) =>
      values.length > 0 &&
      values.every((item) =>
        item instanceof RegExp ? anyMatches(item, lhs) : equals(lhs, item, depth),
      ),
  )(selector, value, options);
}

/**
 * mingo's comparison operators compare JS types; these replacements follow MongoDB's rules
 * (numbers equal across int/long/double/decimal, comparisons within one BSON type class, BSON
 * `$type` names), so `Long`, `Double` and `Decimal128` values in documents match as in MongoDB.
 */
const bsonQueryOperators = {
  $eq: queryOperator(equals),
  $ne: queryOperator((lhs, rhs, depth) => !equals(lhs, rhs, depth)),
  $gt: queryOperator(comparison((order) => order > 0)),
  $gte: queryOperator(comparison((order) => order >= 0)),
  $lt: queryOperator(comparison((order) => order < 0)),
  $lte: queryOperator(comparison((order) => order <= 0)),
  $in: queryOperator(isIn),
  $nin: queryOperator((lhs, rhs, depth) => !isIn(lhs, rhs, depth)),
  $type: queryOperator(hasType),
  $all: all,
};

function bsonSort(collection: Iterator, spec: unknown): Iterator {
  const keys = parseSort(spec);
  if (keys.length === 0) throw badValue('$sort stage must have at least one sort key');
  return collection.transform((documents: BsonDocument[]) => Lazy(sortDocuments(documents, keys)));
}

type OperatorTables = Partial<Record<OpType, Record<string, unknown>>>;

const engineQueryOperators = {
  ...queryOperators,
  ...linearRegexQueryOperators,
  ...bsonQueryOperators,
  ...bitwiseQueryOperators,
  ...dbRefQueryOperators,
};

function contextOf(tables: OperatorTables): Context {
  return Context.init(tables as Parameters<typeof Context.init>[0]);
}

const sharedOptions = { scriptEnabled: false, useStrictMode: true, jsonSchemaValidator };

/** Options for every mingo call of the engine that may evaluate expressions or run a pipeline. */
export const mingoOptions: Partial<Options> = {
  ...sharedOptions,
  context: contextOf({
    accumulator: { ...accumulatorOperators, ...decimalAccumulators },
    expression: { ...expressionOperators, ...linearRegexExpressionOperators },
    pipeline: { ...pipelineOperators, $sort: bsonSort },
    projection: projectionOperators,
    query: engineQueryOperators,
    window: windowOperators,
  }),
};

/**
 * The same with the query operators alone. mingo copies its context's operator tables for every
 * filter and every update it compiles; copying all six took about a twentieth of an API test's CPU,
 * most of it the expression operators that only `$expr` reads.
 */
const queryOnlyOptions: Partial<Options> = {
  ...sharedOptions,
  context: contextOf({ query: engineQueryOperators }),
};

function mentionsExpr(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsExpr);
  if (!isPlainObject(value)) return false;
  return Object.entries(value).some(([key, item]) => key === '$expr' || mentionsExpr(item));
}

/** The options to compile a filter (or an update holding filters) with. */
export function queryOptionsFor(filter: unknown): Partial<Options> {
  return mentionsExpr(filter) ? mingoOptions : queryOnlyOptions;
}
