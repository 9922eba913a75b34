import type { TermValue } from '@sg-finance/contract';

/**
 * The places of the best figures of a compare row: the lowest or highest, compared only among
 * figures of the same unit and only where at least two differ. Ties are all best.
 */
export function bestValueIndexes(
  values: readonly (TermValue | undefined)[],
  better: 'lower' | 'higher' | undefined,
): Set<number> {
  const best = new Set<number>();
  if (!better) return best;
  const byUnit = new Map<string, { index: number; value: number }[]>();
  values.forEach((value, index) => {
    if (!value || !('value' in value)) return;
    const group = byUnit.get(value.unit) ?? [];
    group.push({ index, value: value.value });
    byUnit.set(value.unit, group);
  });
  for (const group of byUnit.values()) {
    const figures = group.map((entry) => entry.value);
    const target = better === 'lower' ? Math.min(...figures) : Math.max(...figures);
    if (group.length < 2 || figures.every((figure) => figure === target)) continue;
    for (const entry of group) if (entry.value === target) best.add(entry.index);
  }
  return best;
}
