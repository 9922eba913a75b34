import { Decimal128, Double, Int32, Long } from 'bson';
import { isNumeric } from '../bson/order.js';
import { getPathValue, setPathValue } from '../bson/paths.js';
import { isPlainObject, serializesAsInt32, type BsonDocument } from '../bson/values.js';
import { decimalArithmetic } from './decimal-arithmetic.js';

type Operator = '$inc' | '$mul';

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

function isWrapped(value: unknown): boolean {
  return isNumeric(value) && typeof value !== 'number';
}

function isIntegral(value: unknown): boolean {
  if (value instanceof Long || value instanceof Int32) return true;
  return typeof value === 'number' && Number.isInteger(value);
}

function plain(value: unknown): number {
  if (value instanceof Long) return value.toNumber();
  if (value instanceof Double || value instanceof Int32) return value.value;
  if (value instanceof Decimal128) return Number(value.toString());
  return typeof value === 'number' ? value : Number.NaN;
}

/**
 * MongoDB's result type: decimal if either side is a decimal, long when both sides are integers
 * and one is a long, double otherwise.
 */
function combine(operator: Operator, current: unknown, amount: unknown): unknown {
  if (current instanceof Decimal128 || amount instanceof Decimal128) {
    const exact = decimalArithmetic(operator, current, amount);
    if (exact) return exact;
  }
  if (
    (current instanceof Long || amount instanceof Long) &&
    isIntegral(current ?? 0) &&
    isIntegral(amount)
  ) {
    const left = current instanceof Long ? current : Long.fromNumber(plain(current ?? 0));
    const right = amount instanceof Long ? amount : Long.fromNumber(plain(amount));
    return operator === '$inc' ? left.add(right) : left.multiply(right);
  }
  const left = current === undefined ? 0 : plain(current);
  const result = operator === '$inc' ? left + plain(amount) : left * plain(amount);
  return current instanceof Double || amount instanceof Double ? new Double(result) : result;
}

/** Two int32 values whose sum or product leaves the int32 range: MongoDB answers an int64. */
function overflowsInt32(operator: Operator, current: unknown, amount: unknown): boolean {
  if (typeof current !== 'number' || typeof amount !== 'number') return false;
  if (!serializesAsInt32(current) || !serializesAsInt32(amount)) return false;
  const result = operator === '$inc' ? current + amount : current * amount;
  return result < INT32_MIN || result > INT32_MAX;
}

/**
 * mingo's `$inc` and `$mul` work on JS numbers only. Where the stored value or the amount is an
 * int64, a decimal or a wrapped double, the operation is done here with MongoDB's typing (an
 * int64 stays an int64 with exact 64-bit arithmetic, two int32 values that overflow give an
 * int64, decimals stay exact) and removed from the
 * modifier left for mingo.
 */
export function applyTypedArithmetic(document: BsonDocument, modifier: BsonDocument): void {
  for (const operator of ['$inc', '$mul'] as const) {
    const fields = modifier[operator];
    if (!isPlainObject(fields)) continue;
    const rest: BsonDocument = {};
    for (const [path, amount] of Object.entries(fields)) {
      const positional = path.includes('$');
      const current = positional ? undefined : getPathValue(document, path);
      if (!positional && (isWrapped(current) || isWrapped(amount))) {
        setPathValue(document, path, combine(operator, current, amount));
      } else if (!positional && overflowsInt32(operator, current, amount)) {
        const [left, right] = [BigInt(current as number), BigInt(amount as number)];
        setPathValue(
          document,
          path,
          Long.fromBigInt(operator === '$inc' ? left + right : left * right),
        );
      } else {
        rest[path] = isWrapped(amount) ? plain(amount) : amount;
      }
    }
    if (Object.keys(rest).length > 0) modifier[operator] = rest;
    else delete modifier[operator];
  }
}
