/** A figure held to a target: at most, at least or strictly below `value`. */
export interface Target {
  comparison: 'at-most' | 'at-least' | 'below';
  value: number;
}

/** One printed figure of a benchmark: a ratio, or a size with its unit. */
export interface Figure {
  label: string;
  value: number;
  /** Printed after the value: 'x' for ratios (the default), 'MB', 'KB'..., '' for a count. */
  unit?: string;
  target?: Target;
}

export interface BenchmarkResult {
  /** Lines of detail printed under the benchmark's name. */
  details: string[];
  figures: Figure[];
}

export interface Benchmark {
  name: string;
  run(): Promise<BenchmarkResult>;
}

export const atMost = (value: number): Target => ({ comparison: 'at-most', value });
export const atLeast = (value: number): Target => ({ comparison: 'at-least', value });
export const below = (value: number): Target => ({ comparison: 'below', value });

const signs: Readonly<Record<Target['comparison'], string>> = {
  'at-most': '<=',
  'at-least': '>=',
  below: '<',
};

export function meetsTarget(value: number, target: Target): boolean {
  switch (target.comparison) {
    case 'at-least':
      return value >= target.value;
    case 'at-most':
      return value <= target.value;
    case 'below':
      return value < target.value;
  }
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function formatValue(value: number, unit: string): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (unit === '') return Number.isInteger(value) ? String(value) : value.toFixed(3);
  const digits = unit === 'x' ? 2 : value >= 100 ? 0 : 1;
  return unit === 'x' ? `${value.toFixed(digits)}x` : `${value.toFixed(digits)} ${unit}`;
}

/** `label  value  (target >= 0.8)  PASS`, or the value alone for a figure without a target. */
export function formatFigure({ label, value, unit = 'x', target }: Figure): string {
  const shown = `${label}: ${formatValue(value, unit)}`;
  if (!target) return shown;
  const verdict = meetsTarget(value, target) ? 'PASS' : 'MISS';
  return `${shown} (target ${signs[target.comparison]} ${formatValue(target.value, unit)}) ${verdict}`;
}
