import { Binary, Decimal128, Double, EJSON, Int32, Long, ObjectId } from 'bson';
import { decimalAsExactDouble, normalizedDecimal } from './exact-numbers.js';
import { isPlainObject } from './values.js';

function encodeNumber(value: number): string {
  if (Number.isNaN(value)) return 'dNaN';
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) return `d${BigInt(value)}`;
  return `d${value === 0 ? 0 : value}`;
}

/** A decimal equal to a double shares its key; any other decimal has one of its own. */
function encodeDecimal(value: Decimal128): string {
  const double = decimalAsExactDouble(value);
  return double === undefined ? `D${normalizedDecimal(value)}` : encodeNumber(double);
}

/**
 * A string that is equal for two values exactly when MongoDB's equality considers them equal
 * (so `1`, `1.0` and `NumberLong(1)` share a key). Used as the key of index entries.
 */
export function encodeKeyValue(value: unknown): string {
  if (value === undefined || value === null) return 'n';
  switch (typeof value) {
    case 'number':
      return encodeNumber(value);
    case 'string':
      return `s${value}`;
    case 'boolean':
      return value ? 'T' : 'F';
    default:
      break;
  }
  if (value instanceof ObjectId) return `o${value.toHexString()}`;
  if (value instanceof Date) return `t${value.getTime()}`;
  if (value instanceof Double || value instanceof Int32) return encodeNumber(value.value);
  if (value instanceof Long) return `d${value.toString()}`;
  if (value instanceof Decimal128) return encodeDecimal(value);
  if (value instanceof Binary)
    return `x${value.sub_type}:${Buffer.from(value.value()).toString('base64')}`;
  if (value instanceof RegExp) return `r${value.source}/${value.flags}`;
  if (Array.isArray(value))
    return `a${JSON.stringify(value.map((item: unknown) => encodeKeyValue(item)))}`;
  if (isPlainObject(value)) {
    return `O${JSON.stringify(Object.entries(value).map(([key, item]) => [key, encodeKeyValue(item)]))}`;
  }
  return `?${EJSON.stringify(value as object, { relaxed: false })}`;
}

/** A value as MongoDB prints it inside a duplicate key message: `"a@b"`, `ObjectId('...')`. */
export function formatKeyValue(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof ObjectId) return `ObjectId('${value.toHexString()}')`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (value instanceof Double || value instanceof Int32) return String(value.value);
  if (value instanceof Long) return value.toString();
  if (value instanceof Decimal128) return value.toString();
  return EJSON.stringify(value as object, { relaxed: true });
}
