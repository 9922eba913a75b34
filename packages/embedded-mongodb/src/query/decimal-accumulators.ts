import { Decimal128 } from 'bson';
import { $push } from 'mingo/operators/accumulator';
import type { AnyObject, Options } from 'mingo/types';
import { decimalArithmetic } from './decimal-arithmetic.js';

function total(values: unknown[]): { sum: number | Decimal128; count: number } {
  let decimal: Decimal128 | undefined;
  let plain = 0;
  let count = 0;
  for (const value of values) {
    if (value instanceof Decimal128) {
      decimal = decimalArithmetic('$inc', decimal, value) ?? decimal;
      count += 1;
    } else if (typeof value === 'number') {
      plain += value;
      count += 1;
    }
  }
  if (decimal === undefined) return { sum: plain, count };
  return {
    sum: plain === 0 ? decimal : (decimalArithmetic('$inc', decimal, plain) ?? decimal),
    count,
  };
}

/**
 * `$sum` and `$avg` as MongoDB computes them when decimals take part: the result is a
 * Decimal128 summed exactly (mingo's own accumulators skip values that are not JS numbers).
 */
export const decimalAccumulators = {
  $sum(collection: AnyObject[], expr: unknown, options: Options): unknown {
    if (typeof expr === 'number') return collection.length * expr;
    return total($push(collection, expr, options) as unknown[]).sum;
  },
  $avg(collection: AnyObject[], expr: unknown, options: Options): unknown {
    const { sum, count } = total($push(collection, expr, options) as unknown[]);
    if (count === 0) return null;
    if (typeof sum === 'number') return sum / count;
    return Decimal128.fromString(String(Number(sum.toString()) / count));
  },
};
