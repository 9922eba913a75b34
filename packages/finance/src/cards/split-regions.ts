import type { CaseColumn } from './wallet-model.js';
import type { SearchLeaf } from './wallet-solver.js';

/** A region of a solved split's program, and prices that bound the cards' value in it. */
export interface SplitRegion {
  /** A price of each S$ a month of each category with spend, S$ a year, in their order. */
  prices: Float64Array;
  /** For each card, the counted spend of the cases it may pay in there; undefined when any. */
  counted: (readonly number[] | undefined)[];
}

/**
 * The leaves of a split's search as regions: each leaf's prices (the spend rows' dual values of
 * its relaxation, or `rootPrices` where it had none) and the cases each card is left there.
 */
export function splitRegions(
  leaves: readonly SearchLeaf[],
  integerColumns: Int32Array,
  caseColumns: readonly CaseColumn[][],
  spendRows: readonly number[],
  rootPrices: Float64Array,
): SplitRegion[] {
  const position = new Map(Array.from(integerColumns, (column, at) => [column, at]));
  return leaves.map((leaf) => ({
    prices: leaf.rowDual
      ? Float64Array.from(spendRows, (row) => (leaf.rowDual as Float64Array)[row] as number)
      : rootPrices,
    counted: caseColumns.map((cases) => {
      if (cases.length < 2) return undefined;
      const at = (payCase: CaseColumn) => position.get(payCase.column) as number;
      const forced = cases.find((payCase) => (leaf.lower[at(payCase)] as number) >= 1);
      const left = forced
        ? [forced]
        : cases.filter((payCase) => (leaf.upper[at(payCase)] as number) >= 1);
      if (left.length === cases.length) return undefined;
      return [...new Set(left.map((payCase) => payCase.counted))];
    }),
  }));
}
