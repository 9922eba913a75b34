import { encodeKeyValue } from '../bson/key-encoding.js';
import { isPlainObject } from '../bson/values.js';
import { badValue } from '../errors.js';
import type { HintedScan } from '../query/hinted-scan.js';
import type { Collection } from '../storage/collection.js';

/**
 * The scan a `hint` asks for: an index named by name or by key pattern, or `{ $natural: 1 | -1 }`
 * for a collection scan. MongoDB refuses a hint naming an index that does not exist.
 */
export function checkHint(
  collection: Collection | undefined,
  hint: unknown,
): HintedScan | undefined {
  if (hint === undefined || hint === null || !collection) return undefined;
  if (typeof hint === 'string') {
    const index = collection.indexSpecs().find((spec) => spec.name === hint);
    if (index) return { index };
  } else if (isPlainObject(hint)) {
    if (Object.keys(hint).length === 0) return undefined;
    if ('$natural' in hint) return { natural: Number(hint.$natural) < 0 ? -1 : 1 };
    const key = encodeKeyValue(hint);
    const index = collection.indexSpecs().find((spec) => encodeKeyValue(spec.key) === key);
    if (index) return { index };
  }
  throw badValue('hint provided does not correspond to an existing index');
}
