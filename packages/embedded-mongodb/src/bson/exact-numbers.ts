import { Decimal128 } from 'bson';

/** A finite number as the exact fraction `numerator / denominator` (denominator > 0). */
interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:E([+-]\d+))?$/;

/** The exact value of a finite double: its 53-bit significand times a power of two. */
function doubleFraction(value: number): Fraction {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const bits = view.getBigUint64(0);
  const negative = bits >> 63n === 1n;
  const exponentBits = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  const significand = exponentBits === 0 ? fraction : fraction | (1n << 52n);
  const exponent = (exponentBits === 0 ? 1 : exponentBits) - 1075;
  const numerator = negative ? -significand : significand;
  return exponent >= 0
    ? { numerator: numerator << BigInt(exponent), denominator: 1n }
    : { numerator, denominator: 1n << BigInt(-exponent) };
}

/** A finite Decimal128 as `coefficient * 10^exponent`; undefined for NaN and infinities. */
function decimalParts(value: Decimal128): { coefficient: bigint; exponent: number } | undefined {
  const parts = DECIMAL.exec(value.toString());
  if (!parts) return undefined;
  const [, sign = '', whole = '', fractional = '', exponentText = '0'] = parts;
  const coefficient = BigInt(`${sign}${whole}${fractional}`);
  return { coefficient, exponent: Number(exponentText) - fractional.length };
}

/** The exact value of a finite Decimal128, or its IEEE value when it is NaN or infinite. */
function decimalValue(value: Decimal128): Fraction | number {
  const parts = decimalParts(value);
  if (!parts) return Number(value.toString());
  const { coefficient, exponent } = parts;
  return exponent >= 0
    ? { numerator: coefficient * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator: coefficient, denominator: 10n ** BigInt(-exponent) };
}

function exactValue(value: number | bigint | Decimal128): Fraction | number {
  if (value instanceof Decimal128) return decimalValue(value);
  if (typeof value === 'bigint') return { numerator: value, denominator: 1n };
  return Number.isFinite(value) ? doubleFraction(value) : value;
}

function sign(a: bigint | number, b: bigint | number): number {
  if (a < b) return -1;
  if (a > b) return 1;
  return 0;
}

/**
 * Compares two numbers by their exact values, as MongoDB does across numeric types: the double
 * 9.99 is not Decimal128("9.99"), Decimal128("10") is 10. NaN sorts below every number.
 */
export function compareExactly(
  a: number | bigint | Decimal128,
  b: number | bigint | Decimal128,
): number {
  const x = exactValue(a);
  const y = exactValue(b);
  if (typeof x === 'number' || typeof y === 'number') {
    const xNumber = typeof x === 'number' ? x : 0;
    const yNumber = typeof y === 'number' ? y : 0;
    const xNaN = Number.isNaN(xNumber);
    const yNaN = Number.isNaN(yNumber);
    if (xNaN || yNaN) return xNaN && yNaN ? 0 : xNaN ? -1 : 1;
    return sign(xNumber, yNumber);
  }
  return sign(x.numerator * y.denominator, y.numerator * x.denominator);
}

/** The double equal to a Decimal128, if one is exactly equal to it. */
export function decimalAsExactDouble(value: Decimal128): number | undefined {
  const double = Number(value.toString());
  if (!Number.isFinite(double)) return Number.isNaN(double) ? Number.NaN : double;
  return compareExactly(value, double) === 0 ? double : undefined;
}

/** One spelling per decimal value (`9.990` and `9.99` are both `999e-2`), for index keys. */
export function normalizedDecimal(value: Decimal128): string {
  const parts = decimalParts(value);
  if (!parts) return value.toString();
  let { coefficient, exponent } = parts;
  if (coefficient === 0n) return '0';
  while (coefficient % 10n === 0n) {
    coefficient /= 10n;
    exponent += 1;
  }
  return `${coefficient}e${exponent}`;
}
