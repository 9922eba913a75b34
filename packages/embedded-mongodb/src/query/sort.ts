import { compareValues } from '../bson/order.js';
import { collectPathValues } from '../bson/paths.js';
import type { BsonDocument } from '../bson/values.js';
import { badValue } from '../errors.js';

/** `{ $natural: 1 | -1 }` sorts by storage order. */
const NATURAL_ORDER = '$natural';

export interface SortKey {
  path: string;
  direction: 1 | -1;
}

/** Validates a sort document (`{ field: 1 | -1 }`) into its keys, in order. */
export function parseSort(spec: unknown): SortKey[] {
  if (spec === undefined || spec === null) return [];
  if (typeof spec !== 'object' || Array.isArray(spec)) throw badValue('sort must be an object');
  return Object.entries(spec as BsonDocument).map(([path, raw]) => {
    const direction = Number(raw instanceof Object && 'valueOf' in raw ? raw.valueOf() : raw);
    if (direction !== 1 && direction !== -1) {
      throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    }
    return { path, direction };
  });
}

/** The value a document sorts by: the smallest array element ascending, the largest descending. */
function sortValue(document: BsonDocument, key: SortKey): unknown {
  const values = collectPathValues(document, key.path);
  let chosen = values[0];
  for (let i = 1; i < values.length; i++) {
    const diff = compareValues(values[i], chosen);
    if (key.direction === 1 ? diff < 0 : diff > 0) chosen = values[i];
  }
  return chosen;
}

/** A stable sort in MongoDB's BSON order; the input array is not modified. */
export function sortDocuments<T extends BsonDocument>(
  documents: readonly T[],
  keys: SortKey[],
): T[] {
  if (keys.length === 0) return documents.slice();
  const decorated = documents.map((document, position) => ({
    document,
    position,
    values: keys.map((key) => (key.path === NATURAL_ORDER ? position : sortValue(document, key))),
  }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const diff = compareValues(a.values[i], b.values[i]);
      if (diff !== 0) return diff * (keys[i] as SortKey).direction;
    }
    return a.position - b.position;
  });
  return decorated.map((entry) => entry.document);
}
