import type { TermValue } from '@sg-finance/contract';

/**
 * The places of the best figures of a compare row: the lowest or highest, only where at least two
 * differ. A row that mixes units (1.4 miles per S$1 beside 5% cashback) marks nothing: figures of
 * different units do not say which product pays more. Ties are all best.
 */
export function bestValueIndexes(
  values: readonly (TermValue | undefined)[],
  better: 'lower' | 'higher' | undefined,
): Set<number> {
  const best = new Set<number>();
  if (!better) return best;
  const figures: { index: number; value: number }[] = [];
  const units = new Set<string>();
  values.forEach((value, index) => {
    if (!value || !('value' in value)) return;
    figures.push({ index, value: value.value });
    units.add(value.unit);
  });
  if (units.size !== 1 || figures.length < 2) return best;
  const numbers = figures.map((entry) => entry.value);
  const target = better === 'lower' ? Math.min(...numbers) : Math.max(...numbers);
  if (numbers.every((number) => number === target)) return best;
  for (const entry of figures) if (entry.value === target) best.add(entry.index);
  return best;
}
