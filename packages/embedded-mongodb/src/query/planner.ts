import { encodeKeyValue } from '../bson/key-encoding.js';
import { compareValues } from '../bson/order.js';
import { isPlainObject, type BsonDocument } from '../bson/values.js';
import type { CollectionIndex } from '../storage/collection-index.js';
import type { Collection } from '../storage/collection.js';
import { anchoredPrefix, regexCondition } from './regex-prefix.js';

/** A value an equality index lookup can answer exactly (no arrays, regexes or operators). */
function isIndexable(value: unknown): boolean {
  if (Array.isArray(value) || value instanceof RegExp) return false;
  if (isPlainObject(value)) return Object.keys(value).every((key) => !key.startsWith('$'));
  return true;
}

/**
 * The values each field is pinned to by `{ f: v }`, `{ f: { $eq: v } }` or `{ f: { $in: [...] } }`.
 * A field pinned more than once (`$and: [{ tags: 'a' }, { tags: 'b' }]` on an array) has one
 * list per condition, every one of which a match satisfies.
 */
function equalityConstraints(
  filter: BsonDocument,
  out = new Map<string, unknown[][]>(),
): Map<string, unknown[][]> {
  const pin = (path: string, values: unknown[]) =>
    out.set(path, [...(out.get(path) ?? []), values]);
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) equalityConstraints(clause, out);
      continue;
    }
    if (path.startsWith('$')) continue;
    if (isPlainObject(condition) && Object.keys(condition).some((key) => key.startsWith('$'))) {
      const operators = Object.keys(condition);
      if (operators.length !== 1) continue;
      if ('$eq' in condition && isIndexable(condition.$eq)) pin(path, [condition.$eq]);
      const list = condition.$in;
      if (Array.isArray(list) && list.every(isIndexable)) pin(path, list);
    } else if (isIndexable(condition)) {
      pin(path, [condition]);
    }
  }
  return out;
}

/**
 * The prefixes each field's strings are held to by an anchored regular expression (`{ f: /^ab/ }`,
 * `{ f: { $regex: '^ab' } }`), at the top level or in an `$and`.
 */
function prefixConstraints(
  filter: BsonDocument,
  out = new Map<string, string[]>(),
): Map<string, string[]> {
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) prefixConstraints(clause, out);
      continue;
    }
    if (path.startsWith('$')) continue;
    const pattern = regexCondition(condition);
    const prefix = pattern && anchoredPrefix(pattern.source, pattern.flags);
    if (prefix !== undefined) out.set(path, [...(out.get(path) ?? []), prefix]);
  }
  return out;
}

/** Values in ascending BSON order, so results come back in index order as from MongoDB. */
function inKeyOrder(values: unknown[]): unknown[] {
  return values.length > 1 ? [...values].sort(compareValues) : values;
}

function cartesian(lists: unknown[][]): unknown[][] {
  return lists.reduce<unknown[][]>(
    (combos, list) => combos.flatMap((combo) => list.map((value) => [...combo, value])),
    [[]],
  );
}

function documentsByIds(collection: Collection, ids: Iterable<string>): BsonDocument[] {
  const documents: BsonDocument[] = [];
  for (const id of new Set(ids)) {
    const document = collection.documents.get(id);
    if (document) documents.push(document);
  }
  return documents;
}

/**
 * How a filter is answered: by `_id`, through secondary index keys, through the range of a
 * single-field index whose strings start with a prefix (drawn as an IXSCAN by explain), or by
 * scanning everything.
 */
export type QueryPlan =
  | { stage: 'COLLSCAN' }
  | { stage: 'IDHACK'; ids: unknown[] }
  | { stage: 'IXSCAN'; index: CollectionIndex; values: unknown[][] }
  | { stage: 'IXRANGE'; index: CollectionIndex; prefix: string };

const COLLECTION_SCAN: QueryPlan = { stage: 'COLLSCAN' };

/**
 * Chooses the `_id` index, or among the complete secondary index lookups of the fields the filter
 * pins and the prefix ranges of its anchored regular expressions the one that finds the fewest
 * documents (as MongoDB's planner picks the most selective plan), otherwise a collection scan.
 */
export function planQuery(collection: Collection, filter: BsonDocument | undefined): QueryPlan {
  if (!filter) return COLLECTION_SCAN;
  const constraints = equalityConstraints(filter);
  const ids = constraints.get('_id')?.[0];
  if (ids) return { stage: 'IDHACK', ids: inKeyOrder(ids) };

  let best: { plan: QueryPlan; size: number } | undefined;
  const consider = (plan: QueryPlan, size: number) => {
    if (!best || size < best.size) best = { plan, size };
  };
  const prefixes = prefixConstraints(filter);
  for (const index of collection.indexes.values()) {
    if (!index.complete) continue;
    for (const prefix of index.fields.length === 1 ? (prefixes.get(index.fields[0]!) ?? []) : []) {
      const encoded = encodeKeyValue(prefix);
      consider({ stage: 'IXRANGE', index, prefix }, index.entries.prefixSize(encoded));
    }
    if (!index.fields.every((field) => constraints.has(field))) continue;
    for (const pinned of cartesian(index.fields.map((field) => constraints.get(field) ?? []))) {
      const values = cartesian((pinned as unknown[][]).map(inKeyOrder));
      const size = values.reduce(
        (sum, combo) => sum + index.entries.lookupSize(index.encode(combo)),
        0,
      );
      consider({ stage: 'IXSCAN', index, values }, size);
    }
  }
  return best?.plan ?? COLLECTION_SCAN;
}

/**
 * The documents that can match `filter` under `plan`. The caller still applies the full filter,
 * so an index only has to return a superset of the matches.
 */
export function candidateDocuments(
  collection: Collection,
  filter: BsonDocument | undefined,
  plan: QueryPlan = planQuery(collection, filter),
): Iterable<BsonDocument> {
  switch (plan.stage) {
    case 'COLLSCAN':
      return collection.documents.values();
    case 'IDHACK':
      collection.idIndexAccesses += 1;
      return documentsByIds(collection, plan.ids.map(encodeKeyValue));
    case 'IXSCAN': {
      plan.index.accesses += 1;
      const found: string[] = [];
      for (const values of plan.values)
        found.push(...plan.index.entries.lookup(plan.index.encode(values)));
      return documentsByIds(collection, found);
    }
    case 'IXRANGE':
      plan.index.accesses += 1;
      return documentsByIds(
        collection,
        plan.index.entries.prefixLookup(encodeKeyValue(plan.prefix)),
      );
  }
}
