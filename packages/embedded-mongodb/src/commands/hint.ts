import { encodeKeyValue } from '../bson/key-encoding.js';
import { isPlainObject } from '../bson/values.js';
import { badValue } from '../errors.js';
import type { Collection } from '../storage/collection.js';

/**
 * MongoDB refuses a `hint` naming an index that does not exist (by name or by key pattern);
 * `{ $natural: 1 }` asks for a collection scan. The plan itself is still the engine's own.
 */
export function checkHint(collection: Collection | undefined, hint: unknown): void {
  if (hint === undefined || hint === null || !collection) return;
  if (typeof hint === 'string') {
    if (collection.indexSpecs().some((spec) => spec.name === hint)) return;
  } else if (isPlainObject(hint)) {
    if (Object.keys(hint).length === 0 || '$natural' in hint) return;
    const key = encodeKeyValue(hint);
    if (collection.indexSpecs().some((spec) => encodeKeyValue(spec.key) === key)) return;
  }
  throw badValue('hint provided does not correspond to an existing index');
}
