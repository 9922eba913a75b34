import { Decimal128 } from 'bson';

interface Decimal {
  coefficient: bigint;
  exponent: number;
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function parse(text: string): Decimal | undefined {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
  return {
    coefficient: BigInt(`${sign}${whole}${fraction}`),
    exponent: Number(exponent) - fraction.length,
  };
}

function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const exponent = Math.min(a.exponent, b.exponent);
  return [
    a.coefficient * 10n ** BigInt(a.exponent - exponent),
    b.coefficient * 10n ** BigInt(b.exponent - exponent),
    exponent,
  ];
}

/**
 * `$inc` / `$mul` where a Decimal128 is involved, computed exactly on scaled integers as MongoDB
 * does (a double operand enters by its shortest decimal form). Undefined for NaN or infinities.
 */
export function decimalArithmetic(
  operator: '$inc' | '$mul',
  left: unknown,
  right: unknown,
): Decimal128 | undefined {
  const a = parse(String(left ?? 0));
  const b = parse(String(right));
  if (!a || !b) return undefined;
  if (operator === '$mul') {
    return Decimal128.fromString(`${a.coefficient * b.coefficient}E${a.exponent + b.exponent}`);
  }
  const [x, y, exponent] = align(a, b);
  return Decimal128.fromString(`${x + y}E${exponent}`);
}
