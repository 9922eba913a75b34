import { collectPathValues } from '../bson/paths.js';
import type { BsonDocument } from '../bson/values.js';
import type { IndexSpec } from '../storage/collection-index.js';
import type { Collection } from '../storage/collection.js';
import { compileFilter } from './matcher.js';
import { sortDocuments, type SortKey } from './sort.js';

/** What a `hint` asks for: a collection scan in either direction, or the scan of one index. */
export type HintedScan = { natural: 1 | -1 } | { index: IndexSpec };

/** Whether an index holds a document: a sparse one needs one of its fields, a partial one its filter. */
function heldBy(spec: IndexSpec): (document: BsonDocument) => boolean {
  const fields = Object.keys(spec.key);
  const partial = spec.partialFilterExpression
    ? compileFilter(spec.partialFilterExpression)
    : undefined;
  return (document) =>
    (spec.sparse !== true ||
      fields.some((field) =>
        collectPathValues(document, field).some((value) => value !== undefined),
      )) &&
    (partial === undefined || partial(document));
}

/**
 * The documents a hinted scan reads, in its order: storage order (reversed for `$natural: -1`),
 * or index key order, leaving out the documents a sparse or partial index does not hold.
 */
export function hintedDocuments(collection: Collection, scan: HintedScan): BsonDocument[] {
  const documents = [...collection.documents.values()];
  if ('natural' in scan) return scan.natural === 1 ? documents : documents.reverse();
  const { index } = scan;
  const held =
    index.sparse === true || index.partialFilterExpression
      ? documents.filter(heldBy(index))
      : documents;
  const directions = Object.entries(index.key);
  if (!directions.every(([, direction]) => direction === 1 || direction === -1)) return held;
  const keys = directions.map(([path, direction]) => ({ path, direction }) as SortKey);
  return sortDocuments(held, keys);
}
