import { isPlainObject } from './values.js';

/** MongoDB's documented limit: a document and every object or array in it count one level. */
export const MAX_NESTING_DEPTH = 100;

/** True when the document nests objects and arrays more than `MAX_NESTING_DEPTH` levels deep. */
export function exceedsNestingDepth(value: unknown, depth = 1): boolean {
  if (depth > MAX_NESTING_DEPTH) return true;
  const children = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : [];
  return children.some(
    (child) =>
      (Array.isArray(child) || isPlainObject(child)) && exceedsNestingDepth(child, depth + 1),
  );
}
