import { Binary, Decimal128, Double, Int32, Long } from 'bson';
import type { AnyObject, Options } from 'mingo/types';
import { resolve } from 'mingo/util';
import { badValue } from '../errors.js';

type BitTest = (position: number) => boolean;

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** An integral number within int64 as a bigint; undefined for anything else. */
function integerValue(value: unknown): bigint | undefined {
  if (value instanceof Long) return value.toBigInt();
  let number: number | undefined;
  if (typeof value === 'number') number = value;
  else if (value instanceof Double || value instanceof Int32) number = value.value;
  else if (value instanceof Decimal128) number = Number(value.toString());
  if (number === undefined || !Number.isInteger(number)) return undefined;
  const integer = BigInt(number);
  return integer >= INT64_MIN && integer <= INT64_MAX ? integer : undefined;
}

/**
 * Reads one bit of a number (two's complement, sign-extended past bit 63) or of BinData (bit 0 is
 * the lowest bit of the first byte, bits past the end are clear); other types have no bits.
 */
function bitsOf(value: unknown): BitTest | undefined {
  if (value instanceof Binary) {
    const bytes = value.value();
    return (position) => (((bytes[position >> 3] ?? 0) >> (position & 7)) & 1) === 1;
  }
  const integer = integerValue(value);
  if (integer === undefined) return undefined;
  const unsigned = BigInt.asUintN(64, integer);
  return (position) =>
    position >= 64 ? integer < 0n : ((unsigned >> BigInt(position)) & 1n) === 1n;
}

/** The bit positions a bitmask names: a list of positions, a non-negative integer or BinData. */
function maskPositions(operator: string, mask: unknown): number[] {
  if (Array.isArray(mask)) {
    return mask.map((position: unknown) => {
      const integer = integerValue(position);
      if (integer === undefined || integer < 0n)
        throw badValue(`bit positions must be non-negative integers: ${String(position)}`);
      return Number(integer);
    });
  }
  if (mask instanceof Binary) {
    const bits = bitsOf(mask) as BitTest;
    const length = mask.value().length * 8;
    return Array.from({ length }, (_, position) => position).filter(bits);
  }
  const integer = integerValue(mask);
  if (integer === undefined || integer < 0n)
    throw badValue(
      `${operator} takes an Array, a number, or a BinData but received: ${String(mask)}`,
    );
  return Array.from({ length: 64 }, (_, position) => position).filter(
    (position) => ((integer >> BigInt(position)) & 1n) === 1n,
  );
}

type Combine = (positions: number[], bits: BitTest) => boolean;

/** A bit test on a field; an array field matches when one of its elements does. */
function bitwiseOperator(operator: string, combine: Combine) {
  return (selector: string, mask: unknown, _options: Options) => {
    const positions = maskPositions(operator, mask);
    const test = (value: unknown): boolean => {
      const bits = bitsOf(value);
      return bits !== undefined && combine(positions, bits);
    };
    return (document: AnyObject): boolean => {
      const value = resolve(document, selector, { unwrapArray: true });
      return Array.isArray(value) ? value.some(test) : test(value);
    };
  };
}

/**
 * MongoDB's bit test operators over int32, int64, integral doubles and decimals, and BinData (the
 * mingo ones use 32-bit JS arithmetic and know no BinData).
 */
export const bitwiseQueryOperators = {
  $bitsAllSet: bitwiseOperator('$bitsAllSet', (positions, bits) => positions.every(bits)),
  $bitsAnySet: bitwiseOperator('$bitsAnySet', (positions, bits) => positions.some(bits)),
  $bitsAllClear: bitwiseOperator('$bitsAllClear', (positions, bits) =>
    positions.every((position) => !bits(position)),
  ),
  $bitsAnyClear: bitwiseOperator('$bitsAnyClear', (positions, bits) =>
    positions.some((position) => !bits(position)),
  ),
};
