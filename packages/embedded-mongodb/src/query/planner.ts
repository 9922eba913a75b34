import { encodeKeyValue } from '../bson/key-encoding.js';
import { compareValues } from '../bson/order.js';
import { isPlainObject, type BsonDocument } from '../bson/values.js';
import type { CollectionIndex } from '../storage/collection-index.js';
import type { Collection } from '../storage/collection.js';

/** A value an equality index lookup can answer exactly (no arrays, regexes or operators). */
function isIndexable(value: unknown): boolean {
  if (Array.isArray(value) || value instanceof RegExp) return false;
  if (isPlainObject(value)) return Object.keys(value).every((key) => !key.startsWith('$'));
  return true;
}

/** The values each field is pinned to by `{ f: v }`, `{ f: { $eq: v } }` or `{ f: { $in: [...] } }`. */
function equalityConstraints(
  filter: BsonDocument,
  out = new Map<string, unknown[]>(),
): Map<string, unknown[]> {
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) equalityConstraints(clause, out);
      continue;
    }
    if (path.startsWith('$') || out.has(path)) continue;
    if (isPlainObject(condition) && Object.keys(condition).some((key) => key.startsWith('$'))) {
      const operators = Object.keys(condition);
      if (operators.length !== 1) continue;
      if ('$eq' in condition && isIndexable(condition.$eq)) out.set(path, [condition.$eq]);
      const list = condition.$in;
      if (Array.isArray(list) && list.every(isIndexable)) out.set(path, list);
    } else if (isIndexable(condition)) {
      out.set(path, [condition]);
    }
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

/** How a filter is answered: by `_id`, through a secondary index, or by scanning everything. */
export type QueryPlan =
  | { stage: 'COLLSCAN' }
  | { stage: 'IDHACK'; ids: unknown[] }
  | { stage: 'IXSCAN'; index: CollectionIndex; values: unknown[][] };

const COLLECTION_SCAN: QueryPlan = { stage: 'COLLSCAN' };

/**
 * Chooses the `_id` index or a complete secondary index when the filter pins all of its fields
 * to values, otherwise a collection scan.
 */
export function planQuery(collection: Collection, filter: BsonDocument | undefined): QueryPlan {
  if (!filter) return COLLECTION_SCAN;
  const constraints = equalityConstraints(filter);
  if (constraints.size === 0) return COLLECTION_SCAN;

  const ids = constraints.get('_id');
  if (ids) return { stage: 'IDHACK', ids: inKeyOrder(ids) };

  for (const index of collection.indexes.values()) {
    if (!index.complete || !index.fields.every((field) => constraints.has(field))) continue;
    const lists = index.fields.map((field) => inKeyOrder(constraints.get(field) as unknown[]));
    return { stage: 'IXSCAN', index, values: cartesian(lists) };
  }
  return COLLECTION_SCAN;
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
      for (const values of plan.values) found.push(...plan.index.lookup(plan.index.encode(values)));
      return documentsByIds(collection, found);
    }
  }
}
