import { Binary, Decimal128, Double, Int32, Long, ObjectId, Timestamp } from 'bson';
import { compareExactly } from './exact-numbers.js';
import { isPlainObject, serializesAsInt32 } from './values.js';

/**
 * MongoDB's comparison order across BSON types: MinKey < null/missing < numbers < strings <
 * objects < arrays < binary < ObjectId < booleans < dates < timestamps < regexes < MaxKey.
 */
const enum Rank {
  MinKey = 1,
  Null = 5,
  Number = 10,
  String = 15,
  Object = 20,
  Array = 25,
  Binary = 30,
  ObjectId = 35,
  Boolean = 40,
  Date = 45,
  Timestamp = 47,
  RegExp = 50,
  Code = 60,
  MaxKey = 100,
}

function bsonTypeTag(value: object): string | undefined {
  const tag = (value as { _bsontype?: unknown })._bsontype;
  return typeof tag === 'string' ? tag : undefined;
}

export function isNumeric(value: unknown): boolean {
  return (
    typeof value === 'number' ||
    value instanceof Double ||
    value instanceof Int32 ||
    value instanceof Long ||
    value instanceof Decimal128
  );
}

function rankOf(value: unknown): Rank {
  if (value === undefined || value === null) return Rank.Null;
  if (isNumeric(value)) return Rank.Number;
  if (typeof value === 'string') return Rank.String;
  if (typeof value === 'boolean') return Rank.Boolean;
  if (Array.isArray(value)) return Rank.Array;
  if (value instanceof Date) return Rank.Date;
  if (value instanceof RegExp) return Rank.RegExp;
  if (value instanceof ObjectId) return Rank.ObjectId;
  if (value instanceof Binary) return Rank.Binary;
  if (value instanceof Timestamp) return Rank.Timestamp;
  if (typeof value === 'object') {
    switch (bsonTypeTag(value)) {
      case 'MinKey':
        return Rank.MinKey;
      case 'MaxKey':
        return Rank.MaxKey;
      case 'BSONSymbol':
        return Rank.String;
      case 'BSONRegExp':
        return Rank.RegExp;
      case 'Code':
        return Rank.Code;
      default:
        return Rank.Object;
    }
  }
  return Rank.Object;
}

/** A number or bigint that compares exactly with the relational operators (not Decimal128). */
function numericValue(value: unknown): number | bigint {
  if (typeof value === 'number') return value;
  if (value instanceof Double || value instanceof Int32) return value.value;
  if (value instanceof Long) return value.toBigInt();
  return Number.NaN;
}

function sign(a: number | bigint | string, b: number | bigint | string): number {
  if (a < b) return -1;
  if (a > b) return 1;
  return 0;
}

function compareNumbers(a: unknown, b: unknown): number {
  if (a instanceof Decimal128 || b instanceof Decimal128) {
    const exact = (value: unknown) => (value instanceof Decimal128 ? value : numericValue(value));
    return compareExactly(exact(a), exact(b));
  }
  const x = numericValue(a);
  const y = numericValue(b);
  const xNaN = typeof x === 'number' && Number.isNaN(x);
  const yNaN = typeof y === 'number' && Number.isNaN(y);
  if (xNaN || yNaN) return xNaN && yNaN ? 0 : xNaN ? -1 : 1;
  return sign(x, y);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return sign(a.length, b.length);
}

function stringOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return String((value as { value?: unknown }).value ?? value);
}

function regexParts(value: unknown): [string, string] {
  if (value instanceof RegExp) return [value.source, value.flags];
  const { pattern, options } = value as { pattern: string; options: string };
  return [pattern, options];
}

function compareObjects(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  const length = Math.min(keysA.length, keysB.length);
  for (let i = 0; i < length; i++) {
    const keyA = keysA[i] as string;
    const keyB = keysB[i] as string;
    const byType = sign(rankOf(a[keyA]), rankOf(b[keyB]));
    if (byType !== 0) return byType;
    const byName = sign(keyA, keyB);
    if (byName !== 0) return byName;
    const byValue = compareValues(a[keyA], b[keyB]);
    if (byValue !== 0) return byValue;
  }
  return sign(keysA.length, keysB.length);
}

function compareArrays(a: unknown[], b: unknown[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const diff = compareValues(a[i], b[i]);
    if (diff !== 0) return diff;
  }
  return sign(a.length, b.length);
}

function compareSameRank(rank: Rank, a: unknown, b: unknown): number {
  switch (rank) {
    case Rank.Null:
    case Rank.MinKey:
    case Rank.MaxKey:
      return 0;
    case Rank.Number:
      return compareNumbers(a, b);
    case Rank.String:
    case Rank.Code:
      return sign(stringOf(a), stringOf(b));
    case Rank.Array:
      return compareArrays(a as unknown[], b as unknown[]);
    case Rank.Binary: {
      const x = a as Binary;
      const y = b as Binary;
      return (
        sign(x.position, y.position) ||
        sign(x.sub_type, y.sub_type) ||
        compareBytes(x.value(), y.value())
      );
    }
    case Rank.ObjectId:
      return compareBytes((a as ObjectId).id, (b as ObjectId).id);
    case Rank.Boolean:
      return sign(Number(a), Number(b));
    case Rank.Date:
      return sign((a as Date).getTime(), (b as Date).getTime());
    case Rank.Timestamp:
      return (a as Timestamp).compare(b as Timestamp);
    case Rank.RegExp: {
      const [sourceA, flagsA] = regexParts(a);
      const [sourceB, flagsB] = regexParts(b);
      return sign(sourceA, sourceB) || sign(flagsA, flagsB);
    }
    default:
      return compareObjects(a as Record<string, unknown>, b as Record<string, unknown>);
  }
}

/** Compares two BSON values the way MongoDB orders them (sorting, $lt/$gt, index ranges). */
export function compareValues(a: unknown, b: unknown): number {
  const rankA = rankOf(a);
  const rankB = rankOf(b);
  if (rankA !== rankB) return sign(rankA, rankB);
  return compareSameRank(rankA, a, b);
}

/** Equality as MongoDB's `$eq` sees it: numbers compare by value across int, long, double. */
export function valuesEqual(a: unknown, b: unknown): boolean {
  return compareValues(a, b) === 0;
}

export function sameTypeClass(a: unknown, b: unknown): boolean {
  return rankOf(a) === rankOf(b);
}

/** The `$type` alias of a value, as MongoDB names it. */
export function bsonTypeName(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (typeof value === 'number') return serializesAsInt32(value) ? 'int' : 'double';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  if (isPlainObject(value)) return 'object';
  switch (bsonTypeTag(value as object)) {
    case 'Double':
      return 'double';
    case 'Int32':
      return 'int';
    case 'Long':
      return 'long';
    case 'Decimal128':
      return 'decimal';
    case 'ObjectId':
      return 'objectId';
    case 'Binary':
      return 'binData';
    case 'Timestamp':
      return 'timestamp';
    case 'MinKey':
      return 'minKey';
    case 'MaxKey':
      return 'maxKey';
    case 'Code':
      return 'javascript';
    case 'BSONSymbol':
      return 'symbol';
    case 'BSONRegExp':
      return 'regex';
    default:
      return 'object';
  }
}
